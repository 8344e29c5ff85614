// Orders and everything that changes money or access (docs/product.md, "Commerce"; docs/decisions/0012-commerce.md):
// orders with their items, status history and transfer proofs; subscription plans; promo codes; activation
// tokens; the affiliate program; and the point/XP ledger that explains every balance.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { events, liveClassBatches } from './catalog';
import { courses } from './learning';
import { users } from './users';

export const orderKind = pgEnum('order_kind', ['course', 'liveclass', 'subscription', 'event']);
export const orderStatus = pgEnum('order_status', [
  'pending',
  'waiting_verification',
  'paid',
  'expired',
  'rejected',
  'cancelled',
]);
export const orderItemType = pgEnum('order_item_type', ['course', 'batch', 'plan', 'event']);
export const promoKind = pgEnum('promo_kind', ['percent', 'fixed']);
export const payoutStatus = pgEnum('payout_status', ['requested', 'paid', 'rejected']);

export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    months: smallint('months').notNull(),
    price: integer('price').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('subscription_plans_months_check', sql`${table.months} between 1 and 60`),
    check('subscription_plans_price_check', sql`${table.price} >= 0`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Stored upper-case; members type it in any case.
    code: varchar('code', { length: 40 }).notNull().unique(),
    title: varchar('title', { length: 150 }).notNull(),
    description: text('description').notNull().default(''),
    kind: promoKind('kind').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Null: unlimited. Counted against orders that hold the code and are not expired/rejected/cancelled.
    quota: integer('quota'),
    perUserLimit: smallint('per_user_limit').notNull().default(1),
    eligible: jsonb('eligible').$type<('course' | 'batch' | 'plan' | 'event')[]>().notNull(),
    showOnPromoPage: boolean('show_on_promo_page').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('promo_codes_value_check', sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The public id in URLs (`/member/pesanan/bayar/{idTransaction}`); random, so ids cannot be enumerated.
    idTransaction: varchar('id_transaction', { length: 40 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: orderKind('kind').notNull(),
    status: orderStatus('status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    uniqueCode: smallint('unique_code').notNull().default(0),
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    // The member whose referral link brought this order (never the buyer).
    affiliateUserId: integer('affiliate_user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    // SHA-256 (hex) of the checkout request behind the key (orders/service.ts checkoutFingerprint); null before 0016.
    requestHash: varchar('request_hash', { length: 64 }),
    rejectionReason: text('rejection_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('orders_status_expires_at_idx').on(table.status, table.expiresAt),
    check(
      'orders_amounts_check',
      sql`${table.subtotal} >= 0 and ${table.discount} between 0 and ${table.subtotal} and ${table.total} >= 0`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: orderItemType('type').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'restrict' }),
    batchId: integer('batch_id').references(() => liveClassBatches.id, { onDelete: 'restrict' }),
    planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    // Frozen at order time.
    title: varchar('title', { length: 250 }).notNull(),
    price: integer('price').notNull(),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId),
    index('order_items_batch_id_idx').on(table.batchId),
    index('order_items_event_id_idx').on(table.eventId),
    check(
      'order_items_one_target_check',
      sql`num_nonnulls(${table.courseId}, ${table.batchId}, ${table.planId}, ${table.eventId}) = 1`,
    ),
  ],
);

/** Every status change of an order, with who made it (null actor: the system, e.g. expiry). */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_id_idx').on(table.orderId)],
);

/** The transfer proof of an order; the file lives in the storage interface under `storageKey`. */
export const paymentProofs = pgTable('payment_proofs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  storageKey: varchar('storage_key', { length: 200 }).notNull(),
  originalName: varchar('original_name', { length: 200 }).notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activationBatches = pgTable('activation_batches', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 150 }).notNull(),
  type: orderItemType('type').notNull(),
  courseId: integer('course_id').references(() => courses.id, { onDelete: 'restrict' }),
  batchId: integer('batch_id').references(() => liveClassBatches.id, { onDelete: 'restrict' }),
  planId: integer('plan_id').references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
  usesPerCode: integer('uses_per_code').notNull().default(1),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activationCodes = pgTable(
  'activation_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => activationBatches.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull().unique(),
    uses: integer('uses').notNull().default(0),
  },
  (table) => [index('activation_codes_batch_id_idx').on(table.batchId)],
);

export const activationRedemptions = pgTable(
  'activation_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer('code_id')
      .notNull()
      .references(() => activationCodes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('activation_redemptions_code_user_key').on(table.codeId, table.userId)],
);

export const affiliates = pgTable('affiliates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 20 }).notNull().unique(),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
});

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateUserId: integer('affiliate_user_id')
      .notNull()
      .references(() => affiliates.userId, { onDelete: 'cascade' }),
    // SHA-256 of the visitor's address and agent with a daily salt: counts unique visitors without keeping them.
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    landingPath: varchar('landing_path', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_clicks_affiliate_idx').on(table.affiliateUserId, table.createdAt)],
);

export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateUserId: integer('affiliate_user_id')
      .notNull()
      .references(() => affiliates.userId, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_commissions_affiliate_idx').on(table.affiliateUserId)],
);

export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    affiliateUserId: integer('affiliate_user_id')
      .notNull()
      .references(() => affiliates.userId, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    bank: varchar('bank', { length: 60 }).notNull(),
    accountNumber: varchar('account_number', { length: 40 }).notNull(),
    accountName: varchar('account_name', { length: 100 }).notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    note: text('note'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('affiliate_payouts_affiliate_idx').on(table.affiliateUserId),
    check('affiliate_payouts_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Every change of a member's points (spendable) and XP (never decreases), so each balance can be explained
 * (docs/product.md, "Engagement"). `users.point` / `users.xp` are kept equal to the sums, in the same transaction.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull().default(0),
    xp: integer('xp').notNull().default(0),
    // material | quiz | exam | ctf | purchase | event | corporate | reward | reward_refund | activation
    source: varchar('source', { length: 30 }).notNull(),
    // What it was for, e.g. the idTransaction or a material hash id; with source it makes an entry idempotent.
    reference: varchar('reference', { length: 80 }).notNull(),
    description: varchar('description', { length: 250 }).notNull(),
    // The batch's (or group's) content it was earned in, for that cohort's own XP leaderboard (decision 0041).
    contentCourseId: integer('content_course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('point_ledger_user_id_created_at_idx').on(table.userId, table.createdAt),
    index('point_ledger_content_course_id_idx')
      .on(table.contentCourseId)
      .where(sql`${table.contentCourseId} is not null`),
    uniqueIndex('point_ledger_user_source_reference_key').on(table.userId, table.source, table.reference),
    check('point_ledger_xp_check', sql`${table.xp} >= 0`),
  ],
);
