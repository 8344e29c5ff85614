// Affiliates, their clicks, commissions and payouts. Balances are sums over the rows, never stored: available =
// commissions past their holding date − payouts requested or paid (a rejected payout returns to the balance).
import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { affiliateClicks, affiliateCommissions, affiliatePayouts, affiliates, orders, users } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';
import { isUniqueViolation } from '../../db/errors';
import type { PayoutRequest } from './schemas';

type PayoutStatus = 'requested' | 'paid' | 'rejected';

/**
 * The affiliate a referral code names, as long as their account still exists: a deleted account's code counts no
 * more clicks and earns no more commissions (checkout and the click counter both ask here).
 */
export async function liveAffiliateByCode(db: Executor, code: string): Promise<{ userId: number } | undefined> {
  const [row] = await db
    .select({ userId: affiliates.userId })
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(and(eq(affiliates.code, code.toUpperCase()), isNull(users.deletedAt)));
  return row;
}

/** Payouts that take money out of the balance. */
const HELD_PAYOUTS: PayoutStatus[] = ['requested', 'paid'];

const payoutColumns = {
  id: affiliatePayouts.id,
  amount: affiliatePayouts.amount,
  bank: affiliatePayouts.bank,
  accountNumber: affiliatePayouts.accountNumber,
  accountName: affiliatePayouts.accountName,
  status: affiliatePayouts.status,
  note: affiliatePayouts.note,
  requestedAt: affiliatePayouts.requestedAt,
  processedAt: affiliatePayouts.processedAt,
};

export function createAffiliateRepository(db: Database) {
  const sumOf = async (executor: Executor, where: ReturnType<typeof and>) => {
    const [row] = await executor
      .select({ total: sql<number>`coalesce(sum(${affiliateCommissions.amount}), 0)::int` })
      .from(affiliateCommissions)
      .where(where);
    return row.total;
  };

  return {
    async findAffiliate(userId: number) {
      const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
      return row;
    },

    findByCode: (code: string) => liveAffiliateByCode(db, code),

    /** False when the code is taken (drawn again by the caller); a member who already joined keeps the first row. */
    async insertAffiliate(userId: number, code: string): Promise<boolean> {
      try {
        await db.insert(affiliates).values({ userId, code }).onConflictDoNothing({ target: affiliates.userId });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async usernameOf(userId: number) {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return row?.username ?? '';
    },

    /** Locks the affiliate row until the transaction ends: payout requests of one member run one at a time. */
    async lockAffiliate(tx: Transaction, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ userId: affiliates.userId })
        .from(affiliates)
        .where(eq(affiliates.userId, userId))
        .for('update');
      return rows.length > 0;
    },

    async balances(userId: number, executor: Executor = db) {
      const mine = eq(affiliateCommissions.affiliateUserId, userId);
      const [available, pending, total, [payouts]] = await Promise.all([
        sumOf(executor, and(mine, lte(affiliateCommissions.availableAt, sql`now()`))),
        sumOf(executor, and(mine, gt(affiliateCommissions.availableAt, sql`now()`))),
        sumOf(executor, mine),
        executor
          .select({ total: sql<number>`coalesce(sum(${affiliatePayouts.amount}), 0)::int` })
          .from(affiliatePayouts)
          .where(and(eq(affiliatePayouts.affiliateUserId, userId), inArray(affiliatePayouts.status, HELD_PAYOUTS))),
      ]);
      return { availableBalance: Math.max(0, available - payouts.total), pendingBalance: pending, totalEarned: total };
    },

    async counts(userId: number) {
      const [clicks, referredOrders] = await Promise.all([
        db.$count(affiliateClicks, eq(affiliateClicks.affiliateUserId, userId)),
        db.$count(orders, and(eq(orders.affiliateUserId, userId), eq(orders.status, 'paid'))),
      ]);
      return { clicks, referredOrders };
    },

    async listCommissions(userId: number, page: PageRequest) {
      const where = eq(affiliateCommissions.affiliateUserId, userId);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: affiliateCommissions.id,
            idTransaction: orders.idTransaction,
            orderTotal: orders.total,
            amount: affiliateCommissions.amount,
            available: sql<boolean>`${affiliateCommissions.availableAt} <= now()`,
            availableAt: affiliateCommissions.availableAt,
            createdAt: affiliateCommissions.createdAt,
          })
          .from(affiliateCommissions)
          .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
          .where(where)
          .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(affiliateCommissions, where),
      ]);
      return { rows, total };
    },

    async listPayouts(userId: number, page: PageRequest) {
      const where = eq(affiliatePayouts.affiliateUserId, userId);
      const [rows, total] = await Promise.all([
        db
          .select(payoutColumns)
          .from(affiliatePayouts)
          .where(where)
          .orderBy(desc(affiliatePayouts.requestedAt), desc(affiliatePayouts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(affiliatePayouts, where),
      ]);
      return { rows, total };
    },

    async insertPayout(tx: Transaction, userId: number, input: PayoutRequest) {
      const [row] = await tx
        .insert(affiliatePayouts)
        .values({ affiliateUserId: userId, ...input })
        .returning(payoutColumns);
      return row;
    },

    async insertClick(affiliateUserId: number, visitorHash: string, landingPath: string) {
      await db.insert(affiliateClicks).values({ affiliateUserId, visitorHash, landingPath });
    },

    // ------------------------------------------------------------ staff

    async listAllPayouts(status: PayoutStatus | undefined, page: PageRequest) {
      const where = status ? eq(affiliatePayouts.status, status) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...payoutColumns, member: { name: users.name, username: users.username, email: users.email } })
          .from(affiliatePayouts)
          .innerJoin(users, eq(users.id, affiliatePayouts.affiliateUserId))
          .where(where)
          .orderBy(desc(affiliatePayouts.requestedAt), desc(affiliatePayouts.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(affiliatePayouts, where),
      ]);
      return { rows, total };
    },

    async findPayout(payoutId: number, executor: Executor = db) {
      const [row] = await executor
        .select({
          ...payoutColumns,
          affiliateUserId: affiliatePayouts.affiliateUserId,
          member: { name: users.name, username: users.username, email: users.email },
        })
        .from(affiliatePayouts)
        .innerJoin(users, eq(users.id, affiliatePayouts.affiliateUserId))
        .where(eq(affiliatePayouts.id, payoutId));
      return row;
    },

    /** Moves a payout out of `requested`; false when it is no longer requested (processed by someone else). */
    async processPayout(
      tx: Transaction,
      payoutId: number,
      status: 'paid' | 'rejected',
      note: string | null,
      adminId: number,
    ): Promise<boolean> {
      const rows = await tx
        .update(affiliatePayouts)
        .set({ status, note, processedBy: adminId, processedAt: sql`now()` })
        .where(and(eq(affiliatePayouts.id, payoutId), eq(affiliatePayouts.status, 'requested')))
        .returning({ id: affiliatePayouts.id });
      return rows.length > 0;
    },
  };
}
