// What an order would contain and cost, decided from the database only (decision 0012): each item's current
// price, whether the member may buy it now (owned, in an unpaid order, registration window, seats), what a
// promo code takes off, and the amount to transfer (decision 0024). Seats and promo use are counted under row
// locks when `lock` is set (checkout).
import { randomInt } from 'node:crypto';
import {
  roundedForTransfer,
  transferAmount,
  UNIQUE_CODE_MAX,
  UNIQUE_CODE_MIN,
  type OrderItemType,
} from '@akademi-siber/util-contracts';
import { and, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  batchEnrollments,
  courses,
  enrollments,
  events,
  isCatalogCourse,
  liveClassBatches,
  liveClasses,
  orderItems,
  orders,
  promoCodes,
  subscriptionPlans,
} from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export interface PricedItem {
  type: OrderItemType;
  ref: string;
  targetId: number;
  title: string;
  price: number;
}

/** Orders that hold their items (and seats): unpaid, or rejected but still open for a new proof. */
export function holdsItems() {
  return or(
    inArray(orders.status, ['pending', 'waiting_verification']),
    and(eq(orders.status, 'rejected'), gt(orders.expiresAt, sql`now()`)),
  );
}

const isWholeNumber = (ref: string) => /^\d{1,9}$/.test(ref);

/** Seats of a batch taken by participants and by orders that hold one. */
export async function batchSeatsTaken(db: Executor, batchId: number): Promise<number> {
  const [participants, held] = await Promise.all([
    db.$count(batchEnrollments, eq(batchEnrollments.batchId, batchId)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.batchId, batchId), holdsItems())),
  ]);
  return participants + (held[0]?.count ?? 0);
}

/** Seats of an event: paid orders are the registrations, unpaid ones hold a seat. */
async function eventSeatsTaken(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.eventId, eventId), or(eq(orders.status, 'paid'), holdsItems())));
  return row?.count ?? 0;
}

/** The member's own order that still holds this item, if any. */
async function holdingOrder(
  db: Executor,
  userId: number,
  column: 'courseId' | 'batchId' | 'eventId',
  targetId: number,
) {
  const [row] = await db
    .select({ idTransaction: orders.idTransaction })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems[column], targetId), holdsItems()))
    .limit(1);
  return row?.idTransaction ?? null;
}

export interface BatchRow {
  id: number;
  name: string;
  title: string;
  price: number;
  salePrice: number | null;
  quota: number;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
}

export async function findPublishedBatch(db: Executor, ref: string, lock: boolean): Promise<BatchRow | null> {
  if (!isWholeNumber(ref)) return null;
  const query = db
    .select({
      id: liveClassBatches.id,
      name: liveClassBatches.name,
      title: liveClasses.title,
      price: liveClassBatches.price,
      salePrice: liveClassBatches.salePrice,
      quota: liveClassBatches.quota,
      registrationOpensAt: liveClassBatches.registrationOpensAt,
      registrationClosesAt: liveClassBatches.registrationClosesAt,
    })
    .from(liveClassBatches)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(
      and(eq(liveClassBatches.id, Number(ref)), eq(liveClassBatches.published, true), eq(liveClasses.published, true)),
    );
  const [row] = lock ? await query.for('update', { of: liveClassBatches }) : await query;
  return row ?? null;
}

/** 409 when a batch cannot be bought now: window closed or not open yet, or no seat left. */
export async function assertBatchOpen(db: Executor, batch: BatchRow, now = new Date()) {
  if (batch.registrationOpensAt > now)
    throw new ApiError(409, `Pendaftaran ${batch.title} — ${batch.name} belum dibuka.`);
  if (batch.registrationClosesAt <= now)
    throw new ApiError(409, `Pendaftaran ${batch.title} — ${batch.name} sudah ditutup.`);
  if ((await batchSeatsTaken(db, batch.id)) >= batch.quota)
    throw new ApiError(409, `Kuota ${batch.title} — ${batch.name} sudah penuh.`);
}

export async function findPublishedCourse(db: Executor, slug: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, price: courses.price, salePrice: courses.salePrice })
    .from(courses)
    .where(and(eq(courses.slug, slug), isCatalogCourse()));
  return row ?? null;
}

export async function ownsCourse(db: Executor, userId: number, courseId: number) {
  return (await db.$count(enrollments, and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))) > 0;
}

export async function inBatch(db: Executor, userId: number, batchId: number) {
  return (
    (await db.$count(
      batchEnrollments,
      and(eq(batchEnrollments.userId, userId), eq(batchEnrollments.batchId, batchId)),
    )) > 0
  );
}

export interface PriceOptions {
  /** Check that the member may buy each item now (checkout); a promo quote only prices them. */
  enforce: boolean;
  /** Lock batch/event rows (checkout, inside its transaction). */
  lock: boolean;
}

/** Prices the items; 404 for anything unknown or unpublished, 409 (with `enforce`) for what cannot be bought now. */
export async function priceItems(
  db: Executor,
  userId: number,
  refs: readonly { type: OrderItemType; ref: string }[],
  options: PriceOptions,
): Promise<PricedItem[]> {
  const unique = [...new Map(refs.map((item) => [`${item.type}:${item.ref}`, item])).values()];
  const priced: PricedItem[] = [];
  for (const item of unique) priced.push(await priceOne(db, userId, item, options));
  return priced;
}

async function priceOne(
  db: Executor,
  userId: number,
  item: { type: OrderItemType; ref: string },
  { enforce, lock }: PriceOptions,
): Promise<PricedItem> {
  const now = new Date();
  switch (item.type) {
    case 'course': {
      const course = await findPublishedCourse(db, item.ref);
      if (!course) throw new ApiError(404, `Kelas "${item.ref}" tidak ditemukan.`);
      if (enforce) {
        if (await ownsCourse(db, userId, course.id))
          throw new ApiError(409, `Kamu sudah memiliki kelas ${course.title}.`);
        const held = await holdingOrder(db, userId, 'courseId', course.id);
        if (held) throw new ApiError(409, `Kelas ${course.title} sudah ada di pesanan ${held} yang belum selesai.`);
      }
      return {
        type: 'course',
        ref: item.ref,
        targetId: course.id,
        title: course.title,
        price: course.salePrice ?? course.price,
      };
    }
    case 'batch': {
      const batch = await findPublishedBatch(db, item.ref, lock);
      if (!batch) throw new ApiError(404, 'Batch live class tidak ditemukan.');
      const title = `${batch.title} — ${batch.name}`;
      if (enforce) {
        if (await inBatch(db, userId, batch.id)) throw new ApiError(409, `Kamu sudah terdaftar di ${title}.`);
        const held = await holdingOrder(db, userId, 'batchId', batch.id);
        if (held) throw new ApiError(409, `${title} sudah ada di pesanan ${held} yang belum selesai.`);
        await assertBatchOpen(db, batch, now);
      }
      return { type: 'batch', ref: String(batch.id), targetId: batch.id, title, price: batch.salePrice ?? batch.price };
    }
    case 'plan': {
      const [plan] = isWholeNumber(item.ref)
        ? await db
            .select()
            .from(subscriptionPlans)
            .where(and(eq(subscriptionPlans.id, Number(item.ref)), eq(subscriptionPlans.active, true)))
        : [];
      if (!plan) throw new ApiError(404, 'Paket langganan tidak ditemukan.');
      return { type: 'plan', ref: String(plan.id), targetId: plan.id, title: plan.name, price: plan.price };
    }
    case 'event': {
      const query = db
        .select({
          id: events.id,
          title: events.title,
          price: events.price,
          quota: events.quota,
          closesAt: events.registrationClosesAt,
        })
        .from(events)
        .where(and(eq(events.id, isWholeNumber(item.ref) ? Number(item.ref) : 0), eq(events.published, true)));
      const [event] = isWholeNumber(item.ref) ? (lock ? await query.for('update') : await query) : [];
      if (!event) throw new ApiError(404, 'Acara tidak ditemukan.');
      if (enforce) {
        const held = await holdingOrPaidEvent(db, userId, event.id);
        if (held) throw new ApiError(409, `Kamu sudah terdaftar di ${event.title} (pesanan ${held}).`);
        if (event.closesAt <= now) throw new ApiError(409, `Pendaftaran ${event.title} sudah ditutup.`);
        if ((await eventSeatsTaken(db, event.id)) >= event.quota)
          throw new ApiError(409, `Kuota ${event.title} sudah penuh.`);
      }
      return { type: 'event', ref: String(event.id), targetId: event.id, title: event.title, price: event.price };
    }
  }
}

async function holdingOrPaidEvent(db: Executor, userId: number, eventId: number) {
  const [row] = await db
    .select({ idTransaction: orders.idTransaction })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orderItems.eventId, eventId), or(eq(orders.status, 'paid'), holdsItems())))
    .limit(1);
  return row?.idTransaction ?? null;
}

export interface AppliedPromo {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  discount: number;
}

/** Orders that use up a promo code: every one that is not expired, rejected or cancelled. */
const COUNTS_AGAINST_PROMO = notInArray(orders.status, ['expired', 'rejected', 'cancelled']);

/** The promo's discount on these items, or 422 saying why the code cannot be used. */
export async function applyPromo(
  db: Executor,
  userId: number,
  code: string,
  items: readonly PricedItem[],
  lock: boolean,
): Promise<AppliedPromo> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase()));
  const [promo] = lock ? await query.for('update') : await query;
  if (!promo || !promo.active) throw new ApiError(422, 'Kode promo tidak ditemukan.');
  const now = new Date();
  if (promo.startsAt && promo.startsAt > now) throw new ApiError(422, 'Kode promo belum berlaku.');
  if (promo.endsAt && promo.endsAt <= now) throw new ApiError(422, 'Kode promo sudah kedaluwarsa.');
  if (promo.quota !== null) {
    const used = await db.$count(orders, and(eq(orders.promoCodeId, promo.id), COUNTS_AGAINST_PROMO));
    if (used >= promo.quota) throw new ApiError(422, 'Kuota kode promo sudah habis.');
  }
  const usedByMember = await db.$count(
    orders,
    and(eq(orders.promoCodeId, promo.id), eq(orders.userId, userId), COUNTS_AGAINST_PROMO),
  );
  if (usedByMember >= promo.perUserLimit)
    throw new ApiError(422, 'Kamu sudah mencapai batas pemakaian kode promo ini.');
  const eligibleSum = items
    .filter((item) => promo.eligible.includes(item.type))
    .reduce((sum, item) => sum + item.price, 0);
  if (eligibleSum === 0) throw new ApiError(422, 'Kode promo tidak berlaku untuk item ini.');
  return {
    id: promo.id,
    code: promo.code,
    kind: promo.kind,
    value: promo.value,
    discount: promoDiscount(promo.kind, promo.value, eligibleSum),
  };
}

/** What a promo takes off the eligible items' sum: never more than that sum. */
export function promoDiscount(kind: AppliedPromo['kind'], value: number, eligibleSum: number): number {
  return kind === 'percent' ? Math.floor((eligibleSum * value) / 100) : Math.min(value, eligibleSum);
}

export interface OrderAmounts {
  subtotal: number;
  discount: number;
  /** What rounding the discounted subtotal down to whole thousands took off (decision 0024). */
  rounding: number;
  uniqueCode: number;
  total: number;
}

/**
 * The money of an order (decision 0024): subtotal − discount rounded down to whole thousands, plus a unique code
 * 1–999, so the amount's last three digits ARE the code; nothing left after rounding = free, no code.
 */
export function orderAmounts(
  items: readonly Pick<PricedItem, 'price'>[],
  discount: number,
  drawCode: () => number = () => randomInt(UNIQUE_CODE_MIN, UNIQUE_CODE_MAX + 1),
): OrderAmounts {
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  const uniqueCode = roundedForTransfer(subtotal, discount) === 0 ? 0 : drawCode();
  return { subtotal, discount, uniqueCode, ...transferAmount(subtotal, discount, uniqueCode) };
}
