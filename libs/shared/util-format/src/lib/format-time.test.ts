import { formatDateTime, formatDuration, formatRelativeDay } from './format';

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

describe('formatRelativeDay', () => {
  const now = '2026-01-05T03:00:00Z'; // 10.00 on 5 Jan in Jakarta

  it.each([
    ['2026-01-05T16:59:00Z', 'hari ini'], // 23.59 the same day in Jakarta
    ['2026-01-05T17:00:00Z', 'besok'], // 00.00 the next day in Jakarta
    ['2026-01-07T02:00:00Z', 'lusa'],
    ['2026-01-10T02:00:00Z', 'dalam 5 hari'],
    ['2026-01-04T10:00:00Z', 'kemarin'],
    ['2026-01-02T10:00:00Z', '3 hari yang lalu'],
  ])('counts calendar days in Jakarta: %s is %s', (value, text) => {
    expect(formatRelativeDay(value, now)).toBe(text);
  });

  it('gives an empty string for what is not a date', () => {
    for (const value of [null, undefined, '', 'bukan tanggal']) expect(formatRelativeDay(value, now)).toBe('');
  });
});
