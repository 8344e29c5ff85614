// /api/rewards, /api/member/rewards/* and /api/lcadm/rewards* (types in util-contracts rewards.ts, decision 0022).
import { REDEMPTION_STATUSES, REWARD_KINDS, redeemRewardSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const MESSAGES = {
  rewardNotFound: 'Hadiah tidak ditemukan.',
  redemptionNotFound: 'Penukaran hadiah tidak ditemukan.',
  outOfStock: 'Maaf, stok hadiah ini sudah habis.',
  notEnoughPoints: (cost: number, balance: number) =>
    `Poin kamu belum cukup untuk hadiah ini: dibutuhkan ${cost.toLocaleString('id-ID')} poin, kamu punya ` +
    `${balance.toLocaleString('id-ID')} poin.`,
  redeemed: 'Penukaran berhasil. Kami akan segera memprosesnya.',
  slugTaken: 'Alamat (slug) hadiah sudah dipakai. Gunakan slug lain.',
  statusNotAllowed: 'Status penukaran ini tidak dapat diubah ke status tersebut.',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

export const rewardSlugParamsSchema = z.object({ rewardSlug: slugSchema('Alamat hadiah tidak valid') });
export const rewardIdParamsSchema = z.object({ rewardId: idParamSchema('rewardId') });
export const redemptionIdParamsSchema = z.object({ redemptionId: idParamSchema('redemptionId') });

export { redeemRewardSchema };

export const rewardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  kind: z.enum(REWARD_KINDS),
  pointsCost: z.number().int(),
  stock: z.number().int(),
});
export const rewardListResponseSchema = pageEnvelopeSchema(rewardSchema);
export const rewardResponseSchema = envelopeSchema(rewardSchema);

export const redemptionSchema = z.object({
  id: z.number().int(),
  reward: z.object({ slug: z.string(), name: z.string(), kind: z.enum(REWARD_KINDS), imageUrl: z.string().nullable() }),
  pointsSpent: z.number().int(),
  status: z.enum(REDEMPTION_STATUSES),
  recipientName: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export const redemptionListResponseSchema = pageEnvelopeSchema(redemptionSchema);
export const redemptionResponseSchema = envelopeSchema(redemptionSchema);

// ---------------------------------------------------------------- staff

export const adminRewardSchema = rewardSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
  redeemedCount: z.number().int(),
});
export const adminRewardListResponseSchema = pageEnvelopeSchema(adminRewardSchema);
export const adminRewardResponseSchema = envelopeSchema(adminRewardSchema);

export const adminRewardListQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada nama atau slug'),
});

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} maksimal ${max.toLocaleString('id-ID')}` });

export const rewardInputSchema = z.object({
  slug: z
    .string({ error: 'Slug wajib diisi' })
    .trim()
    .min(3, { error: 'Slug minimal 3 karakter' })
    .max(150, { error: 'Slug maksimal 150 karakter' })
    .regex(SLUG, { error: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung' }),
  name: z
    .string({ error: 'Nama hadiah wajib diisi' })
    .trim()
    .min(2, { error: 'Nama hadiah minimal 2 karakter' })
    .max(150, { error: 'Nama hadiah maksimal 150 karakter' }),
  description: z
    .string({ error: 'Deskripsi harus berupa teks' })
    .trim()
    .max(2000, { error: 'Deskripsi maksimal 2000 karakter' }),
  imageUrl: z
    .string({ error: 'URL gambar harus berupa teks' })
    .trim()
    .max(500, { error: 'URL gambar maksimal 500 karakter' })
    .regex(/^(https:\/\/|\/)[^\s]+$/, { error: 'URL gambar harus diawali https:// atau /' })
    .nullable(),
  kind: z.enum(REWARD_KINDS, { error: 'Jenis hadiah harus physical atau digital' }),
  pointsCost: wholeNumber('Harga poin', 1, 1_000_000),
  stock: wholeNumber('Stok', 0, 1_000_000),
  active: z.boolean({ error: 'Status aktif harus true atau false' }),
});
export type RewardInputBody = z.infer<typeof rewardInputSchema>;

export const adminRedemptionSchema = redemptionSchema.extend({
  member: z.object({ username: z.string(), name: z.string(), email: z.string() }),
});
export const adminRedemptionListResponseSchema = pageEnvelopeSchema(adminRedemptionSchema);
export const adminRedemptionResponseSchema = envelopeSchema(adminRedemptionSchema);

export const adminRedemptionListQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(REDEMPTION_STATUSES, { error: 'Status harus requested, shipped, delivered, atau rejected' })
    .optional(),
  search: searchTermSchema.describe('Cari pada username, nama member, atau nama hadiah'),
});

export const redemptionStatusInputSchema = z.object({
  status: z.enum(['shipped', 'delivered', 'rejected'], { error: 'Status harus shipped, delivered, atau rejected' }),
  adminNote: z
    .string({ error: 'Catatan harus berupa teks' })
    .trim()
    .max(500, { error: 'Catatan maksimal 500 karakter' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type RedemptionStatusBody = z.infer<typeof redemptionStatusInputSchema>;
