// The affiliate program: the member's overview, commissions and payouts, the public click counter and the staff's
// payout queue (types `AffiliateOverview`, `AffiliateCommission`, `PayoutRequestInput`, `AffiliatePayout`,
// `AdminAffiliatePayout`, `ProcessPayoutInput` in util-contracts).
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, MAX_RUPIAH, paginationQuerySchema } from '../../plugins/request-schemas';

export const affiliateOverviewSchema = z.object({
  joined: z.boolean(),
  code: z.string().nullable(),
  referralUrl: z.string().nullable(),
  commissionRate: z.number().int().describe('Persen'),
  holdingDays: z.number().int(),
  clicks: z.number().int(),
  referredOrders: z.number().int().describe('Pesanan lunas lewat tautan referral'),
  availableBalance: z.number().int(),
  pendingBalance: z.number().int(),
  totalEarned: z.number().int(),
  minimumPayout: z.number().int(),
});
export const affiliateOverviewResponseSchema = envelopeSchema(affiliateOverviewSchema);

export const affiliateCommissionSchema = z.object({
  id: z.number().int(),
  idTransaction: z.string(),
  orderTotal: z.number().int(),
  amount: z.number().int(),
  status: z.enum(['holding', 'available']),
  availableAt: z.string().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});
export const commissionsQuerySchema = paginationQuerySchema;
export const commissionsResponseSchema = pageEnvelopeSchema(affiliateCommissionSchema);

export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;

export const affiliatePayoutSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  bank: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  note: z.string().nullable(),
  requestedAt: z.string().describe('ISO 8601'),
  processedAt: z.string().nullable().describe('ISO 8601'),
});
export const payoutsQuerySchema = paginationQuerySchema;
export const payoutsResponseSchema = pageEnvelopeSchema(affiliatePayoutSchema);
export const payoutResponseSchema = envelopeSchema(affiliatePayoutSchema);

export const payoutRequestSchema = z.object({
  amount: z
    .number({ error: 'Jumlah pencairan harus berupa angka' })
    .int({ error: 'Jumlah pencairan harus bilangan bulat (rupiah)' })
    .positive({ error: 'Jumlah pencairan harus lebih dari 0' })
    .max(MAX_RUPIAH, { error: 'Jumlah pencairan terlalu besar' }),
  bank: z
    .string({ error: 'Nama bank wajib diisi' })
    .trim()
    .min(2, { error: 'Nama bank minimal 2 karakter' })
    .max(60, { error: 'Nama bank maksimal 60 karakter' }),
  accountNumber: z
    .string({ error: 'Nomor rekening wajib diisi' })
    .trim()
    .regex(/^\d{5,30}$/, { error: 'Nomor rekening harus 5–30 digit angka' }),
  accountName: z
    .string({ error: 'Nama pemilik rekening wajib diisi' })
    .trim()
    .min(2, { error: 'Nama pemilik rekening minimal 2 karakter' })
    .max(100, { error: 'Nama pemilik rekening maksimal 100 karakter' }),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export const affiliateClickSchema = z.object({
  code: z
    .string({ error: 'Kode afiliasi wajib diisi' })
    .trim()
    .min(1, { error: 'Kode afiliasi wajib diisi' })
    .max(20, { error: 'Kode afiliasi maksimal 20 karakter' }),
  landingPath: z
    .string({ error: 'Halaman tujuan wajib diisi' })
    .max(300, { error: 'Halaman tujuan maksimal 300 karakter' })
    .regex(/^\/(?!\/)\S*$/, { error: 'Halaman tujuan harus berupa path yang diawali /' }),
});
export const affiliateClickResponseSchema = envelopeSchema(z.null());

// ---------------------------------------------------------------- staff

export const payoutIdParamsSchema = z.object({ payoutId: idParamSchema('payoutId') });

export const adminPayoutsQuerySchema = paginationQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES, { error: 'Status harus requested, paid, atau rejected' }).optional(),
});

export const adminPayoutSchema = affiliatePayoutSchema.extend({
  member: z.object({ name: z.string(), username: z.string(), email: z.string() }),
});
export const adminPayoutsResponseSchema = pageEnvelopeSchema(adminPayoutSchema);
export const adminPayoutResponseSchema = envelopeSchema(adminPayoutSchema);

const note = z
  .string({ error: 'Catatan harus berupa teks' })
  .trim()
  .max(500, { error: 'Catatan maksimal 500 karakter' });

/** Paid: an optional note (e.g. the transfer reference); a body may be left out entirely. */
export const markPaidSchema = z
  .object({ note: note.optional() })
  .nullish()
  .transform((body) => ({ note: body?.note ? body.note : null }));

/** Rejected: the member reads why, so the note is required. */
export const rejectPayoutSchema = z.object({
  note: z
    .string({ error: 'Alasan penolakan wajib diisi' })
    .trim()
    .min(3, { error: 'Alasan penolakan minimal 3 karakter' })
    .max(500, { error: 'Alasan penolakan maksimal 500 karakter' }),
});
