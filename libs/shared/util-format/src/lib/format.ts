/** Display formats of spec §9, built on Intl with the Indonesian locale. */
export const LOCALE = 'id-ID';

/** Dates are shown as the calendar day in Indonesia's western zone, wherever the code runs. */
export const TIME_ZONE = 'Asia/Jakarta';

// Rounding is left to Intl (half away from zero on the decimal value), so 1.5 and -1.5 round alike and
// 1.005 becomes 1,01; pre-rounding with Math.round was asymmetric for negatives and lost cents to binary
// floating point. `signDisplay: 'negative'` keeps a value that rounds to zero from showing as "-0".
const currency = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
  signDisplay: 'negative',
});
const number = new Intl.NumberFormat(LOCALE, {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
  signDisplay: 'negative',
});
const date = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric', timeZone: TIME_ZONE });

/**
 * What the formatters accept: a number, a bigint (amounts beyond 2^53), or a numeric string as APIs often
 * send money (`"150000.00"`). Anything else — NaN, Infinity, '', 'abc', null, undefined — formats as ''.
 */
export type NumericInput = number | bigint | string | null | undefined;

/** A finite number or a bigint, or null when the input is not a number. */
function toNumeric(value: NumericInput): number | bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/** Rupiah: prefix Rp, dot as thousands separator, no decimals — `Rp150.000`, `-Rp2.500`. Invalid input gives ''. */
export function formatCurrency(amount: NumericInput): string {
  const value = toNumeric(amount);
  if (value === null) return '';
  const digits = currency.format(value);
  return digits.startsWith('-') ? `-Rp${digits.slice(1)}` : `Rp${digits}`;
}

/** Rounded to 2 decimals with a comma; whole numbers show no decimals — `1.234,5`, `12`. Invalid input gives ''. */
export function formatNumber(value: NumericInput): string {
  const numeric = toNumeric(value);
  return numeric === null ? '' : number.format(numeric);
}

/** Short month, two-digit day, year — `05 Jan 2026`. Invalid input gives an empty string. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}

/**
 * Reads a rupiah amount typed the Indonesian way — `Rp1.500.000`, `1.500.000`, `150000`, `12.500,50` — as a
 * number (dots group thousands, a comma starts the decimals). Returns null for text that is not an amount.
 */
export function parseRupiah(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(-?)\s*Rp\.?\s*/i, '$1')
    .replace(/\s/g, '');
  if (!/^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

export interface DateTimeOptions {
  /** Names the zone (`… WIB`): for pages a visitor outside Jakarta reads, such as a public schedule. */
  withZone?: boolean;
  /** What an empty or invalid value shows: '' by default, '—' in staff tables. */
  fallback?: string;
}

/** `05 Jan 2026, 19.00` in Jakarta time (`… WIB` with `withZone`). */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  { withZone = false, fallback = '' }: DateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return fallback;
  return withZone ? `${dateTime.format(d)} WIB` : dateTime.format(d);
}

export interface DurationOptions {
  /** What a duration under half a minute shows (e.g. `< 1 menit`); by default it counts as one minute. */
  belowOneMinute?: string;
}

/** `45 menit`, `2 jam`, `2 jam 15 menit`, rounded to the minute. */
export function formatDuration(seconds: number, { belowOneMinute }: DurationOptions = {}): string {
  const rounded = Math.round(seconds / 60);
  if (rounded < 1 && belowOneMinute !== undefined) return belowOneMinute;
  const minutes = Math.max(1, rounded);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}

const relativeDay = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
/** The calendar day in Jakarta as `YYYY-MM-DD` (en-CA writes dates that way). */
const jakartaDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});
const DAY_MS = 86_400_000;

/**
 * How many calendar days in Jakarta lie from `now` to `value` — `hari ini`, `besok`, `lusa`, `dalam 5 hari`,
 * `kemarin`, `3 hari yang lalu` — for a due date or a last activity. Invalid input gives ''.
 */
export function formatRelativeDay(
  value: string | number | Date | null | undefined,
  now: string | number | Date = Date.now(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  const from = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(d.getTime()) || Number.isNaN(from.getTime())) return '';
  const days = Math.round((Date.parse(jakartaDay.format(d)) - Date.parse(jakartaDay.format(from))) / DAY_MS);
  return relativeDay.format(days, 'day');
}
