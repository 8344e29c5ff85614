// Staff verification of transfers (decision 0012): the order queue, one order with its buyer, the proof file
// through a single-use download token, approve (ONE transaction: paid, access, points, commission, notification;
// the receipt email after commit) and reject with a reason.
import {
  ORDER_PATHS,
  type AdminOrderDetail,
  type AdminOrderSummary,
  type OrderKind,
  type OrderStatus,
} from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { createDownloadTokens } from '../downloads';
import { expireOverdueOrders } from './expiry';
import { fulfilOrder } from './fulfilment';
import { notify } from '../notifications';
import { deferReceipt } from './receipt-email';
import {
  activeRoleOf,
  buyerOf,
  findOrder,
  hasProof,
  itemsOf,
  listOrders,
  lockOrder,
  orderDetail,
  proofOf,
  recordStatus,
  toSummary,
  updateOrder,
  type OrderRow,
} from './repository';
import { ORDER_NOT_FOUND } from './service';
import type { FileStorage } from '../storage';

const NOT_WAITING = 'Pesanan ini tidak sedang menunggu verifikasi.';
const proofResource = (idTransaction: string) => `order-proof:${idTransaction}`;

export function createAdminOrderService(app: FastifyInstance, storage: FileStorage) {
  const { db } = app;
  const commerce = app.config.commerce;
  const downloads = createDownloadTokens(db);

  async function existing(idTransaction: string): Promise<OrderRow> {
    const order = await findOrder(db, idTransaction);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    return order;
  }

  async function adminDetail(order: OrderRow): Promise<AdminOrderDetail> {
    const [detail, { buyer, affiliateCode }] = await Promise.all([
      orderDetail(db, order, commerce),
      buyerOf(db, order),
    ]);
    return { ...detail, buyer, affiliateCode };
  }

  /** Locks a waiting order inside `tx`; 404 / 409 otherwise. */
  async function lockWaiting(tx: Transaction, idTransaction: string) {
    const order = await lockOrder(tx, idTransaction);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.status !== 'waiting_verification') throw new ApiError(409, NOT_WAITING);
    return order;
  }

  return {
    async list(
      filters: { status?: OrderStatus; kind?: OrderKind; search?: string },
      page: PageRequest,
    ): Promise<{ items: AdminOrderSummary[]; total: number }> {
      await expireOverdueOrders(db);
      const { rows, total } = await listOrders(db, filters, page);
      return {
        items: rows.map((row) => ({ ...toSummary(row.order, row.items), buyer: row.buyer, hasProof: row.hasProof })),
        total,
      };
    },

    async detail(idTransaction: string) {
      await expireOverdueOrders(db);
      return adminDetail(await existing(idTransaction));
    },

    async proofToken(adminId: number, idTransaction: string) {
      const order = await existing(idTransaction);
      if (!(await hasProof(db, order.id))) throw new ApiError(404, 'Pesanan ini belum memiliki bukti transfer.');
      return downloads.issue(adminId, proofResource(idTransaction));
    },

    /** The proof's bytes for the holder of a token issued to a (still) admin account. */
    async proofFile(token: string, idTransaction: string) {
      const userId = await downloads.claim(token, proofResource(idTransaction));
      if ((await activeRoleOf(db, userId)) !== 3) throw new ApiError(403);
      const order = await existing(idTransaction);
      const proof = await proofOf(db, order.id);
      const bytes = proof ? await storage.get(proof.storageKey) : null;
      if (!proof || !bytes) throw new ApiError(404, 'File bukti transfer tidak ditemukan.');
      return { bytes, contentType: proof.contentType, originalName: proof.originalName };
    },

    async approve(adminId: number, idTransaction: string): Promise<AdminOrderDetail> {
      const paid = await db.transaction(async (tx) => {
        const order = await lockWaiting(tx, idTransaction);
        const updated = await updateOrder(tx, order.id, { status: 'paid', paidAt: new Date(), rejectionReason: null });
        await recordStatus(tx, order.id, 'waiting_verification', 'paid', adminId, 'Pembayaran diverifikasi.');
        await fulfilOrder(tx, updated, (await itemsOf(tx, [order.id])).get(order.id) ?? [], commerce);
        return updated;
      });
      deferReceipt(app, paid);
      return adminDetail(paid);
    },

    async reject(adminId: number, idTransaction: string, reason: string): Promise<AdminOrderDetail> {
      const rejected = await db.transaction(async (tx) => {
        const order = await lockWaiting(tx, idTransaction);
        const updated = await updateOrder(tx, order.id, { status: 'rejected', rejectionReason: reason });
        await recordStatus(tx, order.id, 'waiting_verification', 'rejected', adminId, reason);
        const until =
          updated.expiresAt > new Date()
            ? ` Kamu dapat mengunggah bukti baru sebelum ` +
              `${updated.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
            : '';
        // While the order can still be paid, the notification leads to the upload page for a new proof.
        const paths = ORDER_PATHS[updated.kind];
        const link = until ? paths.confirm(updated.idTransaction) : paths.result(updated.idTransaction);
        await notify(
          tx,
          order.userId,
          'Bukti transfer ditolak',
          `Bukti transfer pesanan ${order.idTransaction} ditolak: ${reason}.${until}`,
          link,
        );
        return updated;
      });
      return adminDetail(rejected);
    },
  };
}
