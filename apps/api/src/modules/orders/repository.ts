// Reading orders into the contract's shapes (OrderSummary, OrderDetail and the admin variants): items with their
// public refs, proof metadata, status history with who changed it.
import { roundingOf, type OrderDetail, type OrderItem, type OrderKind, type OrderStatus, type OrderSummary } from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CommerceConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { affiliates, courses, orderItems, orders, orderStatusEvents, paymentProofs, promoCodes, users } from '../../db/schema';
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
      .select({ from: orderStatusEvents.fromStatus, to: orderStatusEvents.toStatus, by: users.name, note: orderStatusEvents.note, at: orderStatusEvents.createdAt })
      .from(orderStatusEvents)
      .leftJoin(users, eq(users.id, orderStatusEvents.actorId))
      .where(eq(orderStatusEvents.orderId, order.id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    order.promoCodeId === null ? [] : db.select({ code: promoCodes.code }).from(promoCodes).where(eq(promoCodes.id, order.promoCodeId)),
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
    proof: proof ? { originalName: proof.originalName, contentType: proof.contentType, size: proof.size, uploadedAt: proof.uploadedAt.toISOString() } : null,
    rejectionReason: order.rejectionReason,
    paidAt: order.paidAt?.toISOString() ?? null,
    history: history.map((event) => ({ from: event.from, to: event.to, by: event.by ?? 'Sistem', note: event.note, at: event.at.toISOString() })),
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
      ? or(ilike(orders.idTransaction, pattern), ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern))
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
    db.select({ total: sql<number>`count(*)::int` }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const items = await itemsOf(db, rows.map((row) => row.order.id));
  return { rows: rows.map((row) => ({ ...row, items: items.get(row.order.id) ?? [] })), total };
}

export async function buyerOf(db: Executor, order: OrderRow) {
  const [buyer] = await db.select({ name: users.name, username: users.username, email: users.email }).from(users).where(eq(users.id, order.userId));
  const [affiliate] =
    order.affiliateUserId === null ? [] : await db.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, order.affiliateUserId));
  return { buyer, affiliateCode: affiliate?.code ?? null };
}

/** Writes one row of the order's history; `actorId` null = the system. */
export async function recordStatus(db: Executor, orderId: number, from: OrderStatus | null, to: OrderStatus, actorId: number | null, note: string | null) {
  await db.insert(orderStatusEvents).values({ orderId, fromStatus: from, toStatus: to, actorId, note });
}
