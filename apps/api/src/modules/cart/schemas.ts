// The cart (types `MemberCartItem` in util-contracts chrome.ts, `AddToCartInput` in commerce.ts).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export const memberCartItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(['course', 'batch']),
  ref: z.string().describe('Slug kelas, atau id batch sebagai teks (dipakai checkout)'),
  slug: z.string().describe('Slug kelas, atau slug live class untuk batch'),
  title: z.string(),
  subtitle: z.string().nullable().describe('Nama batch; null untuk kelas'),
  price: z.number().int().describe('Rupiah'),
  salePrice: z.number().int().nullable().describe('Rupiah; null tanpa potongan harga'),
  thumbnailUrl: z.string().nullable(),
  addedAt: z.string().describe('ISO 8601'),
});

export const memberCartResponseSchema = envelopeSchema(z.array(memberCartItemSchema));
export const cartItemResponseSchema = envelopeSchema(memberCartItemSchema);
export const emptyResponseSchema = envelopeSchema(z.null());

export const addToCartBodySchema = z.object({
  type: z.enum(['course', 'batch'], { error: 'Jenis item keranjang harus course atau batch' }),
  ref: z
    .string({ error: 'Item harus diisi' })
    .trim()
    .min(1, { error: 'Item harus diisi' })
    .max(150, { error: 'Item tidak valid' }),
});

export const cartItemParamsSchema = z.object({ itemId: idParamSchema('Item keranjang') });
