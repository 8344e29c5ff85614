// Reading orders into the contract's shapes (OrderSummary, OrderDetail and the admin variants): items with their
// public refs, proof metadata, status history with who changed it; and the writes of checkout, cancelling, the proof
// upload and the staff's verification (each inside its caller's transaction, the order row locked `for update`).
import {
  roundingOf,
  type OrderDetail,
  type OrderItem,
  type OrderItemType,
  type OrderKind,
  type OrderStatus,
  type OrderSummary,
} from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CommerceConfig } from '../../config';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  affiliates,
  cartItems,
  courses,
  orderItems,
  orders,
  orderStatusEvents,
  paymentProofs,
  promoCodes,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

export type OrderRow = typeof orders.$inferSelect;

export async function itemsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: orderItems.orderId,
      type: orderItems.type,
      courseSlug: courses.slug,
      batchId: orderItems.batchId,
      planId: orderItems.planId,
      eventId: orderItems.eventId,
      title: orderItems.title,
      price: orderItems.price,
    })
    .from(orderItems)
    .leftJoin(courses, eq(courses.id, orderItems.courseId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  for (const row of rows) {
    const ref = row.courseSlug ?? String(row.batchId ?? row.planId ?? row.eventId ?? '');
    byOrder.get(row.orderId)?.push({ type: row.type, ref, title: row.title, price: row.price });
  }
  return byOrder;
}

export function toSummary(order: OrderRow, items: OrderItem[]): OrderSummary {
  return {
    idTransaction: order.idTransaction,
    kind: order.kind,
    status: order.status,
    items,
    total: order.total,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
  };
}

export async function findOrder(db: Executor, idTransaction: string, userId?: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.idTransaction, idTransaction), userId === undefined ? undefined : eq(orders.userId, userId)));
  return row ?? null;
}

export async function orderDetail(db: Executor, order: OrderRow, commerce: CommerceConfig): Promise<OrderDetail> {
  const [items, proofRows, history, promoRows] = await Promise.all([
    itemsOf(db, [order.id]),
    db.select().from(paymentProofs).where(eq(paymentProofs.orderId, order.id)),
    db
      .select({
        from: orderStatusEvents.fromStatus,
        to: orderStatusEvents.toStatus,
        by: users.name,
        note: orderStatusEvents.note,
        at: orderStatusEvents.createdAt,
      })
      .from(orderStatusEvents)
      .leftJoin(users, eq(users.id, orderStatusEvents.actorId))
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    order.promoCodeId === null
      ? []
      : db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, order.promoCodeId)),
  ]);
  const proof = proofRows[0];
  return {
    ...toSummary(order, items.get(order.id) ?? []),
    subtotal: order.subtotal,
    discount: order.discount,
    promoCode: promoRows[0]?.code ?? null,
    rounding: roundingOf(order),
    uniqueCode: order.uniqueCode,
    bankAccounts: commerce.bankAccounts,
    proof: proof
      ? {
          originalName: proof.originalName,
          contentType: proof.contentType,
          size: proof.size,
          uploadedAt: proof.uploadedAt.toISOString(),
        }
      : null,
    rejectionReason: order.rejectionReason,
    paidAt: order.paidAt?.toISOString() ?? null,
    history: history.map((event) => ({
      from: event.from,
      to: event.to,
      by: event.by ?? 'Sistem',
      note: event.note,
      at: event.at.toISOString(),
    })),
  };
}

export interface OrderFilters {
  userId?: number;
  kind?: OrderKind;
  status?: OrderStatus;
  search?: string;
}

function filtersWhere(filters: OrderFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : undefined;
  return and(
    filters.userId === undefined ? undefined : eq(orders.userId, filters.userId),
    filters.kind ? eq(orders.kind, filters.kind) : undefined,
    filters.status ? eq(orders.status, filters.status) : undefined,
    pattern
      ? or(
          ilike(orders.idTransaction, pattern),
          ilike(users.name, pattern),
          ilike(users.username, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
}

/** A page of orders, newest first, with the buyer and whether a proof was uploaded. */
export async function listOrders(db: Database, filters: OrderFilters, page: PageRequest) {
  const where = filtersWhere(filters);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        order: orders,
        buyer: { name: users.name, username: users.username, email: users.email },
        hasProof: sql<boolean>`exists (select 1 from ${paymentProofs} where ${paymentProofs.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.order.id),
  );
  return { rows: rows.map((row) => ({ ...row, items: items.get(row.order.id) ?? [] })), total };
}

export async function buyerOf(db: Executor, order: OrderRow) {
  const [buyer] = await db
    .select({ name: users.name, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, order.userId));
  const [affiliate] =
    order.affiliateUserId === null
      ? []
      : await db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, order.affiliateUserId));
  return { buyer, affiliateCode: affiliate?.code ?? null };
}

/** Writes one row of the order's history; `actorId` null = the system. */
export async function recordStatus(
  db: Executor,
  orderId: number,
  from: OrderStatus | null,
  to: OrderStatus,
  actorId: number | null,
  note: string | null,
) {
  await db.insert(orderStatusEvents).values({ orderId, fromStatus: from, toStatus: to, actorId, note });
}

/**
 * One checkout at a time per member, until the transaction ends: a double click waits here, then finds the first order.
 */
export async function lockCheckout(tx: Transaction, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
}

export async function findByIdempotencyKey(
  db: Executor,
  userId: number,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

/** Cart items of one kind, as order item refs. */
export async function cartRefs(db: Executor, userId: number, type: OrderItemType) {
  if (type === 'course') {
    const rows = await db
      .select({ slug: courses.slug })
      .from(cartItems)
      .innerJoin(courses, eq(courses.id, cartItems.courseId))
      .where(eq(cartItems.userId, userId));
    return rows.map((row) => ({ type, ref: row.slug }));
  }
  if (type === 'batch') {
    const rows = await db
      .select({ batchId: cartItems.batchId })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), isNotNull(cartItems.batchId)));
    return rows.map((row) => ({ type, ref: String(row.batchId) }));
  }
  return [];
}

/** Takes what was ordered out of the member's cart. */
export async function removeFromCart(
  tx: Transaction,
  userId: number,
  courseIds: readonly number[],
  batchIds: readonly number[],
): Promise<void> {
  if (courseIds.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, [...courseIds])));
  if (batchIds.length > 0)
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.batchId, [...batchIds])));
}

export async function insertOrder(tx: Transaction, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  return order;
}

export async function insertOrderItems(tx: Transaction, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values(rows);
}

/** The order, locked until the transaction ends; only the member's own when `userId` is given. */
export async function lockOrder(
  tx: Transaction,
  idTransaction: string,
  userId?: number,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.idTransaction, idTransaction), userId === undefined ? undefined : eq(orders.userId, userId)))
    .for('update');
  return row;
}

export async function updateOrder(
  tx: Transaction,
  orderId: number,
  values: Partial<Pick<typeof orders.$inferInsert, 'status' | 'paidAt' | 'rejectionReason'>>,
): Promise<OrderRow> {
  const [updated] = await tx.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return updated;
}

export type ProofFile = Pick<
  typeof paymentProofs.$inferInsert,
  'storageKey' | 'originalName' | 'contentType' | 'size' | 'uploadedAt'
>;

export async function proofStorageKey(tx: Transaction, orderId: number): Promise<string | null> {
  const [previous] = await tx
    .select({ storageKey: paymentProofs.storageKey })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId));
  return previous?.storageKey ?? null;
}

/** Stores the order's proof, replacing the one it had. */
export async function saveProof(tx: Transaction, orderId: number, proof: ProofFile): Promise<void> {
  await tx
    .insert(paymentProofs)
    .values({ orderId, ...proof })
    .onConflictDoUpdate({ target: paymentProofs.orderId, set: proof });
}

export async function hasProof(db: Executor, orderId: number): Promise<boolean> {
  const [proof] = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, orderId));
  return proof !== undefined;
}

export async function proofOf(db: Executor, orderId: number): Promise<typeof paymentProofs.$inferSelect | undefined> {
  const [proof] = await db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId));
  return proof;
}

/** The role id of an account that is not deleted (who may still fetch a proof with a token issued earlier). */
export async function activeRoleOf(db: Executor, userId: number): Promise<number | undefined> {
  const [holder] = await db
    .select({ idRole: users.idRole })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return holder?.idRole;
}
