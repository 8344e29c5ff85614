// The answer shape of every route, `{ success, message, data }` (+ `meta` on lists), as zod schemas so that
// responses are checked on the way out and the OpenAPI document describes them.
import { SESSION_END_REASONS, statusMessage, type PageMeta } from '@akademi-siber/util-contracts';
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

/** What an error answer may carry in `data` besides nothing (null). */
export const errorDataSchema = z.union([
  z.object({ errors: z.array(fieldErrorSchema) }).describe('422: rincian per kolom'),
  z.object({ reason: z.enum(SESSION_END_REASONS) }).describe('401: mengapa sesi berakhir'),
  z
    .object({ email_verification_required: z.literal(true), email: z.string() })
    .describe('403 saat login: email belum diverifikasi'),
]);
export type ErrorData = z.infer<typeof errorDataSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string().describe('Pesan dalam bahasa Indonesia, aman ditampilkan ke pengguna'),
  data: errorDataSchema.nullable(),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Permintaan tidak valid (JSON rusak atau tipe konten salah)',
  401: 'Token tidak ada, tidak valid, kedaluwarsa, atau sudah dicabut; data.reason menyebut sebabnya bila diketahui',
  403: 'Peran atau akses tidak sesuai',
  404: 'Data tidak ditemukan',
  410: 'Tautan sudah dipakai atau kedaluwarsa',
  416: 'Rentang byte (Range) di luar ukuran file; Content-Range menyebut ukurannya',
  419: 'Permintaan berbasis cookie tanpa header X-XSRF-TOKEN yang cocok',
  422: 'Data tidak valid; data.errors berisi rincian per kolom',
  429: 'Terlalu banyak percobaan',
  503: 'Layanan tidak tersedia (database tidak dapat dihubungi, atau fitur belum dikonfigurasi)',
};

/** The error answers a route can give, for its `schema.response`. */
export function errorResponses<const Codes extends readonly (keyof typeof ERROR_DESCRIPTIONS)[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, errorEnvelopeSchema.describe(ERROR_DESCRIPTIONS[code])])) as {
    [Code in Codes[number]]: typeof errorEnvelopeSchema;
  };
}

export function errorEnvelope(
  status: number,
  message = statusMessage(status),
  errors?: z.infer<typeof fieldErrorSchema>[],
): ErrorEnvelope {
  return { success: false, message, data: errors ? { errors } : null };
}

export function ok<T>(data: T, message = 'Berhasil') {
  return { success: true, message, data };
}

export function okPage<T>(data: T[], meta: PageMeta, message = 'Berhasil') {
  return { success: true, message, data, meta };
}
