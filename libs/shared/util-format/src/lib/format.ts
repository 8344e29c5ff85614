/** Display formats of spec §9, built on Intl with the Indonesian locale. */
export const LOCALE = 'id-ID';

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
const date = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** Rupiah: prefix Rp, dot as thousands separator, no decimals — `Rp150.000`, `-Rp2.500`. NaN/Infinity give ''. */
export function formatCurrency(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const digits = currency.format(amount);
  return digits.startsWith('-') ? `-Rp${digits.slice(1)}` : `Rp${digits}`;
}

/** Rounded to 2 decimals; whole numbers show no decimals — `1.234,5`, `12`. NaN/Infinity give ''. */
export function formatNumber(value: number): string {
  return Number.isFinite(value) ? number.format(value) : '';
}

/** Short month, two-digit day, year — `05 Jan 2026`. Invalid input gives an empty string. */
export function formatDate(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}
