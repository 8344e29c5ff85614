// Checkout, orders and payment proofs (types in util-contracts commerce.ts): what the member sends and gets back.
import { ORDER_ITEM_TYPES, ORDER_KINDS, ORDER_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

/** AS + yymmdd + 8 base32 characters (decision 0012). */
export const ID_TRANSACTION_PATTERN = /^AS\d{6}[A-Z2-7]{8}$/;

export const idTransactionParamsSchema = z.object({
  idTransaction: z
    .string({ error: 'Nomor transaksi tidak valid' })
    .regex(ID_TRANSACTION_PATTERN, { error: 'Nomor transaksi tidak valid' }),
});

/**
 * Request bodies of checkout and promo quotes take only the fields they declare: a client never sends a price, and
 * one that tries (`price`, `total`) hears so (422 "Kolom tidak dikenal: price") instead of being silently ignored.
 */
function unknownFieldsMessage(what: string) {
  return (issue: { code?: string; keys?: string[] }) => {
    if (issue.code !== 'unrecognized_keys' || !issue.keys) return what;
    // The names come from the client: a few, shortened, so the message stays a message.
    const names = issue.keys.slice(0, 3).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
    return `Kolom tidak dikenal: ${names.join(', ')}${issue.keys.length > 3 ? ', …' : ''}`;
  };
}

export const orderItemRefSchema = z.strictObject(
  {
    type: z.enum(ORDER_ITEM_TYPES, { error: 'Jenis item harus course, batch, plan, atau event' }),
    ref: z
      .string({ error: 'Item harus diisi' })
      .trim()
      .min(1, { error: 'Item harus diisi' })
      .max(150, { error: 'Item tidak valid' }),
  },
  { error: unknownFieldsMessage('Item tidak valid') },
);

const itemsSchema = z
  .array(orderItemRefSchema, { error: 'Daftar item tidak valid' })
  .min(1, { error: 'Pilih minimal satu item' })
  .max(20, { error: 'Maksimal 20 item dalam satu pesanan' });

export const promoCodeSchema = z
  .string({ error: 'Kode promo harus berupa teks' })
  .trim()
  .min(1, { error: 'Kode promo harus diisi' })
  .max(40, { error: 'Kode promo maksimal 40 karakter' })
  .transform((code) => code.toUpperCase());

export const promoCheckBodySchema = z.strictObject(
  { code: promoCodeSchema, items: itemsSchema.optional() },
  { error: unknownFieldsMessage('Data kode promo tidak valid') },
);

export const checkoutBodySchema = z.strictObject(
  {
    kind: z.enum(ORDER_KINDS, { error: 'Jenis pesanan harus course, liveclass, subscription, atau event' }),
    items: itemsSchema.optional(),
    promoCode: promoCodeSchema.optional(),
    affiliateCode: z
      .string({ error: 'Kode afiliasi harus berupa teks' })
      .trim()
      .min(1)
      .max(20, { error: 'Kode afiliasi tidak valid' })
      .optional(),
    idempotencyKey: z
      .string({ error: 'Kunci idempotensi harus diisi' })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Kunci idempotensi harus berupa UUID' }),
  },
  { error: unknownFieldsMessage('Data pesanan tidak valid') },
);
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const promoQuoteSchema = z.object({
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  rounding: z.number().int().describe('Pembulatan ke bawah ke ribuan (decision 0024)'),
  total: z.number().int().describe('subtotal − diskon − pembulatan, sebelum kode unik'),
});

const orderItemSchema = z.object({
  type: z.enum(ORDER_ITEM_TYPES),
  ref: z.string(),
  title: z.string(),
  price: z.number().int(),
});

export const orderSummarySchema = z.object({
  idTransaction: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItemSchema),
  total: z
    .number()
    .int()
    .describe('Rupiah yang ditransfer: subtotal − diskon − pembulatan + kode unik; 3 digit terakhirnya = kode unik'),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  subtotal: z.number().int(),
  discount: z.number().int(),
  promoCode: z.string().nullable(),
  rounding: z.number().int().describe('Pembulatan ke bawah ke ribuan sebelum kode unik'),
  uniqueCode: z.number().int(),
  bankAccounts: z.array(z.object({ bank: z.string(), accountNumber: z.string(), accountName: z.string() })),
  proof: z
    .object({ originalName: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string() })
    .nullable(),
  rejectionReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      by: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

export const ordersQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(ORDER_KINDS, { error: 'Jenis pesanan tidak dikenal' }).optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Status pesanan tidak dikenal' }).optional(),
});

export const promoQuoteResponseSchema = envelopeSchema(promoQuoteSchema);
export const orderDetailResponseSchema = envelopeSchema(orderDetailSchema);
export const ordersResponseSchema = pageEnvelopeSchema(orderSummarySchema);

/** Statuses the shared `errorResponses` does not describe. */
export const conflictResponse = {
  409: errorEnvelopeSchema.describe('Bentrok dengan keadaan data (sudah dimiliki, penuh, status tidak sesuai)'),
};
export const uploadErrorResponses = {
  413: errorEnvelopeSchema.describe('File melebihi batas ukuran'),
  415: errorEnvelopeSchema.describe('Bukan multipart/form-data'),
};
