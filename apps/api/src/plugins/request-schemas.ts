// Shared pieces of request validation: pagination, ids in the path, free-text search. Messages are Indonesian
// because the first failing one becomes the 422 answer's message.
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type PageMeta } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { ApiError } from './errors';

/**
 * A whole number taken from a query string or path. Digits only: `Number()` alone would also accept `1e3`,
 * `0x1`, ` 1 ` or `-0`, and a repeated parameter (an array) is refused as well.
 */
function wholeNumberFromText(limits: {
  invalid: string;
  min: number;
  minMessage: string;
  max: number;
  maxMessage: string;
}) {
  return z
    .string({ error: limits.invalid })
    .regex(/^\d+$/, { error: limits.invalid })
    .transform(Number)
    .pipe(z.number().min(limits.min, { error: limits.minMessage }).max(limits.max, { error: limits.maxMessage }));
}

/** `page` and `per_page` of every list (docs/product.md §7); bounded so that no query asks for an absurd offset. */
export const paginationQuerySchema = z.object({
  page: wholeNumberFromText({
    invalid: 'Halaman harus berupa bilangan bulat positif',
    min: 1,
    minMessage: 'Halaman minimal 1',
    max: 100000,
    maxMessage: 'Halaman maksimal 100000',
  }).default(1),
  per_page: wholeNumberFromText({
    invalid: 'Jumlah per halaman harus berupa bilangan bulat positif',
    min: 1,
    minMessage: 'Jumlah per halaman minimal 1',
    max: MAX_PER_PAGE,
    maxMessage: `Jumlah per halaman maksimal ${MAX_PER_PAGE}`,
  }).default(DEFAULT_PER_PAGE),
});

export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export interface PageRequest {
  limit: number;
  offset: number;
}

export function toPageRequest(query: PaginationQuery): PageRequest {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}

export function pageMeta(query: PaginationQuery, total: number): PageMeta {
  return { page: query.page, per_page: query.per_page, total };
}

/** The largest value of a PostgreSQL `integer` column; a bigger id is invalid input, not a database error. */
const MAX_ID = 2147483647;

/** A positive integer id taken from the path, e.g. `:batchId`. */
export function idParamSchema(field: string) {
  return wholeNumberFromText({
    invalid: `${field} harus berupa bilangan bulat positif`,
    min: 1,
    minMessage: `${field} harus lebih dari 0`,
    max: MAX_ID,
    maxMessage: `${field} tidak valid`,
  });
}

/** Optional free-text search; blank means no filter. */
export const searchTermSchema = z
  .string({ error: 'Kata kunci pencarian harus berupa teks' })
  .trim()
  .max(100, { error: 'Kata kunci pencarian maksimal 100 karakter' })
  .optional()
  .transform((value) => (value ? value : undefined));

/** Escapes `%`, `_` and `\` so that user input is matched literally inside a LIKE pattern. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// Fields of the staff's forms shared by several modules (plans, promo codes, events, activation, affiliate).

/** Largest rupiah amount a price or a fixed discount may have (well inside PostgreSQL `integer`). */
export const MAX_RUPIAH = 1_000_000_000;

/** A whole rupiah amount from `min` up to MAX_RUPIAH. */
export const rupiah = (label: string, min: number) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat (rupiah)` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(MAX_RUPIAH, { error: `${label} terlalu besar` });

/** A trimmed text of `min`..`max` characters. */
export const boundedText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

/** A true/false switch. */
export const flag = (label: string) => z.boolean({ error: `${label} harus true atau false` });

/** An ISO 8601 date-time with a zone, kept as a Date; null clears it. */
export const isoDateTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} harus berformat tanggal ISO 8601` })
    .transform((value) => new Date(value));

/**
 * A body a route let through as "missing" (`schema.nullish()`), validated once the handler has checked that the caller
 * may touch the object: someone else's object answers 403/404 before its body is looked at, so a stranger never
 * learns more than "not yours". The 422 names each field like the route's own validation would.
 */
export function requiredBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? undefined);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message }));
  throw new ApiError(422, errors[0]?.message, {}, { errors });
}
