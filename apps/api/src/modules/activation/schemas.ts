// POST /api/member/activation-tokens/redeem and /api/lcadm/activation-batches (types `RedeemTokenInput`,
// `RedeemTokenResult`, `ActivationBatchInput`, `AdminActivationBatch`, `AdminActivationCode` in util-contracts).
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, isoDateTime, paginationQuerySchema } from '../../plugins/request-schemas';

export const ACTIVATION_TARGETS = ['course', 'batch', 'plan'] as const;

export const redeemInputSchema = z.object({
  code: z
    .string({ error: 'Kode aktivasi wajib diisi' })
    .trim()
    .min(1, { error: 'Kode aktivasi wajib diisi' })
    .max(40, { error: 'Kode aktivasi maksimal 40 karakter' }),
});

export const redeemResultSchema = z.object({
  type: z.enum(ACTIVATION_TARGETS),
  title: z.string(),
  redirectTo: z.string(),
});
export const redeemResponseSchema = envelopeSchema(redeemResultSchema);

export const activationBatchParamsSchema = z.object({ activationBatchId: idParamSchema('activationBatchId') });

export const activationBatchInputSchema = z.object({
  name: z
    .string({ error: 'Nama batch wajib diisi' })
    .trim()
    .min(2, { error: 'Nama batch minimal 2 karakter' })
    .max(150, { error: 'Nama batch maksimal 150 karakter' }),
  type: z.enum(ACTIVATION_TARGETS, { error: 'Jenis harus course, batch, atau plan' }),
  ref: z
    .string({ error: 'Yang dibuka wajib dipilih' })
    .trim()
    .min(1, { error: 'Yang dibuka wajib dipilih' })
    .max(150, { error: 'Referensi maksimal 150 karakter' }),
  count: z
    .number({ error: 'Jumlah kode harus berupa angka' })
    .int({ error: 'Jumlah kode harus bilangan bulat' })
    .min(1, { error: 'Jumlah kode minimal 1' })
    .max(1000, { error: 'Jumlah kode maksimal 1000' }),
  usesPerCode: z
    .number({ error: 'Pemakaian per kode harus berupa angka' })
    .int({ error: 'Pemakaian per kode harus bilangan bulat' })
    .min(1, { error: 'Pemakaian per kode minimal 1' })
    .max(100000, { error: 'Pemakaian per kode maksimal 100000' }),
  expiresAt: isoDateTime('Tanggal kedaluwarsa')
    .refine((value) => value.getTime() > Date.now(), { error: 'Tanggal kedaluwarsa harus di masa depan' })
    .nullable(),
});
export type ActivationBatchInput = z.infer<typeof activationBatchInputSchema>;

export const adminActivationBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ACTIVATION_TARGETS),
  ref: z.string().describe('Slug kelas, atau id batch/paket sebagai teks'),
  targetTitle: z.string(),
  count: z.number().int(),
  usesPerCode: z.number().int(),
  redeemed: z.number().int().describe('Jumlah pemakaian semua kode'),
  expiresAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});

export const activationBatchListQuerySchema = paginationQuerySchema;
export const activationBatchListResponseSchema = pageEnvelopeSchema(adminActivationBatchSchema);
export const activationBatchResponseSchema = envelopeSchema(adminActivationBatchSchema);

export const adminActivationCodeSchema = z.object({
  code: z.string(),
  uses: z.number().int(),
  usesPerCode: z.number().int(),
  expiresAt: z.string().nullable().describe('ISO 8601'),
});
export const activationCodesQuerySchema = paginationQuerySchema;
export const activationCodesResponseSchema = pageEnvelopeSchema(adminActivationCodeSchema);
