// When a course counts as completed (docs/product.md, "Learning"; issue 6): every material done and the exam passed (a
// course without an exam needs only the materials). Called after a material is marked done and after an exam is
// passed, inside the writing transaction; completing twice changes nothing.
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { courses, enrollments } from '../../db/schema';
import { hasPassedExam } from './exam-status';
import { issueCourseCertificate } from '../certificates';
import { awardPoints } from '../points';

/** What finishing a whole course earns, once per course (ledger source `course`). */
export const COURSE_COMPLETION_AWARD = { points: 50, xp: 100 } as const;

/** The completion certificate's number when the course is (now) completed, else null. */
export async function completeCourseIfDone(tx: Transaction, userId: number, courseId: number): Promise<string | null> {
  const [enrollment] = await tx
    .select({ id: enrollments.id, progress: enrollments.progress, completedAt: enrollments.completedAt })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  if (!enrollment || enrollment.progress < 100) return null;
  const [course] = await tx
    .select({ title: courses.title, owner: courses.owner })
    .from(courses)
    .where(eq(courses.id, courseId));
  // A batch's content is never "completed" as a course: its certificate is the attendance one (decision 0041).
  if (course?.owner !== 'course') return null;
  if (!(await hasPassedExam(tx, userId, courseId))) return null;
  await tx
    .update(enrollments)
    .set({ completedAt: new Date() })
    .where(and(eq(enrollments.id, enrollment.id), isNull(enrollments.completedAt)));
  await awardPoints(tx, userId, {
    ...COURSE_COMPLETION_AWARD,
    source: 'course',
    reference: String(courseId),
    description: `Menyelesaikan kelas ${course?.title ?? ''}`.trim(),
  });
  const { number } = await issueCourseCertificate(tx, { userId, courseId });
  return number;
}
