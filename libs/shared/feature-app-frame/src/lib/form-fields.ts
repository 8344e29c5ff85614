/**
 * Zod fields for what is typed into a text box, mirroring the API's request schemas (apps/api/src/plugins/
 * request-schemas.ts and the modules' schemas.ts) with the same Indonesian messages, so most mistakes are caught
 * before sending and the API's 422 answers name the same fields. The form's value is the text as typed; the schema's
 * output is what the API takes (trimmed text, numbers, ISO dates, null for a blank optional box).
 */
import { z } from 'zod';
import { messages } from '@akademi-siber/util-validation';

/** Text that must be filled in, between `min` and `max` characters after trimming. */
export const requiredText = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .min(min, messages.minLength(field, min))
    .max(max, messages.maxLength(field, max));

/** Text that may stay empty, at most `max` characters after trimming. */
export const optionalText = (field: string, max: number) => z.string().trim().max(max, messages.maxLength(field, max));

export interface NumberBounds {
  minMessage?: string;
  maxMessage?: string;
}

/** A whole number typed into a text box; the bounds' messages are the API's. */
export const wholeNumber = (field: string, min: number, max: number, bounds: NumberBounds = {}) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .regex(/^\d+$/, `${field} harus berupa angka`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, bounds.minMessage ?? `${field} minimal ${min}`)
        .max(max, bounds.maxMessage ?? `${field} maksimal ${max}`),
    );

/** A whole number, or a blank box for "no limit" (null). */
export const optionalWholeNumber = (field: string, min: number, max: number, bounds: NumberBounds = {}) =>
  z.union([z.literal('').transform(() => null), wholeNumber(field, min, max, bounds)]);

/** Largest rupiah amount the API takes for a price or a fixed discount (the API's MAX_RUPIAH). */
export const MAX_RUPIAH = 1_000_000_000;

/** A rupiah amount from `min` up to MAX_RUPIAH. */
export const rupiah = (field: string, min: number) =>
  wholeNumber(field, min, MAX_RUPIAH, { maxMessage: `${field} terlalu besar` });

/** `<input type="datetime-local">` value (browser's local time) → ISO 8601. */
export const dateTime = (field: string) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .refine((value) => !Number.isNaN(new Date(value).getTime()), `${field} tidak valid`)
    .transform((value) => new Date(value).toISOString());

/** A date and time, or a blank box (null). */
export const optionalDateTime = (field: string) => z.union([z.literal('').transform(() => null), dateTime(field)]);

/**
 * A `datetime-local` value (the browser's time) → ISO, for a form whose output is piped into the API's own schema;
 * anything unreadable goes on as typed, for that schema to refuse.
 */
export function typedDateTime(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** A whole number as typed; what is not one goes on as NaN, which the API's schema refuses as "harus berupa angka". */
export const typedWholeNumber = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** ISO → the `datetime-local` value in the browser's time zone ('' for null). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
