/**
 * The promo-code form's rules, mirroring the API's (apps/api/src/modules/orders/promo-schemas.ts) with the same
 * Indonesian messages, so most mistakes are caught before sending and the API's 422 answers name the same fields.
 * Form values are text as typed; the schema turns them into PromoCodeInput (util-contracts).
 */
import { z } from 'zod';
import {
  optionalDateTime,
  optionalText,
  optionalWholeNumber,
  requiredText,
  rupiah,
  wholeNumber,
} from '@akademi-siber/feature-app-frame/forms';
import { ORDER_ITEM_TYPES } from '@akademi-siber/util-contracts';
import { messages } from '@akademi-siber/util-validation';

export const promoFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, messages.required('Kode promo'))
      .min(3, messages.minLength('Kode promo', 3))
      .max(40, messages.maxLength('Kode promo', 40))
      .regex(/^[A-Za-z0-9_-]+$/, 'Kode promo hanya boleh berisi huruf, angka, - dan _')
      .transform((value) => value.toUpperCase()),
    title: requiredText('Judul', 2, 150),
    description: optionalText('Deskripsi', 2000),
    kind: z.enum(['percent', 'fixed'], 'Jenis potongan harus percent atau fixed'),
    value: rupiah('Nilai potongan', 1),
    startsAt: optionalDateTime('Tanggal mulai'),
    endsAt: optionalDateTime('Tanggal berakhir'),
    quota: optionalWholeNumber('Kuota', 1, 1_000_000, {
      minMessage: 'Kuota minimal 1 (kosongkan untuk tanpa batas)',
      maxMessage: 'Kuota terlalu besar',
    }),
    perUserLimit: wholeNumber('Batas per member', 1, 100),
    eligible: z.array(z.enum(ORDER_ITEM_TYPES)).min(1, 'Pilih minimal satu jenis item'),
    showOnPromoPage: z.boolean(),
    active: z.boolean(),
  })
  .superRefine((promo, ctx) => {
    if (promo.kind === 'percent' && promo.value > 100) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Potongan persen maksimal 100' });
    }
    if (promo.startsAt && promo.endsAt && promo.endsAt <= promo.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Tanggal berakhir harus setelah tanggal mulai' });
    }
  });
export type PromoFormValues = z.input<typeof promoFormSchema>;
