// What a paid order, an activation code or an event gives a member (docs/decisions/0012-commerce.md): access to
// a course or a live-class batch and months of subscription (points, XP and the notification come from the points
// and notifications modules). Every function works inside the caller's transaction, so the grant commits or rolls
// back together with whatever caused it, and granting access twice changes nothing.
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { batchEnrollments } from '../../db/tables/catalog';
import { enrollments } from '../../db/tables/learning';
import { users } from '../../db/tables/users';
import { ensureBatchContent } from '../sessions';

/** Same vocabulary as `enrollments.source`. */
export type GrantSource = 'purchase' | 'subscription' | 'activation_token' | 'corporate' | 'classroom';

/** Opens a course; an existing enrollment (any source) is kept as it is. True when a new enrollment was made. */
export async function grantCourse(
  tx: Transaction,
  userId: number,
  courseId: number,
  source: GrantSource,
): Promise<boolean> {
  const inserted = await tx
    .insert(enrollments)
    .values({ userId, courseId, source })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning({ id: enrollments.id });
  return inserted.length > 0;
}

/** Puts a member in a live-class batch; an existing seat is kept. True when a new seat was made. */
export async function grantBatch(
  tx: Transaction,
  userId: number,
  batchId: number,
  source: GrantSource,
): Promise<boolean> {
  const inserted = await tx
    .insert(batchEnrollments)
    .values({ userId, batchId, source })
    .onConflictDoNothing({ target: [batchEnrollments.userId, batchEnrollments.batchId] })
    .returning({ id: batchEnrollments.id });
  // The seat opens the batch's content (decision 0041): its progress row is made with the seat.
  const content = await ensureBatchContent(tx, batchId);
  if (content) await grantCourse(tx, userId, content.courseId, source);
  return inserted.length > 0;
}

/**
 * Extends `users.subscribtion_course_end_date` by `months` from max(today, current end) and returns the new end
 * date (yyyy-mm-dd). "Today" is the database's date, the same clock every other date comparison uses.
 */
export async function extendSubscription(tx: Transaction, userId: number, months: number): Promise<string> {
  if (!Number.isInteger(months) || months < 1)
    throw new Error(`extendSubscription: months must be a positive integer, got ${months}`);
  const [row] = await tx
    .update(users)
    .set({
      subscribtionCourseEndDate: sql`(greatest(current_date, coalesce(${users.subscribtionCourseEndDate},
        current_date)) + make_interval(months => ${months}::int))::date`,
    })
    .where(eq(users.id, userId))
    .returning({ endDate: users.subscribtionCourseEndDate });
  if (!row?.endDate) throw new Error(`extendSubscription: user ${userId} not found`);
  return row.endDate;
}
