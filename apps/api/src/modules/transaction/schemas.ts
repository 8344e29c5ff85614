// GET /api/transaction/member-cart (type `MemberCartItem` in util-contracts): `data` is the whole cart.
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export const memberCartItemSchema = z.object({
  id: z.number().int(),
  type: z.literal('course'),
  slug: z.string(),
  title: z.string(),
  price: z.number().int().describe('Rupiah'),
  salePrice: z.number().int().nullable().describe('Rupiah; null tanpa potongan harga'),
  thumbnailUrl: z.string().nullable(),
  addedAt: z.string().describe('ISO 8601'),
});

export const memberCartResponseSchema = envelopeSchema(z.array(memberCartItemSchema));
