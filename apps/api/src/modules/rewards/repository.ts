// Rewards and redemptions: the reads, and the writes service.ts makes inside its transactions (the row locks that
// keep stock and points from being spent twice are taken here, `for update`).
import type {
  AdminReward,
  AdminRewardRedemption,
  RedemptionStatus,
  Reward,
  RewardRedemption,
} from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { rewardRedemptions, rewards, users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

const rewardColumns = {
  id: rewards.id,
  slug: rewards.slug,
  name: rewards.name,
  description: rewards.description,
  imageUrl: rewards.imageUrl,
  kind: rewards.kind,
  pointsCost: rewards.pointsCost,
  stock: rewards.stock,
};

const redemptionColumns = {
  id: rewardRedemptions.id,
  reward: { slug: rewards.slug, name: rewards.name, kind: rewards.kind, imageUrl: rewards.imageUrl },
  pointsSpent: rewardRedemptions.pointsSpent,
  status: rewardRedemptions.status,
  recipientName: rewardRedemptions.recipientName,
  phone: rewardRedemptions.phone,
  address: rewardRedemptions.address,
  notes: rewardRedemptions.notes,
  adminNote: rewardRedemptions.adminNote,
  createdAt: rewardRedemptions.createdAt,
  shippedAt: rewardRedemptions.shippedAt,
  deliveredAt: rewardRedemptions.deliveredAt,
  rejectedAt: rewardRedemptions.rejectedAt,
};

type RedemptionRow = Omit<RewardRedemption, 'createdAt' | 'shippedAt' | 'deliveredAt' | 'rejectedAt'> & {
  createdAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  rejectedAt: Date | null;
};

export function toRedemption<T extends RedemptionRow>(
  row: T,
): Omit<T, 'createdAt' | 'shippedAt' | 'deliveredAt' | 'rejectedAt'> &
  Pick<RewardRedemption, 'createdAt' | 'shippedAt' | 'deliveredAt' | 'rejectedAt'> {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
  };
}

type RewardValues = typeof rewards.$inferInsert;
type RedemptionValues = typeof rewardRedemptions.$inferInsert;

export function createRewardsRepository(db: Database) {
  const redeemedCount = sql<number>`(select count(*)::int from reward_redemptions r where r.reward_id =
    ${sql.raw('"rewards"."id"')} and r.status <> 'rejected')`;

  return {
    /** Active rewards: in stock first, then by cost. */
    async listActive(page: PageRequest): Promise<{ items: Reward[]; total: number }> {
      const where = eq(rewards.active, true);
      const [items, total] = await Promise.all([
        db
          .select(rewardColumns)
          .from(rewards)
          .where(where)
          .orderBy(sql`${rewards.stock} = 0`, asc(rewards.pointsCost), asc(rewards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(rewards, where),
      ]);
      return { items, total };
    },

    async findActive(slug: string): Promise<Reward | undefined> {
      const [row] = await db
        .select(rewardColumns)
        .from(rewards)
        .where(and(eq(rewards.slug, slug), eq(rewards.active, true)));
      return row;
    },

    async memberRedemptions(userId: number, page: PageRequest): Promise<{ items: RewardRedemption[]; total: number }> {
      const where = eq(rewardRedemptions.userId, userId);
      const [rows, total] = await Promise.all([
        db
          .select(redemptionColumns)
          .from(rewardRedemptions)
          .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
          .where(where)
          .orderBy(desc(rewardRedemptions.createdAt), desc(rewardRedemptions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(rewardRedemptions, where),
      ]);
      return { items: rows.map(toRedemption), total };
    },

    /** One redemption; with `userId` only when it is that member's. */
    async redemption(redemptionId: number, userId?: number): Promise<AdminRewardRedemption | undefined> {
      const [row] = await db
        .select({ ...redemptionColumns, member: { username: users.username, name: users.name, email: users.email } })
        .from(rewardRedemptions)
        .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
        .innerJoin(users, eq(users.id, rewardRedemptions.userId))
        .where(
          and(
            eq(rewardRedemptions.id, redemptionId),
            userId === undefined ? undefined : eq(rewardRedemptions.userId, userId),
          ),
        );
      return row ? toRedemption(row) : undefined;
    },

    async adminRewards(
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: AdminReward[]; total: number }> {
      const where: SQL | undefined = search
        ? or(ilike(rewards.name, likePattern(search)), ilike(rewards.slug, likePattern(search)))
        : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({ ...rewardColumns, active: rewards.active, createdAt: rewards.createdAt, redeemedCount })
          .from(rewards)
          .where(where)
          .orderBy(desc(rewards.createdAt), desc(rewards.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(rewards, where),
      ]);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },

    async adminReward(rewardId: number): Promise<AdminReward | undefined> {
      const [row] = await db
        .select({ ...rewardColumns, active: rewards.active, createdAt: rewards.createdAt, redeemedCount })
        .from(rewards)
        .where(eq(rewards.id, rewardId));
      return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
    },

    async adminRedemptions(
      filters: { status?: RedemptionStatus; search?: string },
      page: PageRequest,
    ): Promise<{ items: AdminRewardRedemption[]; total: number }> {
      const where = and(
        filters.status ? eq(rewardRedemptions.status, filters.status) : undefined,
        filters.search
          ? or(
              ilike(users.username, likePattern(filters.search)),
              ilike(users.name, likePattern(filters.search)),
              ilike(rewards.name, likePattern(filters.search)),
            )
          : undefined,
      );
      const base = () =>
        db
          .select({ ...redemptionColumns, member: { username: users.username, name: users.name, email: users.email } })
          .from(rewardRedemptions)
          .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
          .innerJoin(users, eq(users.id, rewardRedemptions.userId))
          .where(where);
      const [rows, [{ total }]] = await Promise.all([
        // Waiting ones first (the staff's queue), then newest.
        base()
          .orderBy(
            sql`${rewardRedemptions.status} <> 'requested'`,
            desc(rewardRedemptions.createdAt),
            desc(rewardRedemptions.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(rewardRedemptions)
          .innerJoin(rewards, eq(rewards.id, rewardRedemptions.rewardId))
          .innerJoin(users, eq(users.id, rewardRedemptions.userId))
          .where(where),
      ]);
      return { items: rows.map(toRedemption), total };
    },

    /** The new reward's id (a slug another reward has fails on the unique index). */
    async insertReward(values: RewardValues): Promise<number | undefined> {
      return (await db.insert(rewards).values(values).returning({ id: rewards.id }))[0]?.id;
    },

    /** The reward's id, or undefined when there is no such reward. */
    async updateReward(rewardId: number, values: RewardValues): Promise<number | undefined> {
      return (await db.update(rewards).set(values).where(eq(rewards.id, rewardId)).returning({ id: rewards.id }))[0]
        ?.id;
    },

    async lockRewardBySlug(tx: Transaction, slug: string) {
      const [row] = await tx.select().from(rewards).where(eq(rewards.slug, slug)).for('update');
      return row;
    },

    async lockReward(tx: Transaction, rewardId: number) {
      const [row] = await tx.select().from(rewards).where(eq(rewards.id, rewardId)).for('update');
      return row;
    },

    /** The member's spendable points, with the member's row locked until the transaction ends. */
    async lockMemberPoints(tx: Transaction, userId: number): Promise<{ point: number } | undefined> {
      const [row] = await tx.select({ point: users.point }).from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    /** Moves the stock by `change` (−1 taken, +1 given back). */
    async changeStock(tx: Transaction, rewardId: number, change: -1 | 1): Promise<void> {
      const stock = change === -1 ? sql`${rewards.stock} - 1` : sql`${rewards.stock} + 1`;
      await tx.update(rewards).set({ stock }).where(eq(rewards.id, rewardId));
    },

    async insertRedemption(tx: Transaction, values: RedemptionValues): Promise<number> {
      const [created] = await tx.insert(rewardRedemptions).values(values).returning({ id: rewardRedemptions.id });
      return created.id;
    },

    async lockRedemption(tx: Transaction, redemptionId: number) {
      const [row] = await tx
        .select()
        .from(rewardRedemptions)
        .where(eq(rewardRedemptions.id, redemptionId))
        .for('update');
      return row;
    },

    async updateRedemption(tx: Transaction, redemptionId: number, values: Partial<RedemptionValues>): Promise<void> {
      await tx.update(rewardRedemptions).set(values).where(eq(rewardRedemptions.id, redemptionId));
    },
  };
}
