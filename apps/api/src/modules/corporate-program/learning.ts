// What a program learning item adds to the course player (decision 0046): its content opens to the company's
// employees in the item's batch, and whatever moves an employee in it — a material done, a quiz submitted — is written
// to their progress row in the same transaction: progress, best quiz score, last activity, and on completion (every
// material done and every quiz passed) the item's program points through the ledger, once, with the employee's
// program totals.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  assessmentAttempts,
  assessments,
  corporateMembers,
  enrollments,
  programItemProgress,
  programLearningItems,
} from '../../db/schema';
import { notify } from '../notifications';
import { awardPoints } from '../points';

/** The employee row that opens an item's content to this member: same company, same batch. */
export async function programSeat(db: Executor, userId: number, contentCourseId: number) {
  const [row] = await db
    .select({
      memberId: corporateMembers.id,
      itemId: programLearningItems.id,
      batchId: programLearningItems.batchId,
      corporateId: programLearningItems.corporateId,
      title: programLearningItems.title,
      points: programLearningItems.points,
    })
    .from(programLearningItems)
    .innerJoin(
      corporateMembers,
      and(
        eq(corporateMembers.batchId, programLearningItems.batchId),
        eq(corporateMembers.corporateId, programLearningItems.corporateId),
        eq(corporateMembers.userId, userId),
      ),
    )
    .where(eq(programLearningItems.contentCourseId, contentCourseId));
  return row;
}

/** Each quiz of the content with this member's best submitted score and whether they passed it. */
async function quizResults(db: Executor, userId: number, contentCourseId: number) {
  return db
    .select({
      id: assessments.id,
      best: sql<number | null>`max(${assessmentAttempts.score})::int`,
      passed: sql<boolean>`coalesce(bool_or(${assessmentAttempts.passed}), false)`,
    })
    .from(assessments)
    .leftJoin(
      assessmentAttempts,
      and(
        eq(assessmentAttempts.assessmentId, assessments.id),
        eq(assessmentAttempts.userId, userId),
        isNotNull(assessmentAttempts.submittedAt),
      ),
    )
    .where(eq(assessments.courseId, contentCourseId))
    .groupBy(assessments.id);
}

/**
 * Writes where the member stands in the item whose content this course is (nothing for any other content), in the
 * caller's transaction. Returns the points awarded now (0 when the item was not completed by this change).
 */
export async function recordProgramActivity(
  tx: Transaction,
  userId: number,
  contentCourseId: number,
  now = new Date(),
): Promise<number> {
  const seat = await programSeat(tx, userId, contentCourseId);
  if (!seat) return 0;
  const [[enrollment], quizzes] = await Promise.all([
    tx
      .select({ progress: enrollments.progress })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, contentCourseId))),
    quizResults(tx, userId, contentCourseId),
  ]);
  const progress = enrollment?.progress ?? 0;
  const scores = quizzes.flatMap((quiz) => (quiz.best === null ? [] : [Number(quiz.best)]));
  const quizScore =
    scores.length === 0 ? null : Math.round(scores.reduce((sum, value) => sum + value, 0) / scores.length);
  const complete = progress === 100 && quizzes.every((quiz) => quiz.passed);

  // The row is locked by the upsert, so two requests of the same member cannot both complete it.
  const [before] = await tx
    .select({ completedAt: programItemProgress.completedAt })
    .from(programItemProgress)
    .where(and(eq(programItemProgress.memberId, seat.memberId), eq(programItemProgress.itemId, seat.itemId)))
    .for('update');
  const completedNow = complete && !before?.completedAt;
  await tx
    .insert(programItemProgress)
    .values({
      memberId: seat.memberId,
      itemId: seat.itemId,
      progress,
      quizScore,
      completedAt: complete ? now : null,
      lastActiveAt: now,
    })
    .onConflictDoUpdate({
      target: [programItemProgress.memberId, programItemProgress.itemId],
      set: {
        progress,
        quizScore,
        lastActiveAt: now,
        // Once completed, it stays completed (a new quiz added later does not take the points back).
        completedAt: sql`coalesce(${programItemProgress.completedAt}, ${complete ? now : null})`,
      },
    });
  await tx.update(corporateMembers).set({ lastActiveAt: now }).where(eq(corporateMembers.id, seat.memberId));
  if (!completedNow) return 0;

  // The ledger's key (member, source, reference) keeps it once even if two requests both saw it incomplete.
  const isNew = await awardPoints(tx, userId, {
    points: seat.points,
    xp: seat.points,
    source: 'corporate_program',
    reference: String(seat.itemId),
    description: `Menyelesaikan materi program ${seat.title}`,
  });
  if (!isNew) return 0;
  await refreshMemberTotals(tx, seat.memberId, seat.batchId, seat.corporateId);
  await notify(
    tx,
    userId,
    `Materi program selesai: ${seat.title}`,
    `Kamu mendapat ${seat.points} poin program. Lanjutkan ke materi berikutnya.`,
    `/member/corporate-program/${seat.batchId}`,
  );
  return seat.points;
}

/** The employee's program progress (items completed of all, in percent) and points, from their item rows. */
export async function refreshMemberTotals(tx: Transaction, memberId: number, batchId: number, corporateId: number) {
  await tx.execute(sql`
    update corporate_members m set
      progress = coalesce((
        select round(100.0 * count(p.completed_at) / nullif((select count(*) from program_learning_items i
          where i.batch_id = ${batchId} and i.corporate_id = ${corporateId}), 0))
        from program_item_progress p where p.member_id = m.id), 0),
      point = coalesce((
        select sum(i.points) from program_item_progress p join program_learning_items i on i.id = p.item_id
        where p.member_id = m.id and p.completed_at is not null), 0)
    where m.id = ${memberId}`);
}
