// Program weeks run Monday to Sunday in Western Indonesia Time (UTC+7, no daylight saving), as the trend charts and
// the weekly digest count them.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 WIB that starts the week of `moment`. */
export function weekStartOf(moment: Date): Date {
  const local = new Date(moment.getTime() + WIB_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - sinceMonday * DAY_MS;
  return new Date(monday - WIB_OFFSET_MS);
}

/** `YYYY-MM-DD` of a week start, as the database's `date_trunc('week', …)` in WIB gives it. */
export function weekLabel(weekStart: Date): string {
  return new Date(weekStart.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every week from the one of `from` to the one of `until`, at most the last `max`. */
export function weeksBetween(from: Date, until: Date, max: number): Date[] {
  const last = weekStartOf(until).getTime();
  const first = Math.max(weekStartOf(from).getTime(), last - (max - 1) * WEEK_MS);
  const weeks: Date[] = [];
  for (let start = first; start <= last; start += WEEK_MS) weeks.push(new Date(start));
  return weeks;
}
