// /api/lcadm/orders… (types AdminOrderSummary, AdminOrderDetail, RejectOrderInput in util-contracts commerce.ts).
import { ORDER_KINDS, ORDER_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { DOWNLOAD_LINK_INVALID } from '../downloads';
import { orderDetailSchema, orderSummarySchema } from './schemas';

const buyerSchema = z.object({ name: z.string(), username: z.string(), email: z.string() });

export const adminOrderSummarySchema = orderSummarySchema.extend({ buyer: buyerSchema, hasProof: z.boolean() });
export const adminOrderDetailSchema = orderDetailSchema.extend({
  buyer: buyerSchema,
  affiliateCode: z.string().nullable(),
});

export const adminOrdersQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak dikenal' }).optional(),
  kind: z.enum(ORDER_KINDS, { error: 'Jenis pesanan tidak dikenal' }).optional(),
  search: searchTermSchema.describe('Cari nomor transaksi, nama, username, atau email pembeli'),
});

export const rejectBodySchema = z.object({
  reason: z
    .string({ error: 'Alasan penolakan harus diisi' })
    .trim()
    .min(5, { error: 'Alasan penolakan minimal 5 karakter' })
    .max(500, { error: 'Alasan penolakan maksimal 500 karakter' }),
});

export const proofQuerySchema = z.object({
  token: z.string({ error: DOWNLOAD_LINK_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, { error: DOWNLOAD_LINK_INVALID }),
});

export const adminOrdersResponseSchema = pageEnvelopeSchema(adminOrderSummarySchema);
export const adminOrderDetailResponseSchema = envelopeSchema(adminOrderDetailSchema);
export const proofTokenResponseSchema = envelopeSchema(
  z.object({ token: z.string(), expires_in: z.number().int().describe('Detik') }),
);
