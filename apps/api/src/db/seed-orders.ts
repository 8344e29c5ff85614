// Demo orders of the demo member (decision 0012): one course order waiting for the transfer, one live-class
// order whose proof (a PDF that ships with the code, modules/storage/demo-files.ts) waits in the admin's queue, and
// a paid live-class order whose seat (batch_enrollments, as fulfilOrder's grantBatch makes it) fills the training
// schedule. Rows are found by slug, after seedCatalog; ids and amounts are in seed-orders-data.ts.
import { transferAmount } from '@akademi-siber/util-contracts';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Transaction } from './client';
import {
  batchEnrollments,
  batchSessions,
  sessionAttendance,
  courses,
  liveClassBatches,
  liveClasses,
  orderItems,
  orders,
  orderStatusEvents,
  paymentProofs,
} from './schema';
import { demoFile } from '../modules/storage/demo-files';
import { insertPaidOrder } from './seed-extras';
import { DEMO_TRANSFER, SEED_ORDERS } from './seed-orders-data';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function findBatch(tx: Transaction, liveClassSlug: string, batchSlug: string) {
  const [batch] = await tx
    .select({
      id: liveClassBatches.id,
      name: liveClassBatches.name,
      price: liveClassBatches.price,
      salePrice: liveClassBatches.salePrice,
      title: liveClasses.title,
    })
    .from(liveClassBatches)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .where(and(eq(liveClasses.slug, liveClassSlug), eq(liveClassBatches.slug, batchSlug)));
  if (!batch) throw new Error(`seedOrders: run seedCatalog first (batch ${liveClassSlug}/${batchSlug} not found)`);
  return batch;
}

export async function seedOrders(tx: Transaction, people: { member: number }): Promise<void> {
  const now = Date.now();
  const { pending, waitingVerification, paidLiveClass } = SEED_ORDERS;

  const [course] = await tx.select().from(courses).where(eq(courses.slug, pending.courseSlug));
  if (!course) throw new Error('seedOrders: run seedCatalog first (course not found)');
  const batch = await findBatch(tx, waitingVerification.liveClassSlug, waitingVerification.batchSlug);

  const coursePrice = course.salePrice ?? course.price;
  const [pendingOrder] = await tx
    .insert(orders)
    .values({
      idTransaction: pending.idTransaction,
      userId: people.member,
      kind: 'course',
      status: 'pending',
      subtotal: coursePrice,
      uniqueCode: pending.uniqueCode,
      total: transferAmount(coursePrice, 0, pending.uniqueCode).total,
      idempotencyKey: `seed-${pending.idTransaction}`,
      createdAt: new Date(now - 2 * HOUR),
      expiresAt: new Date(now + 22 * HOUR),
    })
    .returning({ id: orders.id });
  await tx
    .insert(orderItems)
    .values({ orderId: pendingOrder.id, type: 'course', courseId: course.id, title: course.title, price: coursePrice });
  await tx.insert(orderStatusEvents).values({
    orderId: pendingOrder.id,
    toStatus: 'pending',
    actorId: people.member,
    note: 'Pesanan dibuat.',
    createdAt: new Date(now - 2 * HOUR),
  });

  const batchPrice = batch.salePrice ?? batch.price;
  const [waitingOrder] = await tx
    .insert(orders)
    .values({
      idTransaction: waitingVerification.idTransaction,
      userId: people.member,
      kind: 'liveclass',
      status: 'waiting_verification',
      subtotal: batchPrice,
      uniqueCode: waitingVerification.uniqueCode,
      total: transferAmount(batchPrice, 0, waitingVerification.uniqueCode).total,
      idempotencyKey: `seed-${waitingVerification.idTransaction}`,
      createdAt: new Date(now - 5 * HOUR),
      expiresAt: new Date(now + 19 * HOUR),
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values({
    orderId: waitingOrder.id,
    type: 'batch',
    batchId: batch.id,
    title: `${batch.title} — ${batch.name}`,
    price: batchPrice,
  });
  await tx.insert(orderStatusEvents).values([
    {
      orderId: waitingOrder.id,
      toStatus: 'pending',
      actorId: people.member,
      note: 'Pesanan dibuat.',
      createdAt: new Date(now - 5 * HOUR),
    },
    {
      orderId: waitingOrder.id,
      fromStatus: 'pending',
      toStatus: 'waiting_verification',
      actorId: people.member,
      note: 'Bukti transfer diunggah.',
      createdAt: new Date(now - 4 * HOUR),
    },
  ]);
  await tx.insert(paymentProofs).values({
    orderId: waitingOrder.id,
    storageKey: DEMO_TRANSFER.storageKey,
    originalName: DEMO_TRANSFER.originalName,
    contentType: 'application/pdf',
    // The size of the file the storage serves for this key.
    size: demoFile(DEMO_TRANSFER.storageKey)?.length ?? 0,
    uploadedAt: new Date(now - 4 * HOUR),
  });

  // Bought and approved like any paid order; the seat dates from the payment (Kelas Saya orders by it).
  const running = await findBatch(tx, paidLiveClass.liveClassSlug, paidLiveClass.batchSlug);
  const paidAt = new Date(now - paidLiveClass.paidDaysAgo * DAY);
  await insertPaidOrder(
    tx,
    {
      idTransaction: paidLiveClass.idTransaction,
      userId: people.member,
      kind: 'liveclass',
      affiliateUserId: null,
      paidAt,
    },
    [
      {
        type: 'batch',
        batchId: running.id,
        title: `${running.title} — ${running.name}`,
        price: running.salePrice ?? running.price,
      },
    ],
  );
  await tx
    .insert(batchEnrollments)
    .values({ userId: people.member, batchId: running.id, source: 'purchase', enrolledAt: paidAt });
  // The session already held: the demo member joined through the platform three minutes after it began (Hadir).
  const [held] = await tx
    .select({ id: batchSessions.id, startsAt: batchSessions.startsAt })
    .from(batchSessions)
    .where(and(eq(batchSessions.batchId, running.id), lt(batchSessions.endsAt, sql`now()`)))
    .orderBy(asc(batchSessions.startsAt))
    .limit(1);
  if (held) {
    const joinedAt = new Date(held.startsAt.getTime() + 3 * 60_000);
    await tx
      .insert(sessionAttendance)
      .values({ sessionId: held.id, userId: people.member, status: 'hadir', joinedAt, updatedAt: joinedAt });
  }
}
