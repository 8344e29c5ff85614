// Seeds the demo quizzes and exams (seed-assessments-data.ts), the demo member's finished attempts, and the passed
// exam behind every seeded completion certificate, all scored by the same rules as the API
// (modules/assessments/scoring.ts). Runs after seedLearning and seedCertificates, before seedPointHistory.
import type { Transaction } from './client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  certificates,
  courseModules,
  courses,
  enrollments,
  materials,
  pointLedger,
  questionAcceptedAnswers,
  questionOptions,
  type SavedAnswers,
} from './schema';
import { and, eq, sql } from 'drizzle-orm';
import { buildLayout, scoreAnswers, type BankQuestion } from '../modules/assessments/scoring';
import { layoutSeed, PASS_AWARDS } from '../modules/assessments/service';
import { COURSE_COMPLETION_AWARD } from '../modules/learning/completion';
import { ASSESSMENTS, DEMO_MEMBER_ATTEMPTS } from './seed-assessments-data';

interface Bank {
  id: number;
  timeLimitMinutes: number;
  passingScore: number;
  shuffle: boolean;
  questions: BankQuestion[];
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const key = (courseSlug: string, moduleOrder: number | null) => `${courseSlug}/${moduleOrder ?? 'ujian'}`;

/** Answers that get exactly the questions at `correct` (bank indexes) right and every other one wrong. */
function answersWith(questions: readonly BankQuestion[], correct: readonly number[]): SavedAnswers {
  const answers: SavedAnswers = {};
  for (const [index, question] of questions.entries()) {
    const right = correct.includes(index);
    if (question.type === 'short')
      answers[String(question.id)] = { text: right ? question.acceptedAnswers[0] : 'tidak tahu' };
    else {
      const pick = question.options.filter((option) => option.isCorrect === right);
      answers[String(question.id)] = {
        optionIds: (question.type === 'single' || !right ? pick.slice(0, 1) : pick).map((option) => option.id),
      };
    }
  }
  return answers;
}

export async function seedAssessments(
  tx: Transaction,
  memberId: number,
  courseIds: Record<string, number>,
): Promise<void> {
  const banks = new Map<string, Bank>();
  for (const seed of ASSESSMENTS) {
    const courseId = courseIds[seed.courseSlug];
    let moduleId: number | null = null;
    if (seed.moduleOrder !== null) {
      const [found] = await tx
        .select({ id: courseModules.id })
        .from(courseModules)
        .where(and(eq(courseModules.courseId, courseId), eq(courseModules.order, seed.moduleOrder)));
      moduleId = found.id;
    }
    const [assessment] = await tx
      .insert(assessments)
      .values({
        kind: moduleId === null ? 'exam' : 'quiz',
        courseId,
        moduleId,
        title: seed.title,
        timeLimitMinutes: seed.timeLimitMinutes,
        attemptLimit: seed.attemptLimit,
        passingScore: seed.passingScore,
      })
      .returning({ id: assessments.id, shuffle: assessments.shuffle });
    const questions: BankQuestion[] = [];
    for (const [index, question] of seed.questions.entries()) {
      const [row] = await tx
        .insert(assessmentQuestions)
        .values({
          assessmentId: assessment.id,
          type: question.type,
          prompt: question.prompt,
          explanation: question.explanation,
          order: index + 1,
          points: question.points ?? 1,
        })
        .returning({ id: assessmentQuestions.id });
      const options = question.options?.length
        ? await tx
            .insert(questionOptions)
            .values(
              question.options.map(([text, isCorrect], order) => ({
                questionId: row.id,
                text,
                isCorrect,
                order: order + 1,
              })),
            )
            .returning({ id: questionOptions.id, isCorrect: questionOptions.isCorrect })
        : [];
      if (question.accepted?.length)
        await tx
          .insert(questionAcceptedAnswers)
          .values(question.accepted.map((answer) => ({ questionId: row.id, answer })));
      questions.push({
        id: row.id,
        type: question.type,
        points: question.points ?? 1,
        options,
        acceptedAnswers: [...(question.accepted ?? [])],
      });
    }
    banks.set(key(seed.courseSlug, seed.moduleOrder), {
      id: assessment.id,
      timeLimitMinutes: seed.timeLimitMinutes,
      passingScore: seed.passingScore,
      shuffle: assessment.shuffle,
      questions,
    });
  }

  for (const seed of DEMO_MEMBER_ATTEMPTS) {
    const bank = banks.get(key(seed.courseSlug, seed.moduleOrder));
    if (!bank) throw new Error(`seedAssessments: no assessment for ${key(seed.courseSlug, seed.moduleOrder)}`);
    const answers = answersWith(bank.questions, seed.correct);
    const score = scoreAnswers(bank.questions, answers);
    const startedAt =
      'submittedAt' in seed
        ? new Date(seed.submittedAt.getTime() - 6 * MINUTE)
        : new Date(Date.now() - seed.daysAgo * DAY);
    await tx.insert(assessmentAttempts).values({
      userId: memberId,
      assessmentId: bank.id,
      startedAt,
      deadline: new Date(startedAt.getTime() + bank.timeLimitMinutes * 60_000),
      submittedAt: new Date(startedAt.getTime() + 6 * 60_000),
      score,
      passed: score >= bank.passingScore,
      layout: buildLayout(bank.questions, false, 0),
      answers,
      answersSavedAt: new Date(startedAt.getTime() + 6 * 60_000),
    });
  }
  await seedCertifiedExamPasses(tx, banks);
}

/**
 * Decision 0019: a completion certificate is issued when every material is done and the exam is passed — the pass
 * completes the course (learning/completion.ts). For every seeded completion certificate of a course with an exam
 * whose holder has no passed attempt, this seeds what led to it: every material done before the exam, a passed
 * attempt (every question right, scored by scoring.ts) submitted when the certificate was issued, the enrollment
 * completed then, and the ledger entries that pass earns (exam, then course completion). The holder's seeded totals
 * already include them: seedPointHistory spreads only what the ledger does not explain yet.
 */
async function seedCertifiedExamPasses(tx: Transaction, banks: ReadonlyMap<string, Bank>): Promise<void> {
  const issued = await tx
    .select({
      userId: certificates.userId,
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      issuedAt: certificates.issuedAt,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.kind, 'completion'));
  for (const certificate of issued) {
    const bank = banks.get(key(certificate.slug, null));
    if (!bank) continue; // a course without an exam is completed by its materials alone
    const { userId, courseId, title } = certificate;
    const passedBefore = await tx.$count(
      assessmentAttempts,
      and(
        eq(assessmentAttempts.userId, userId),
        eq(assessmentAttempts.assessmentId, bank.id),
        eq(assessmentAttempts.passed, true),
      ),
    );
    if (passedBefore > 0) continue;

    const answers = answersWith(
      bank.questions,
      bank.questions.map((_, index) => index),
    );
    const score = scoreAnswers(bank.questions, answers);
    if (score < bank.passingScore)
      throw new Error(`seedAssessments: the exam pass behind certificate of ${certificate.slug} scores ${score}`);
    const submittedAt = certificate.issuedAt;
    const startedAt = new Date(submittedAt.getTime() - 12 * MINUTE);
    await completeEveryMaterial(tx, userId, courseId, new Date(startedAt.getTime() - HOUR), submittedAt);
    await tx.insert(assessmentAttempts).values({
      userId,
      assessmentId: bank.id,
      startedAt,
      deadline: new Date(startedAt.getTime() + bank.timeLimitMinutes * MINUTE),
      submittedAt,
      score,
      passed: true,
      layout: buildLayout(bank.questions, bank.shuffle, layoutSeed(userId, bank.id, 1)),
      answers,
      answersSavedAt: submittedAt,
    });
    // As finish() (assessments/service.ts) and completeCourseIfDone write them.
    await tx.insert(pointLedger).values([
      {
        userId,
        source: 'exam',
        reference: String(bank.id),
        description: `Lulus ujian ${title}`,
        ...PASS_AWARDS.exam,
        createdAt: submittedAt,
      },
      {
        userId,
        source: 'course',
        reference: String(courseId),
        description: `Menyelesaikan kelas ${title}`,
        ...COURSE_COMPLETION_AWARD,
        createdAt: submittedAt,
      },
    ]);
  }
}

/**
 * Every material of the course done by `doneBy` (earlier completions kept), and the enrollment completed at
 * `completedAt`.
 */
async function completeEveryMaterial(
  tx: Transaction,
  userId: number,
  courseId: number,
  doneBy: Date,
  completedAt: Date,
): Promise<void> {
  const done = doneBy.toISOString();
  await tx.execute(sql`
    insert into material_progress (user_id, material_id, position_seconds, completed_at, updated_at)
    select ${userId}, m.id, m.duration_seconds, ${done}::timestamptz, ${done}::timestamptz
    from materials m join course_modules cm on cm.id = m.module_id
    where cm.course_id = ${courseId}
    on conflict (user_id, material_id) do update set
      position_seconds = excluded.position_seconds,
      completed_at = least(material_progress.completed_at, excluded.completed_at),
      updated_at = greatest(material_progress.updated_at, excluded.updated_at)`);
  const [{ total }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(materials)
    .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
    .where(eq(courseModules.courseId, courseId));
  const completed = await tx
    .update(enrollments)
    .set({
      completedMaterials: total,
      progress: 100,
      completedAt,
      lastAccessedAt: sql`greatest(${enrollments.lastAccessedAt}, ${completedAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .returning({ id: enrollments.id });
  if (completed.length === 0)
    throw new Error(`seedAssessments: a completion certificate of course ${courseId} without an enrollment`);
}
