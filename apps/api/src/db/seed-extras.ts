// Demo data of issue 5's member programs (decision 0012), seeded right after the catalog: activation codes (a batch
// of five for a course, an expired batch and a used-up code), the demo member's affiliate account (code MEMBERDEMO,
// clicks, one commission available and one still holding, one payout requested) and a second member registered for
// the free upcoming event. The orders behind the commissions and the registration are written as approval would
// leave them (paid, with their status history), because checkout and approval are another module's.
import { createHash } from 'node:crypto';
import { transferAmount } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import {
  activationBatches,
  activationCodes,
  activationRedemptions,
  affiliateClicks,
  affiliateCommissions,
  affiliatePayouts,
  affiliates,
  courses,
  enrollments,
  events,
  orderItems,
  orders,
  orderStatusEvents,
  subscriptionPlans,
} from './schema';
import { SEED_CATALOG } from './seed-catalog-data';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Five fresh single-use codes that open the course below (README prints the first). */
export const DEMO_ACTIVATION_CODES = [
  'AKSB-FRNS-2AB3',
  'AKSB-FRNS-4CD5',
  'AKSB-FRNS-6EF7',
  'AKSB-FRNS-8GH9',
  'AKSB-FRNS-JK23',
] as const;

export const SEED_EXTRAS = {
  activation: {
    /**
     * Batch id 1: five codes for this course, no expiry; the demo member does not own the course (it is in the cart).
     */
    demoBatchId: 1,
    courseSlug: 'digital-forensik',
    codes: DEMO_ACTIVATION_CODES,
    /** Batch id 2: one month of subscription, expired yesterday. */
    expiredBatchId: 2,
    expiredCode: 'AKSB-XPRD-MNTH',
    /** Batch id 3: a single-use code for keamanan-jaringan that agus.pratama has used. */
    usedBatchId: 3,
    usedCode: 'AKSB-HBSS-PAKE',
  },
  affiliate: {
    code: 'MEMBERDEMO',
    clicks: 5,
    /** Paid 30 days ago by agus.pratama: three courses (1.297.000) → 10 % = 129.700, available since 16 days. */
    availableOrder: { idTransaction: 'AS261024AFILSATU', subtotal: 1297000, commission: 129700 },
    /** Paid 3 days ago by siti.rahmawati: one course (199.000) → 19.900, still in its holding period. */
    holdingOrder: { idTransaction: 'AS261120AFILDUAA', subtotal: 199000, commission: 19900 },
    /** Requested, not yet processed: available balance 129.700 − 100.000 = 29.700. */
    requestedPayout: { id: 1, amount: 100000 },
  },
  /** putri.lestari's registration for the free upcoming event (SEED_CATALOG.freeEventId), paid at once. */
  eventRegistration: {
    idTransaction: 'AS261121EVENGRTS',
    username: 'putri.lestari',
    eventId: SEED_CATALOG.freeEventId,
  },
} as const;

export interface ExtrasPeople {
  member: number;
  admin: number;
  extra: Record<string, number>;
}

export async function seedExtras(
  tx: Transaction,
  people: ExtrasPeople,
  courseIds: Record<string, number>,
): Promise<void> {
  await seedActivation(tx, people, courseIds);
  await seedAffiliate(tx, people, courseIds);
  await seedEventRegistration(tx, people);
}

async function seedActivation(tx: Transaction, people: ExtrasPeople, courseIds: Record<string, number>) {
  const { activation } = SEED_EXTRAS;
  // Inserted one by one so the ids follow SEED_EXTRAS on a fresh database.
  const [demo] = await tx
    .insert(activationBatches)
    .values({
      name: 'Demo — Digital Forensik',
      type: 'course',
      courseId: courseIds[activation.courseSlug],
      usesPerCode: 1,
      createdBy: people.admin,
      createdAt: daysAgo(12),
    })
    .returning({ id: activationBatches.id });
  await tx.insert(activationCodes).values(activation.codes.map((code) => ({ batchId: demo.id, code })));

  const [monthly] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, SEED_CATALOG.plans.monthly.id));
  const [expired] = await tx
    .insert(activationBatches)
    .values({
      name: 'Promo kampus — langganan 1 bulan',
      type: 'plan',
      planId: monthly.id,
      usesPerCode: 1,
      expiresAt: daysAgo(1),
      createdBy: people.admin,
      createdAt: daysAgo(40),
    })
    .returning({ id: activationBatches.id });
  await tx.insert(activationCodes).values({ batchId: expired.id, code: activation.expiredCode });

  const [used] = await tx
    .insert(activationBatches)
    .values({
      name: 'Hadiah webinar — Keamanan Jaringan',
      type: 'course',
      courseId: courseIds['keamanan-jaringan'],
      usesPerCode: 1,
      createdBy: people.admin,
      createdAt: daysAgo(30),
    })
    .returning({ id: activationBatches.id });
  const [usedCode] = await tx
    .insert(activationCodes)
    .values({ batchId: used.id, code: activation.usedCode, uses: 1 })
    .returning({ id: activationCodes.id });
  // agus.pratama already has keamanan-jaringan (seed.ts), which this code is the story of.
  await tx
    .insert(activationRedemptions)
    .values({ codeId: usedCode.id, userId: people.extra['agus.pratama'], redeemedAt: daysAgo(29) });
}

/**
 * A paid order as approval leaves it: items with frozen prices, pending → paid history, paid_at. Also seed-orders.ts.
 */
export async function insertPaidOrder(
  tx: Transaction,
  order: {
    idTransaction: string;
    userId: number;
    kind: 'course' | 'event' | 'liveclass';
    affiliateUserId: number | null;
    paidAt: Date;
  },
  items: {
    courseId?: number;
    eventId?: number;
    batchId?: number;
    type: 'course' | 'event' | 'batch';
    title: string;
    price: number;
  }[],
) {
  const subtotal = items.reduce((sum, item) => sum + item.price, 0);
  // The checkout's arithmetic (decision 0024): code 317 fills the last three digits; a free order has none.
  const { total } = transferAmount(subtotal, 0, 317);
  const uniqueCode = total === 0 ? 0 : 317;
  const createdAt = new Date(order.paidAt.getTime() - 2 * 60 * 60 * 1000);
  const [row] = await tx
    .insert(orders)
    .values({
      idTransaction: order.idTransaction,
      userId: order.userId,
      kind: order.kind,
      status: 'paid',
      subtotal,
      uniqueCode,
      total,
      affiliateUserId: order.affiliateUserId,
      idempotencyKey: createHash('sha256').update(order.idTransaction).digest('hex').slice(0, 36),
      expiresAt: new Date(createdAt.getTime() + DAY),
      paidAt: order.paidAt,
      createdAt,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(items.map((item) => ({ orderId: row.id, ...item })));
  await tx.insert(orderStatusEvents).values([
    { orderId: row.id, fromStatus: null, toStatus: 'pending', createdAt },
    {
      orderId: row.id,
      fromStatus: 'pending',
      toStatus: 'paid',
      note: subtotal === 0 ? 'Event gratis' : null,
      createdAt: order.paidAt,
    },
  ]);
  return row.id;
}

async function seedAffiliate(tx: Transaction, people: ExtrasPeople, courseIds: Record<string, number>) {
  const { affiliate } = SEED_EXTRAS;
  await tx.insert(affiliates).values({ userId: people.member, code: affiliate.code, joinedAt: daysAgo(45) });
  await tx.insert(affiliateClicks).values(
    Array.from({ length: affiliate.clicks }, (_, index) => ({
      affiliateUserId: people.member,
      visitorHash: createHash('sha256').update(`demo-visitor-${index}`).digest('hex'),
      landingPath: index % 2 === 0 ? '/' : '/course/analisis-malware',
      createdAt: daysAgo(35 - index * 7),
    })),
  );

  const priced = async (slugs: readonly string[]) => {
    const rows = [];
    for (const slug of slugs) {
      const [course] = await tx
        .select({ title: courses.title, price: courses.price, salePrice: courses.salePrice })
        .from(courses)
        .where(eq(courses.slug, slug));
      rows.push({
        type: 'course' as const,
        courseId: courseIds[slug],
        title: course.title,
        price: course.salePrice ?? course.price,
      });
    }
    return rows;
  };

  const agus = people.extra['agus.pratama'];
  const firstItems = await priced(['analisis-malware', 'digital-forensik', 'keamanan-aplikasi-web']);
  const firstPaidAt = daysAgo(30);
  const first = await insertPaidOrder(
    tx,
    {
      idTransaction: affiliate.availableOrder.idTransaction,
      userId: agus,
      kind: 'course',
      affiliateUserId: people.member,
      paidAt: firstPaidAt,
    },
    firstItems,
  );
  await tx.insert(enrollments).values(
    firstItems.map((item) => ({
      userId: agus,
      courseId: item.courseId,
      source: 'purchase' as const,
      enrolledAt: firstPaidAt,
    })),
  );

  const siti = people.extra['siti.rahmawati'];
  const secondItems = await priced(['ethical-hacking-untuk-pemula']);
  const secondPaidAt = daysAgo(3);
  const second = await insertPaidOrder(
    tx,
    {
      idTransaction: affiliate.holdingOrder.idTransaction,
      userId: siti,
      kind: 'course',
      affiliateUserId: people.member,
      paidAt: secondPaidAt,
    },
    secondItems,
  );
  await tx.insert(enrollments).values(
    secondItems.map((item) => ({
      userId: siti,
      courseId: item.courseId,
      source: 'purchase' as const,
      enrolledAt: secondPaidAt,
    })),
  );

  // 10 % (AFFILIATE_RATE_PERCENT's default) of subtotal − discount, available 14 days (AFFILIATE_HOLDING_DAYS) after
  // payment.
  const holding = 14 * DAY;
  await tx.insert(affiliateCommissions).values([
    {
      affiliateUserId: people.member,
      orderId: first,
      amount: affiliate.availableOrder.commission,
      availableAt: new Date(firstPaidAt.getTime() + holding),
      createdAt: firstPaidAt,
    },
    {
      affiliateUserId: people.member,
      orderId: second,
      amount: affiliate.holdingOrder.commission,
      availableAt: new Date(secondPaidAt.getTime() + holding),
      createdAt: secondPaidAt,
    },
  ]);
  await tx.insert(affiliatePayouts).values({
    affiliateUserId: people.member,
    amount: affiliate.requestedPayout.amount,
    bank: 'BCA',
    accountNumber: '8830123456',
    accountName: 'Rina Member',
    requestedAt: daysAgo(2),
  });
}

async function seedEventRegistration(tx: Transaction, people: ExtrasPeople) {
  const { eventRegistration } = SEED_EXTRAS;
  const [event] = await tx
    .select({ id: events.id, title: events.title, price: events.price })
    .from(events)
    .where(eq(events.id, eventRegistration.eventId));
  await insertPaidOrder(
    tx,
    {
      idTransaction: eventRegistration.idTransaction,
      userId: people.extra[eventRegistration.username],
      kind: 'event',
      affiliateUserId: null,
      paidAt: daysAgo(2),
    },
    [{ type: 'event', eventId: event.id, title: event.title, price: event.price }],
  );
}
