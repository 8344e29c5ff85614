import { formatDateTime, formatDuration } from './format';

describe('formatDateTime', () => {
  it('shows the day and the time in Jakarta, wherever the code runs', () => {
    // 12.00 UTC is 19.00 in Jakarta (UTC+7).
    expect(formatDateTime('2026-01-05T12:00:00Z')).toMatch(/^05 Jan 2026,? 19[.:]00$/);
    expect(formatDateTime(new Date('2026-01-05T12:00:00Z'), { withZone: true })).toMatch(
      /^05 Jan 2026,? 19[.:]00 WIB$/,
    );
  });

  it('gives the fallback for what is not a date', () => {
    for (const value of [null, undefined, '', 'bukan tanggal']) {
      expect(formatDateTime(value)).toBe('');
      expect(formatDateTime(value, { fallback: '—' })).toBe('—');
      expect(formatDateTime(value, { withZone: true })).toBe('');
    }
  });
});

describe('formatDuration', () => {
  it.each([
    [45 * 60, '45 menit'],
    [2 * 3600, '2 jam'],
    [2 * 3600 + 15 * 60, '2 jam 15 menit'],
    [89, '1 menit'],
    [90, '2 menit'],
    [10, '1 menit'],
    [0, '1 menit'],
  ])('%i s is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('can say "under a minute" instead of rounding up', () => {
    expect(formatDuration(10, { belowOneMinute: '< 1 menit' })).toBe('< 1 menit');
    expect(formatDuration(31, { belowOneMinute: '< 1 menit' })).toBe('1 menit');
    expect(formatDuration(3660, { belowOneMinute: '< 1 menit' })).toBe('1 jam 1 menit');
  });
});
