// The answer shape of every route, `{ success, message, data }` (+ `meta` on lists), as zod schemas so that
// responses are checked on the way out and the OpenAPI document describes them.
import { statusMessage, type PageMeta } from '@akademi-siber/util-contracts';
import { z } from 'zod';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export function pageEnvelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.boolean(), message: z.string(), data: z.array(item), meta: pageMetaSchema });
}

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().describe('Pesan dalam bahasa Indonesia, aman ditampilkan ke pengguna'),
  data: z.object({ errors: z.array(fieldErrorSchema) }).nullable(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Permintaan tidak valid (JSON rusak atau tipe konten salah)',
  401: 'Token tidak ada, tidak valid, kedaluwarsa, atau sudah dicabut',
  403: 'Peran atau akses tidak sesuai',
  404: 'Data tidak ditemukan',
  422: 'Data tidak valid; data.errors berisi rincian per kolom',
  429: 'Terlalu banyak percobaan',
  503: 'Database tidak dapat dihubungi',
};

/** The error answers a route can give, for its `schema.response`. */
export function errorResponses<const Codes extends readonly (keyof typeof ERROR_DESCRIPTIONS)[]>(...codes: Codes) {
  return Object.fromEntries(
    codes.map((code) => [code, errorEnvelopeSchema.describe(ERROR_DESCRIPTIONS[code])]),
  ) as { [Code in Codes[number]]: typeof errorEnvelopeSchema };
}

export function errorEnvelope(status: number, message = statusMessage(status), errors?: z.infer<typeof fieldErrorSchema>[]): ErrorEnvelope {
  return { success: false, message, data: errors ? { errors } : null };
}

export function ok<T>(data: T, message = 'Berhasil') {
  return { success: true, message, data };
}

export function okPage<T>(data: T[], meta: PageMeta, message = 'Berhasil') {
  return { success: true, message, data, meta };
}
