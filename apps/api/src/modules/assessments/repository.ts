// Reads and writes of quizzes, exams and attempts. Every attempt query names its owner, so one member's attempt
// is never found for another (a missing row becomes 404 upstream).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ContentOwner } from '../../db/schema';
import type { Database, Transaction } from '../../db/client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  courseModules,
  courses,
  enrollments,
  questionAcceptedAnswers,
  questionOptions,
  type AttemptLayout,
  type SavedAnswers,
} from '../../db/schema';
import type { BankQuestion } from './scoring';

type Db = Database | Transaction;
export type AssessmentRow = typeof assessments.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
/** An attempt's answers as stored (assessment_attempts.answers). */
export type { SavedAnswers };

/** A question with everything the server knows; only the review shows the correct parts. */
export interface FullQuestion extends BankQuestion {
  prompt: string;
  explanation: string;
  options: { id: number; text: string; isCorrect: boolean }[];
}

export interface CourseRef {
  id: number;
  slug: string;
  title: string;
  /** 'course' for the catalogue; a batch's, a group's (decision 0041) or a program item's (decision 0046) content. */
  owner?: ContentOwner;
}

export interface AssessmentContext {
  assessment: AssessmentRow;
  course: CourseRef;
  module: { slug: string; title: string } | null;
}

export async function findCourse(db: Db, slug: string): Promise<CourseRef | undefined> {
  const [course] = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, owner: courses.owner })
    .from(courses)
    .where(eq(courses.slug, slug));
  return course;
}

export async function findModule(db: Db, courseId: number, slug: string) {
  const [found] = await db
    .select({ id: courseModules.id, slug: courseModules.slug, title: courseModules.title })
    .from(courseModules)
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.slug, slug)));
  return found;
}

/** The member's enrollment in the course (progress 0–100); `lock` serialises starts of one member. */
export async function findEnrollment(db: Db, userId: number, courseId: number, lock = false) {
  const query = db
    .select({ id: enrollments.id, progress: enrollments.progress })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findQuiz(db: Db, moduleId: number): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.moduleId, moduleId), eq(assessments.kind, 'quiz')));
  return row;
}

/** The course's exam, or a batch content's pre-test or post-test. */
export async function findCourseTest(
  db: Db,
  courseId: number,
  kind: CourseTestKind = 'exam',
): Promise<AssessmentRow | undefined> {
  const [row] = await db
    .select()
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.kind, kind)));
  return row;
}

export type CourseTestKind = 'exam' | 'pre_test' | 'post_test';

export async function contextOf(db: Db, assessmentId: number): Promise<AssessmentContext> {
  const [row] = await db
    .select({
      assessment: assessments,
      course: { id: courses.id, slug: courses.slug, title: courses.title, owner: courses.owner },
      moduleSlug: courseModules.slug,
      moduleTitle: courseModules.title,
    })
    .from(assessments)
    .innerJoin(courses, eq(courses.id, assessments.courseId))
    .leftJoin(courseModules, eq(courseModules.id, assessments.moduleId))
    .where(eq(assessments.id, assessmentId));
  return {
    assessment: row.assessment,
    course: row.course,
    module:
      row.moduleSlug !== null && row.moduleTitle !== null ? { slug: row.moduleSlug, title: row.moduleTitle } : null,
  };
}

export async function countQuestions(db: Db, assessmentId: number): Promise<number> {
  return db.$count(assessmentQuestions, eq(assessmentQuestions.assessmentId, assessmentId));
}

/** The whole bank of an assessment in bank order, with options and accepted answers. */
export async function loadQuestions(db: Db, assessmentId: number): Promise<FullQuestion[]> {
  const questions = await db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.assessmentId, assessmentId))
    .orderBy(asc(assessmentQuestions.order), asc(assessmentQuestions.id));
  const ids = questions.map((question) => question.id);
  if (ids.length === 0) return [];
  const [options, accepted] = await Promise.all([
    db
      .select()
      .from(questionOptions)
      .where(inArray(questionOptions.questionId, ids))
      .orderBy(asc(questionOptions.order), asc(questionOptions.id)),
    db
      .select()
      .from(questionAcceptedAnswers)
      .where(inArray(questionAcceptedAnswers.questionId, ids))
      .orderBy(asc(questionAcceptedAnswers.id)),
  ]);
  return questions.map((question) => ({
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    explanation: question.explanation,
    points: question.points,
    options: options
      .filter((option) => option.questionId === question.id)
      .map(({ id, text, isCorrect }) => ({ id, text, isCorrect })),
    acceptedAnswers: accepted.filter((answer) => answer.questionId === question.id).map((answer) => answer.answer),
  }));
}

export async function listAttempts(db: Db, userId: number, assessmentId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.assessmentId, assessmentId)))
    .orderBy(desc(assessmentAttempts.startedAt), desc(assessmentAttempts.id));
}

/** One of the member's own attempts; another member's is not found. */
export async function findOwnAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  lock = false,
): Promise<AttemptRow | undefined> {
  const query = db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertAttempt(
  db: Db,
  values: { userId: number; assessmentId: number; startedAt: Date; deadline: Date; layout: AttemptLayout },
): Promise<AttemptRow> {
  const [row] = await db.insert(assessmentAttempts).values(values).returning();
  return row;
}

export async function saveAnswers(db: Db, attemptId: number, answers: SavedAnswers, savedAt: Date): Promise<void> {
  await db
    .update(assessmentAttempts)
    .set({ answers, answersSavedAt: savedAt })
    .where(eq(assessmentAttempts.id, attemptId));
}

export async function markSubmitted(
  db: Db,
  attemptId: number,
  values: { answers: SavedAnswers; submittedAt: Date; score: number; passed: boolean },
): Promise<AttemptRow> {
  const [row] = await db.update(assessmentAttempts).set(values).where(eq(assessmentAttempts.id, attemptId)).returning();
  return row;
}

/** Whether the member passed this assessment in an attempt other than `exceptAttemptId`. */
export async function passedBefore(
  db: Db,
  userId: number,
  assessmentId: number,
  exceptAttemptId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .where(
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.assessmentId, assessmentId),
        eq(assessmentAttempts.passed, true),
      ),
    );
  return rows.some((row) => row.id !== exceptAttemptId);
}
