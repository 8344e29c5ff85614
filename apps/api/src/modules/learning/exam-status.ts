// Whether a member has passed a course's exam: part of the course completion rule (completion.ts), so it lives here
// beside it and assessments need not be asked (docs/decisions/0018-quizzes-and-exams.md). No exam counts as passed.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assessmentAttempts, assessments } from '../../db/tables/assessments';

export async function hasPassedExam(db: Executor, userId: number, courseId: number): Promise<boolean> {
  const [exam] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.kind, 'exam')))
    .limit(1);
  if (!exam) return true;
  const [passed] = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.assessmentId, exam.id),
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.passed, true),
      ),
    )
    .limit(1);
  return passed !== undefined;
}
