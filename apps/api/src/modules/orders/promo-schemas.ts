// /api/lcadm/promo-codes (types `AdminPromoCode`, `PromoCodeInput` in util-contracts).
import { ORDER_ITEM_TYPES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import {
  boundedText,
  flag,
  idParamSchema,
  isoDateTime,
  paginationQuerySchema,
  rupiah,
  searchTermSchema,
} from '../../plugins/request-schemas';

export const promoIdParamsSchema = z.object({ promoId: idParamSchema('promoId') });

export const promoListQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada kode atau judul'),
});

export const promoInputSchema = z
  .object({
    code: z
      .string({ error: 'Kode promo wajib diisi' })
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(
        z
          .string()
          .min(3, { error: 'Kode promo minimal 3 karakter' })
          .max(40, { error: 'Kode promo maksimal 40 karakter' })
          .regex(/^[A-Z0-9_-]+$/, { error: 'Kode promo hanya boleh berisi huruf, angka, - dan _' }),
      ),
    title: boundedText('Judul', 2, 150),
    description: z
      .string({ error: 'Deskripsi harus berupa teks' })
      .trim()
      .max(2000, { error: 'Deskripsi maksimal 2000 karakter' }),
    kind: z.enum(['percent', 'fixed'], { error: 'Jenis potongan harus percent atau fixed' }),
    value: rupiah('Nilai potongan', 1),
    startsAt: isoDateTime('Tanggal mulai').nullable(),
    endsAt: isoDateTime('Tanggal berakhir').nullable(),
    quota: z
      .number({ error: 'Kuota harus berupa angka' })
      .int({ error: 'Kuota harus bilangan bulat' })
      .min(1, { error: 'Kuota minimal 1 (kosongkan untuk tanpa batas)' })
      .max(1_000_000, { error: 'Kuota terlalu besar' })
      .nullable(),
    perUserLimit: z
      .number({ error: 'Batas per member harus berupa angka' })
      .int({ error: 'Batas per member harus bilangan bulat' })
      .min(1, { error: 'Batas per member minimal 1' })
      .max(100, { error: 'Batas per member maksimal 100' }),
    eligible: z
      .array(z.enum(ORDER_ITEM_TYPES, { error: 'Jenis item tidak dikenal' }), { error: 'Jenis item wajib dipilih' })
      .min(1, { error: 'Pilih minimal satu jenis item' })
      .max(ORDER_ITEM_TYPES.length, { error: 'Jenis item tidak dikenal' })
      .refine((items) => new Set(items).size === items.length, { error: 'Jenis item tidak boleh berulang' }),
    showOnPromoPage: flag('Tampil di halaman promo'),
    active: flag('Status aktif'),
  })
  .refine((input) => input.kind !== 'percent' || input.value <= 100, {
    path: ['value'],
    error: 'Potongan persen maksimal 100',
  })
  .refine((input) => !input.startsAt || !input.endsAt || input.endsAt > input.startsAt, {
    path: ['endsAt'],
    error: 'Tanggal berakhir harus setelah tanggal mulai',
  });
export type PromoInput = z.infer<typeof promoInputSchema>;

export const adminPromoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  startsAt: z.string().nullable().describe('ISO 8601'),
  endsAt: z.string().nullable().describe('ISO 8601'),
  quota: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  eligible: z.array(z.enum(ORDER_ITEM_TYPES)),
  showOnPromoPage: z.boolean(),
  active: z.boolean(),
  usedCount: z.number().int().describe('Pesanan yang memakai kode ini dan tidak kedaluwarsa, ditolak, atau dibatalkan'),
});

export const promoListResponseSchema = pageEnvelopeSchema(adminPromoSchema);
export const promoResponseSchema = envelopeSchema(adminPromoSchema);
