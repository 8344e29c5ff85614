// What a paid order gives, inside the transaction that marks it paid (decision 0012): access for every item,
// purchase points and XP, the affiliate's commission, a notification. The receipt email is handed to the mailer
// by the caller once that transaction has committed.
import { ORDER_PATHS, roundingOf, type OrderItem } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { CommerceConfig } from '../../config';
import type { Transaction } from '../../db/client';
import { affiliateCommissions, orderItems, subscriptionPlans, users } from '../../db/schema';
import { formatCurrency } from '@akademi-siber/util-format';
import { notify } from '../notifications';
import { awardPoints } from '../points';
import { extendSubscription, grantBatch, grantCourse } from './grants';
import type { OrderRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function purchasePoints(total: number, perTenThousand: number): number {
  return Math.floor(total / 10000) * perTenThousand;
}

/** A share of what the items cost after the promo and the rounding (decision 0024), never of the unique code. */
export function commissionOf(
  order: Pick<OrderRow, 'subtotal' | 'discount' | 'uniqueCode' | 'total'>,
  ratePercent: number,
): number {
  return Math.floor(((order.subtotal - order.discount - roundingOf(order)) * ratePercent) / 100);
}

/**
 * Grants everything the paid order bought. Safe to run once per order only because its callers flip the status first.
 */
export async function fulfilOrder(
  tx: Transaction,
  order: OrderRow,
  items: readonly OrderItem[],
  commerce: CommerceConfig,
): Promise<void> {
  const rows = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const row of rows) {
    if (row.courseId !== null) await grantCourse(tx, order.userId, row.courseId, 'purchase');
    if (row.batchId !== null) await grantBatch(tx, order.userId, row.batchId, 'purchase');
    if (row.planId !== null) {
      const [plan] = await tx
        .select({ months: subscriptionPlans.months })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, row.planId));
      if (plan) await extendSubscription(tx, order.userId, plan.months);
    }
    // An event's registration is the paid order itself.
  }

  const points = purchasePoints(order.total, commerce.purchasePointsPer10k);
  if (points > 0) {
    await awardPoints(tx, order.userId, {
      points,
      xp: points,
      source: 'purchase',
      reference: order.idTransaction,
      description: `Pembelian ${order.idTransaction}`,
    });
  }

  if (order.affiliateUserId !== null && order.affiliateUserId !== order.userId) {
    const amount = commissionOf(order, commerce.affiliateRatePercent);
    // An affiliate who deleted their account between checkout and payment earns nothing: nobody could claim it.
    const [affiliate] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, order.affiliateUserId));
    if (amount > 0 && affiliate && !affiliate.deletedAt) {
      await tx
        .insert(affiliateCommissions)
        .values({
          affiliateUserId: order.affiliateUserId,
          orderId: order.id,
          amount,
          availableAt: new Date(Date.now() + commerce.affiliateHoldingDays * DAY_MS),
        })
        .onConflictDoNothing({ target: affiliateCommissions.orderId });
    }
  }

  const what = items.map((item) => item.title).join(', ');
  await notify(
    tx,
    order.userId,
    order.total > 0 ? 'Pembayaran diterima' : 'Pendaftaran berhasil',
    order.total > 0
      ? `Pembayaran ${formatCurrency(order.total)} untuk pesanan ${order.idTransaction} sudah ` +
          `diverifikasi. Akses ke ${what} sudah aktif.`
      : `Pesanan ${order.idTransaction} untuk ${what} sudah aktif.`,
    ORDER_PATHS[order.kind].result(order.idTransaction),
  );
}
