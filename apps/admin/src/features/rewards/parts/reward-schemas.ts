/**
 * The staff's reward forms, mirroring apps/api/src/modules/rewards/schemas.ts with the same Indonesian messages.
 * Form values are text as typed; the schemas turn them into RewardInput / RedemptionStatusInput.
 */
import { z } from 'zod';
import { messages } from '@akademi-siber/util-validation';
import { REWARD_KINDS } from '@akademi-siber/util-contracts';

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, messages.required(field))
    .regex(/^\d+$/, `${field} harus berupa angka`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${field} minimal ${min}`)
        .max(max, `${field} maksimal ${max.toLocaleString('id-ID')}`),
    );

export const rewardFormSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(3, 'Slug minimal 3 karakter')
    .max(150, 'Slug maksimal 150 karakter')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung'),
  name: z.string().trim().min(2, 'Nama hadiah minimal 2 karakter').max(150, 'Nama hadiah maksimal 150 karakter'),
  description: z.string().trim().max(2000, 'Deskripsi maksimal 2000 karakter'),
  imageUrl: z
    .string()
    .trim()
    .max(500, 'URL gambar maksimal 500 karakter')
    .refine(
      (value) => value === '' || /^(https:\/\/|\/)[^\s]+$/.test(value),
      'URL gambar harus diawali https:// atau /',
    )
    .transform((value) => (value === '' ? null : value)),
  kind: z.enum(REWARD_KINDS, 'Jenis hadiah harus physical atau digital'),
  pointsCost: wholeNumber('Harga poin', 1, 1_000_000),
  stock: wholeNumber('Stok', 0, 1_000_000),
  active: z.boolean(),
});
export type RewardFormValues = z.input<typeof rewardFormSchema>;

export const redemptionStatusFormSchema = z.object({
  adminNote: z
    .string()
    .trim()
    .max(500, 'Catatan maksimal 500 karakter')
    .transform((value) => (value === '' ? undefined : value)),
});
/** Rejecting needs a reason the member will read. */
export const redemptionRejectFormSchema = z.object({
  adminNote: z.string().trim().min(5, 'Alasan penolakan minimal 5 karakter').max(500, 'Catatan maksimal 500 karakter'),
});
