import { formatCurrency, formatDate, formatNumber, parseRupiah, TIME_ZONE } from './format';

describe('numeric strings and bigints, as APIs send amounts', () => {
  it.each([
    ['150000', 'Rp150.000'],
    ['150000.00', 'Rp150.000'],
    [' 2500 ', 'Rp2.500'],
    ['-2500', '-Rp2.500'],
    ['1999.5', 'Rp2.000'],
  ])('formatCurrency(%p) is %p', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it.each([
    ['1234.567', '1.234,57'],
    ['12.00', '12'],
    ['-0.001', '0'],
  ])('formatNumber(%p) is %p', (input, expected) => {
    expect(formatNumber(input)).toBe(expected);
  });

  it('formats amounts beyond 2^53 exactly as bigint', () => {
    expect(formatCurrency(12_345_678_901_234_567_890n)).toBe('Rp12.345.678.901.234.567.890');
    expect(formatNumber(-9_007_199_254_740_993n)).toBe('-9.007.199.254.740.993');
  });
});

describe('huge values', () => {
  it('keeps every thousands group', () => {
    expect(formatCurrency(Number.MAX_SAFE_INTEGER)).toBe('Rp9.007.199.254.740.991');
    expect(formatCurrency(1e21)).toBe('Rp1.000.000.000.000.000.000.000');
    expect(formatNumber(123_456_789_012.345)).toBe('123.456.789.012,35');
  });

  it('does not switch to exponent notation for very small values', () => {
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(0.004)).toBe('0');
    expect(formatNumber(0.005)).toBe('0,01');
  });
});

describe('invalid input gives an empty string, never "RpNaN"', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    '12abc',
    'Rp1.000',
    'NaN',
    'Infinity',
    Number.NaN,
    Number.NEGATIVE_INFINITY,
  ])('%p', (input) => {
    expect(formatCurrency(input as never)).toBe('');
    expect(formatNumber(input as never)).toBe('');
  });

  it.each([null, undefined, '', 'bukan tanggal', '2026-13-45', Number.POSITIVE_INFINITY])('formatDate(%p)', (input) => {
    expect(formatDate(input as never)).toBe('');
  });
});

describe('zero', () => {
  it('shows zero without a sign or decimals', () => {
    expect(formatCurrency(0)).toBe('Rp0');
    expect(formatCurrency('0')).toBe('Rp0');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });
});

describe('dates (Indonesian locale)', () => {
  it('uses the Jakarta calendar day', () => {
    expect(TIME_ZONE).toBe('Asia/Jakarta');
    expect(formatDate('2025-12-31T17:00:00Z')).toBe('01 Jan 2026');
    expect(formatDate('2025-12-31T16:59:59Z')).toBe('31 Des 2025');
  });

  it('reads a date-only string as that day', () => {
    expect(formatDate('2026-02-28')).toBe('28 Feb 2026');
    expect(formatDate('2024-02-29')).toBe('29 Feb 2024');
  });

  it('formats dates far from today', () => {
    expect(formatDate(new Date(Date.UTC(1999, 11, 31, 12)))).toBe('31 Des 1999');
    expect(formatDate(new Date(Date.UTC(2100, 0, 1, 12)))).toBe('01 Jan 2100');
  });
});

describe('parseRupiah', () => {
  it.each([
    ['Rp1.500.000', 1_500_000],
    ['rp 1.500.000', 1_500_000],
    ['Rp. 25.000', 25_000],
    ['1.500.000', 1_500_000],
    ['150000', 150_000],
    ['12.500,50', 12_500.5],
    ['0', 0],
    ['-Rp2.500', -2_500],
    ['  75.000  ', 75_000],
  ])('%p → %p', (text, value) => {
    expect(parseRupiah(text)).toBe(value);
  });

  it.each(['', 'Rp', 'abc', '1.50.000', '1,500,000', '12,5,0', 'Rp1.500.000,-x'])('refuses %p', (text) => {
    expect(parseRupiah(text)).toBeNull();
  });

  it('reads back what formatCurrency writes', () => {
    for (const amount of [0, 5, 999, 1000, 150000, 1234567890, -2500]) {
      expect(parseRupiah(formatCurrency(amount))).toBe(amount);
    }
  });
});
