// The member's side of orders (decision 0012): checkout from the cart or from explicit items, the order list and
// detail, cancelling, and uploading the transfer proof. Every change of status writes its history row in the same
// transaction; seats and promo use are counted under locks, and checkout is serialised per member so a retry with
// the same idempotency key and body returns the first order (another body under that key is a 409, decision 0024).
import { createHash, randomBytes } from 'node:crypto';
import type { OrderDetail, OrderItemType, OrderKind, OrderSummary } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor, Transaction } from '../../db/client';
import { liveAffiliateByCode } from '../affiliate';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import type { FileStorage } from '../storage';
import { expireOverdueOrders } from './expiry';
import { fulfilOrder } from './fulfilment';
import { applyPromo, orderAmounts, priceItems, type AppliedPromo } from './pricing';
import { deferReceipt } from './receipt-email';
import {
  cartRefs,
  findByIdempotencyKey,
  findOrder,
  insertOrder,
  insertOrderItems,
  listOrders,
  lockCheckout,
  lockOrder,
  orderDetail,
  proofStorageKey,
  recordStatus,
  removeFromCart,
  saveProof,
  toSummary,
  updateOrder,
  type OrderRow,
} from './repository';
import type { CheckoutBody } from './schemas';

/** The item type each order kind carries (one kind per order). */
export const ITEM_TYPE_OF_KIND: Record<OrderKind, OrderItemType> = {
  course: 'course',
  liveclass: 'batch',
  subscription: 'plan',
  event: 'event',
};
const SINGLE_ITEM_KINDS: readonly OrderKind[] = ['subscription', 'event'];
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const HOUR_MS = 60 * 60 * 1000;

export function newIdTransaction(now = new Date()): string {
  const date = [now.getUTCFullYear() % 100, now.getUTCMonth() + 1, now.getUTCDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('');
  const bytes = randomBytes(8);
  return `AS${date}${[...bytes].map((byte) => BASE32[byte & 31]).join('')}`;
}

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan.';

async function resolveAffiliate(db: Executor, buyerId: number, code: string | undefined): Promise<number | null> {
  if (!code) return null;
  const row = await liveAffiliateByCode(db, code);
  // Unknown codes (or a deleted account's) and the buyer's own code are ignored, never an error: the link may be
  // stale or shared.
  return row && row.userId !== buyerId ? row.userId : null;
}

export function createOrderService(app: FastifyInstance, storage: FileStorage) {
  const { db } = app;
  const commerce = app.config.commerce;

  async function createOrder(
    tx: Transaction,
    userId: number,
    body: CheckoutBody,
  ): Promise<{ order: OrderRow; created: boolean }> {
    // One checkout at a time per member: a double click waits here and then finds the first order.
    await lockCheckout(tx, userId);
    const fingerprint = checkoutFingerprint(body);
    const existing = await findByIdempotencyKey(tx, userId, body.idempotencyKey);
    if (existing) return { order: sameRequest(existing, fingerprint), created: false };

    const type = ITEM_TYPE_OF_KIND[body.kind];
    const refs = body.items ?? (await cartRefs(tx, userId, type));
    if (refs.length === 0) throw new ApiError(422, 'Keranjang kosong: tidak ada item untuk jenis pesanan ini.');
    if (refs.some((item) => item.type !== type))
      throw new ApiError(422, `Pesanan ${body.kind} hanya dapat berisi item ${type}.`);
    if (SINGLE_ITEM_KINDS.includes(body.kind) && new Set(refs.map((item) => item.ref)).size > 1) {
      throw new ApiError(422, 'Pesanan langganan dan acara hanya dapat berisi satu item.');
    }

    const priced = await priceItems(tx, userId, refs, { enforce: true, lock: true });
    const promo: AppliedPromo | null = body.promoCode
      ? await applyPromo(tx, userId, body.promoCode, priced, true)
      : null;
    const { subtotal, discount, uniqueCode, total } = orderAmounts(priced, promo?.discount ?? 0);
    const free = total === 0;
    const now = new Date();

    const order = await insertOrder(tx, {
      idTransaction: newIdTransaction(now),
      userId,
      kind: body.kind,
      status: free ? 'paid' : 'pending',
      subtotal,
      discount,
      uniqueCode,
      total,
      promoCodeId: promo?.id ?? null,
      affiliateUserId: await resolveAffiliate(tx, userId, body.affiliateCode),
      idempotencyKey: body.idempotencyKey,
      requestHash: fingerprint,
      expiresAt: new Date(now.getTime() + commerce.orderExpiryHours * HOUR_MS),
      paidAt: free ? now : null,
      createdAt: now,
    });
    await insertOrderItems(
      tx,
      priced.map((item) => ({
        orderId: order.id,
        type: item.type,
        courseId: item.type === 'course' ? item.targetId : null,
        batchId: item.type === 'batch' ? item.targetId : null,
        planId: item.type === 'plan' ? item.targetId : null,
        eventId: item.type === 'event' ? item.targetId : null,
        title: item.title.slice(0, 250),
        price: item.price,
      })),
    );
    await recordStatus(tx, order.id, null, 'pending', userId, 'Pesanan dibuat.');
    if (free) await recordStatus(tx, order.id, 'pending', 'paid', null, 'Pesanan gratis langsung aktif.');

    const courseIds = priced.filter((item) => item.type === 'course').map((item) => item.targetId);
    const batchIds = priced.filter((item) => item.type === 'batch').map((item) => item.targetId);
    await removeFromCart(tx, userId, courseIds, batchIds);

    if (free)
      await fulfilOrder(
        tx,
        order,
        priced.map(({ type: itemType, ref, title, price }) => ({ type: itemType, ref, title, price })),
        commerce,
      );
    return { order, created: true };
  }

  async function ownOrder(userId: number, idTransaction: string): Promise<OrderRow> {
    const order = await findOrder(db, idTransaction, userId);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    return order;
  }

  return {
    async checkout(userId: number, body: CheckoutBody): Promise<{ detail: OrderDetail; created: boolean }> {
      let result: { order: OrderRow; created: boolean };
      try {
        result = await db.transaction((tx) => createOrder(tx, userId, body));
      } catch (error) {
        if (!isIdempotencyConflict(error)) throw error;
        // A parallel request with the same key won the insert: answer with its order.
        const order = await findByIdempotencyKey(db, userId, body.idempotencyKey);
        if (!order) throw error;
        result = { order: sameRequest(order, checkoutFingerprint(body)), created: false };
      }
      if (result.created && result.order.status === 'paid') deferReceipt(app, result.order);
      return { detail: await orderDetail(db, result.order, commerce), created: result.created };
    },

    async list(userId: number, filters: { kind?: OrderKind; status?: OrderSummary['status'] }, page: PageRequest) {
      await expireOverdueOrders(db);
      const { rows, total } = await listOrders(db, { userId, ...filters }, page);
      return { items: rows.map((row) => toSummary(row.order, row.items)), total };
    },

    async detail(userId: number, idTransaction: string): Promise<OrderDetail> {
      await expireOverdueOrders(db);
      return orderDetail(db, await ownOrder(userId, idTransaction), commerce);
    },

    async cancel(userId: number, idTransaction: string): Promise<OrderDetail> {
      await expireOverdueOrders(db);
      const order = await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, idTransaction, userId);
        if (!locked) throw new ApiError(404, ORDER_NOT_FOUND);
        if (locked.status !== 'pending')
          throw new ApiError(409, 'Hanya pesanan yang menunggu pembayaran yang dapat dibatalkan.');
        const updated = await updateOrder(tx, locked.id, { status: 'cancelled' });
        await recordStatus(tx, locked.id, 'pending', 'cancelled', userId, 'Dibatalkan oleh member.');
        return updated;
      });
      return orderDetail(db, order, commerce);
    },

    /** Checked before the file is stored, so a wrong order id costs no storage. */
    async assertCanUpload(userId: number, idTransaction: string): Promise<void> {
      await expireOverdueOrders(db);
      uploadRefusal(await ownOrder(userId, idTransaction));
    },

    async uploadProof(
      userId: number,
      idTransaction: string,
      file: { bytes: Buffer; contentType: string; extension: string; originalName: string },
    ): Promise<OrderDetail> {
      const storageKey = await storage.put('payment-proofs', file.bytes, file.extension);
      let replaced: string | null = null;
      try {
        const order = await db.transaction(async (tx) => {
          const locked = await lockOrder(tx, idTransaction, userId);
          if (!locked) throw new ApiError(404, ORDER_NOT_FOUND);
          uploadRefusal(locked);
          replaced = await proofStorageKey(tx, locked.id);
          await saveProof(tx, locked.id, {
            storageKey,
            originalName: file.originalName,
            contentType: file.contentType,
            size: file.bytes.length,
            uploadedAt: new Date(),
          });
          // The reason stays in the history; the order itself is no longer rejected.
          const updated = await updateOrder(tx, locked.id, { status: 'waiting_verification', rejectionReason: null });
          await recordStatus(tx, locked.id, locked.status, 'waiting_verification', userId, 'Bukti transfer diunggah.');
          return updated;
        });
        if (replaced)
          await storage
            .delete(replaced)
            .catch((error: unknown) => app.log.warn({ err: error }, 'old payment proof not deleted'));
        return orderDetail(db, order, commerce);
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  };
}

/** 409 with the reason when this order cannot take a (new) proof. */
function uploadRefusal(order: OrderRow) {
  const open = order.expiresAt > new Date();
  if ((order.status === 'pending' || order.status === 'rejected') && open) return;
  const messages: Record<string, string> = {
    paid: 'Pesanan ini sudah lunas.',
    waiting_verification: 'Bukti transfer sudah diunggah dan sedang diverifikasi.',
    cancelled: 'Pesanan ini sudah dibatalkan.',
  };
  throw new ApiError(
    409,
    messages[order.status] ?? 'Batas waktu pembayaran pesanan ini sudah lewat. Silakan buat pesanan baru.',
  );
}

/**
 * What a checkout asks for, whatever the key: kind, items (as a set), promo and affiliate codes, after the schema's
 * trimming and upper-casing. A retry with the same key must ask for the same thing.
 */
export function checkoutFingerprint(body: CheckoutBody): string {
  const items = body.items ? [...new Set(body.items.map((item) => `${item.type}:${item.ref}`))].sort() : null;
  const request = {
    kind: body.kind,
    items,
    promoCode: body.promoCode ?? null,
    affiliateCode: body.affiliateCode?.toUpperCase() ?? null,
  };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** The first order for a repeated key, or 409 when this request asks for something else under the same key. */
function sameRequest(order: OrderRow, fingerprint: string): OrderRow {
  // Orders made before request_hash existed (null) keep the old answer: the first order.
  if (order.requestHash === null || order.requestHash === fingerprint) return order;
  throw new ApiError(
    409,
    `Kunci idempotensi ini sudah dipakai untuk pesanan ${order.idTransaction} dengan isi yang berbeda. ` +
      `Periksa pesanan itu di Pesanan Saya, atau kirim ulang untuk membuat pesanan baru.`,
  );
}

function isIdempotencyConflict(error: unknown): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = current as { code?: string; constraint?: string };
    if (
      candidate.code === '23505' &&
      (candidate.constraint === undefined || candidate.constraint === 'orders_user_idempotency_key')
    )
      return true;
  }
  return false;
}
