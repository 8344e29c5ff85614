import { formatCurrency, formatDate, formatNumber, LOCALE } from './format';

describe('LOCALE', () => {
  it('is Indonesian (spec §9)', () => {
    expect(LOCALE).toBe('id-ID');
  });
});

describe('formatCurrency (spec §9: prefix Rp, dot thousands, no decimals)', () => {
  it.each([
    [0, 'Rp0'],
    [5, 'Rp5'],
    [999, 'Rp999'],
    [1000, 'Rp1.000'],
    [150000, 'Rp150.000'],
    [1500000, 'Rp1.500.000'],
    [1234567890, 'Rp1.234.567.890'],
  ])('formats %p as %p', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
  });

  it('puts the prefix straight before the digits, without a space or a currency symbol from Intl', () => {
    expect(formatCurrency(250000)).toMatch(/^Rp\d/);
    expect(formatCurrency(250000)).not.toContain(' ');
    expect(formatCurrency(250000)).not.toContain('\u00a0');
  });

  it('never shows decimals or a comma', () => {
    expect(formatCurrency(1999.4)).toBe('Rp1.999');
    expect(formatCurrency(150000.75)).not.toContain(',');
  });

  it('rounds half away from zero', () => {
    expect(formatCurrency(1999.5)).toBe('Rp2.000');
    expect(formatCurrency(0.5)).toBe('Rp1');
    expect(formatCurrency(0.49)).toBe('Rp0');
  });

  it('shows negatives with a leading minus before Rp, rounded like positives', () => {
    expect(formatCurrency(-2500)).toBe('-Rp2.500');
    expect(formatCurrency(-1500000)).toBe('-Rp1.500.000');
    expect(formatCurrency(-1.5)).toBe('-Rp2');
    expect(formatCurrency(-1999.4)).toBe('-Rp1.999');
  });

  it('does not show "-Rp0" for a negative amount that rounds to zero', () => {
    expect(formatCurrency(-0.4)).toBe('Rp0');
    expect(formatCurrency(-0)).toBe('Rp0');
  });

  it('gives an empty string for NaN and infinities instead of "RpNaN"', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatCurrency(Number.NEGATIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber (spec §9: rounds to 2 decimals, no decimals when whole)', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [12.0, '12'],
    [1000, '1.000'],
    [1234.5, '1.234,5'],
    [1234.56, '1.234,56'],
    [1234567.891, '1.234.567,89'],
    [0.1, '0,1'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('rounds to at most 2 decimals', () => {
    expect(formatNumber(3.14159)).toBe('3,14');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.125)).toBe('0,13');
  });

  it('drops the decimals when the rounded value is whole', () => {
    expect(formatNumber(9.999)).toBe('10');
    expect(formatNumber(4.001)).toBe('4');
  });

  it('rounds negatives the same way as positives', () => {
    expect(formatNumber(-0.125)).toBe('-0,13');
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(-7)).toBe('-7');
  });

  it('does not show "-0" for a negative value that rounds to zero', () => {
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('gives an empty string for NaN and infinities', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDate (spec §9: two-digit day, short Indonesian month, year)', () => {
  it('formats an ISO date string', () => {
    expect(formatDate('2026-01-05')).toBe('05 Jan 2026');
  });

  it('pads the day to two digits and keeps a two-digit day as is', () => {
    expect(formatDate('2026-03-09T03:00:00Z')).toBe('09 Mar 2026');
    expect(formatDate('2026-03-28T03:00:00Z')).toBe('28 Mar 2026');
  });

  it.each([
    [0, 'Jan'],
    [1, 'Feb'],
    [2, 'Mar'],
    [3, 'Apr'],
    [4, 'Mei'],
    [5, 'Jun'],
    [6, 'Jul'],
    [7, 'Agu'],
    [8, 'Sep'],
    [9, 'Okt'],
    [10, 'Nov'],
    [11, 'Des'],
  ])('uses the short Indonesian name for month index %p (%p)', (month, short) => {
    expect(formatDate(new Date(Date.UTC(2025, month, 15, 5)))).toBe(`15 ${short} 2025`);
  });

  it('accepts a Date, a timestamp and a string alike', () => {
    const at = Date.UTC(2025, 7, 17, 2, 0, 0);
    expect(formatDate(new Date(at))).toBe('17 Agu 2025');
    expect(formatDate(at)).toBe('17 Agu 2025');
    expect(formatDate(new Date(at).toISOString())).toBe('17 Agu 2025');
  });

  it('shows the calendar day in Indonesia (WIB), not the server or browser zone', () => {
    // 20:00 UTC is 03:00 the next day in Jakarta (UTC+7).
    expect(formatDate('2026-01-05T20:00:00Z')).toBe('06 Jan 2026');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDate('bukan tanggal')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
  });
});
