// Activation batches and codes, what they open, and who redeemed them.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  activationBatches,
  activationCodes,
  activationRedemptions,
  batchEnrollments,
  cartItems,
  courses,
  enrollments,
  liveClassBatches,
  liveClasses,
  subscriptionPlans,
} from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';
import { generateCode } from './codes';

export interface ActivationTarget {
  type: 'course' | 'batch' | 'plan';
  courseId: number | null;
  batchId: number | null;
  planId: number | null;
  /** Course slug, or the batch / plan id as text. */
  ref: string;
  title: string;
  /** Where the member goes after redeeming. */
  redirectTo: string;
  /** Plan length; 0 for courses and batches. */
  months: number;
}

/** The columns that describe what a batch opens; joined wherever a batch is read. */
const targetColumns = {
  type: activationBatches.type,
  courseId: activationBatches.courseId,
  batchId: activationBatches.batchId,
  planId: activationBatches.planId,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  liveClassSlug: liveClasses.slug,
  liveClassTitle: liveClasses.title,
  batchSlug: liveClassBatches.slug,
  batchName: liveClassBatches.name,
  planName: subscriptionPlans.name,
  planMonths: subscriptionPlans.months,
};

type TargetRow = { [Key in keyof typeof targetColumns]: (typeof targetColumns)[Key]['_']['data'] | null };

function toTarget(row: TargetRow): ActivationTarget {
  const base = { courseId: row.courseId, batchId: row.batchId, planId: row.planId, months: 0 };
  if (row.type === 'batch') {
    return {
      ...base,
      type: 'batch',
      ref: String(row.batchId),
      title: `${row.liveClassTitle ?? ''} — ${row.batchName ?? ''}`,
      redirectTo: `/member/liveclass/${row.liveClassSlug}/${row.batchSlug}`,
    };
  }
  if (row.type === 'plan') {
    return {
      ...base,
      type: 'plan',
      ref: String(row.planId),
      title: row.planName ?? '',
      redirectTo: '/member/subscription',
      months: row.planMonths ?? 0,
    };
  }
  return {
    ...base,
    type: 'course',
    ref: row.courseSlug ?? '',
    title: row.courseTitle ?? '',
    redirectTo: '/member/kelas-saya',
  };
}

export function createActivationRepository(db: Database) {
  const codeCount = sql<number>`(select count(*)::int from ${activationCodes} where
    ${activationCodes.batchId} = ${activationBatches.id})`;
  const redeemedCount = sql<number>`(select coalesce(sum(${activationCodes.uses}), 0)::int from
    ${activationCodes} where ${activationCodes.batchId} =
    ${activationBatches.id})`;

  const batchQuery = (executor: Executor) =>
    executor
      .select({
        id: activationBatches.id,
        name: activationBatches.name,
        usesPerCode: activationBatches.usesPerCode,
        expiresAt: activationBatches.expiresAt,
        createdAt: activationBatches.createdAt,
        count: codeCount,
        redeemed: redeemedCount,
        ...targetColumns,
      })
      .from(activationBatches)
      .leftJoin(courses, eq(courses.id, activationBatches.courseId))
      .leftJoin(liveClassBatches, eq(liveClassBatches.id, activationBatches.batchId))
      .leftJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, activationBatches.planId));

  const toBatch = (row: Awaited<ReturnType<typeof batchQuery>>[number]) => ({ ...row, target: toTarget(row) });

  return {
    // ------------------------------------------------------------ redeeming (inside the member's transaction)

    /** The code with its batch and target; the code row itself is not locked (the UPDATE below decides). */
    async findCode(tx: Transaction, code: string) {
      const [row] = await tx
        .select({
          codeId: activationCodes.id,
          uses: activationCodes.uses,
          usesPerCode: activationBatches.usesPerCode,
          expiresAt: activationBatches.expiresAt,
          expired: sql<boolean>`coalesce(${activationBatches.expiresAt} <= now(), false)`,
          ...targetColumns,
        })
        .from(activationCodes)
        .innerJoin(activationBatches, eq(activationBatches.id, activationCodes.batchId))
        .leftJoin(courses, eq(courses.id, activationBatches.courseId))
        .leftJoin(liveClassBatches, eq(liveClassBatches.id, activationBatches.batchId))
        .leftJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
        .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, activationBatches.planId))
        .where(eq(activationCodes.code, code));
      return row ? { ...row, target: toTarget(row) } : undefined;
    },

    async hasRedeemed(tx: Transaction, codeId: number, userId: number): Promise<boolean> {
      return (
        (await tx.$count(
          activationRedemptions,
          and(eq(activationRedemptions.codeId, codeId), eq(activationRedemptions.userId, userId)),
        )) > 0
      );
    },

    async ownsTarget(tx: Transaction, userId: number, target: ActivationTarget): Promise<boolean> {
      if (target.type === 'course' && target.courseId !== null) {
        return (
          (await tx.$count(
            enrollments,
            and(eq(enrollments.userId, userId), eq(enrollments.courseId, target.courseId)),
          )) > 0
        );
      }
      if (target.type === 'batch' && target.batchId !== null) {
        return (
          (await tx.$count(
            batchEnrollments,
            and(eq(batchEnrollments.userId, userId), eq(batchEnrollments.batchId, target.batchId)),
          )) > 0
        );
      }
      // A plan is never "owned": redeeming it again extends the subscription.
      return false;
    },

    /** One use more, only while uses remain: of two members racing for the last use, exactly one gets a row. */
    async takeUse(tx: Transaction, codeId: number, usesPerCode: number): Promise<boolean> {
      const rows = await tx
        .update(activationCodes)
        .set({ uses: sql`${activationCodes.uses} + 1` })
        .where(and(eq(activationCodes.id, codeId), lt(activationCodes.uses, usesPerCode)))
        .returning({ id: activationCodes.id });
      return rows.length > 0;
    },

    /** What the code opened no longer waits in the member's cart (a cart never holds something owned). */
    async removeFromCart(tx: Transaction, userId: number, target: ActivationTarget): Promise<void> {
      if (target.type === 'course' && target.courseId !== null) {
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, target.courseId)));
      } else if (target.type === 'batch' && target.batchId !== null) {
        await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.batchId, target.batchId)));
      }
    },

    /** False when this member already redeemed the code (the unique (code, user) pair). */
    async recordRedemption(tx: Transaction, codeId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .insert(activationRedemptions)
        .values({ codeId, userId })
        .onConflictDoNothing({ target: [activationRedemptions.codeId, activationRedemptions.userId] })
        .returning({ id: activationRedemptions.id });
      return rows.length > 0;
    },

    // ------------------------------------------------------------ staff

    async listBatches(page: PageRequest) {
      const [rows, total] = await Promise.all([
        batchQuery(db)
          .orderBy(desc(activationBatches.createdAt), desc(activationBatches.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(activationBatches),
      ]);
      return { rows: rows.map(toBatch), total };
    },

    async findBatch(batchId: number, executor: Executor = db) {
      const [row] = await batchQuery(executor).where(eq(activationBatches.id, batchId));
      return row ? toBatch(row) : undefined;
    },

    /** What `ref` names for a batch of this type, or undefined when nothing does. */
    async resolveTarget(
      type: ActivationTarget['type'],
      ref: string,
    ): Promise<{ courseId?: number; batchId?: number; planId?: number } | undefined> {
      if (type === 'course') {
        const [row] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.slug, ref), eq(courses.owner, 'course')));
        return row && { courseId: row.id };
      }
      const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
      if (id === null) return undefined;
      if (type === 'batch') {
        const [row] = await db
          .select({ id: liveClassBatches.id })
          .from(liveClassBatches)
          .where(eq(liveClassBatches.id, id));
        return row && { batchId: row.id };
      }
      const [row] = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, id));
      return row && { planId: row.id };
    },

    /** The batch and its `count` codes in one transaction; a code that collides with an existing one is drawn again. */
    async insertBatch(values: typeof activationBatches.$inferInsert, count: number): Promise<number> {
      return db.transaction(async (tx) => {
        const [batch] = await tx.insert(activationBatches).values(values).returning({ id: activationBatches.id });
        let missing = count;
        for (let attempt = 0; missing > 0; attempt += 1) {
          if (attempt >= 10) throw new Error('activation codes: could not draw unique codes');
          const fresh = [...new Set(Array.from({ length: missing }, generateCode))];
          const inserted = await tx
            .insert(activationCodes)
            .values(fresh.map((code) => ({ batchId: batch.id, code })))
            .onConflictDoNothing({ target: activationCodes.code })
            .returning({ id: activationCodes.id });
          missing -= inserted.length;
        }
        return batch.id;
      });
    },

    async listCodes(batchId: number, page: PageRequest) {
      const where = eq(activationCodes.batchId, batchId);
      const [rows, total] = await Promise.all([
        db
          .select({ code: activationCodes.code, uses: activationCodes.uses })
          .from(activationCodes)
          .where(where)
          .orderBy(asc(activationCodes.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(activationCodes, where),
      ]);
      return { rows, total };
    },
  };
}
