/** Display formats of spec §9, built on Intl with the Indonesian locale. */
export const LOCALE = 'id-ID';

const currency = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, minimumFractionDigits: 0 });
const number = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, minimumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' });

/** Rupiah: prefix Rp, dot as thousands separator, no decimals — `Rp150.000`. */
export function formatCurrency(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp${currency.format(Math.abs(Math.round(amount)))}`;
}

/** Rounded to 2 decimals; whole numbers show no decimals — `1.234,5`, `12`. */
export function formatNumber(value: number): string {
  return number.format(Math.round(value * 100) / 100);
}

/** Short month, two-digit day, year — `05 Jan 2026`. Invalid input gives an empty string. */
export function formatDate(value: string | number | Date): string {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? '' : date.format(d);
}
