// Rewards redeemed with points (docs/product.md, "Engagement"; docs/decisions/0022-rewards.md): the catalogue the staff
// keep, and each redemption with its status. Spending and refunds are point_ledger rows ('reward', 'reward_refund'
// with the redemption id as reference), so users.point stays the ledger's sum.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const rewardKind = pgEnum('reward_kind', ['physical', 'digital']);
export const redemptionStatus = pgEnum('redemption_status', ['requested', 'shipped', 'delivered', 'rejected']);

export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 150 }).notNull().unique(),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    kind: rewardKind('kind').notNull(),
    pointsCost: integer('points_cost').notNull(),
    // Items left; a redemption takes one under a row lock, a rejection puts it back.
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rewards_points_cost_check', sql`${table.pointsCost} >= 1`),
    check('rewards_stock_check', sql`${table.stock} >= 0`),
  ],
);

export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    // The price at the time of the redemption; a refund gives back exactly this.
    pointsSpent: integer('points_spent').notNull(),
    status: redemptionStatus('status').notNull().default('requested'),
    // Shipping details (physical rewards); notes for either kind.
    recipientName: varchar('recipient_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    address: varchar('address', { length: 500 }),
    notes: varchar('notes', { length: 500 }),
    adminNote: varchar('admin_note', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (table) => [
    index('reward_redemptions_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('reward_redemptions_status_created_at_idx').on(table.status, table.createdAt),
    index('reward_redemptions_reward_id_idx').on(table.rewardId),
    check('reward_redemptions_points_spent_check', sql`${table.pointsSpent} >= 1`),
  ],
);
