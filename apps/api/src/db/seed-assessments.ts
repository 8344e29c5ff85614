// Seeds the demo quizzes and exams (seed-assessments-data.ts) and the demo member's finished attempts, scored by
// the same rules as the API (modules/assessments/scoring.ts).
import type { Database } from './client';
import { assessmentAttempts, assessmentQuestions, assessments, courseModules, questionAcceptedAnswers, questionOptions, type SavedAnswers } from './schema';
import { and, eq } from 'drizzle-orm';
import { buildLayout, scoreAnswers, type BankQuestion } from '../modules/assessments/scoring';
import { ASSESSMENTS, DEMO_MEMBER_ATTEMPTS } from './seed-assessments-data';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const key = (courseSlug: string, moduleOrder: number | null) => `${courseSlug}/${moduleOrder ?? 'ujian'}`;

export async function seedAssessments(tx: Transaction, memberId: number, courseIds: Record<string, number>): Promise<void> {
  const banks = new Map<string, { id: number; timeLimitMinutes: number; passingScore: number; questions: BankQuestion[] }>();
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
      .returning({ id: assessments.id });
    const questions: BankQuestion[] = [];
    for (const [index, question] of seed.questions.entries()) {
      const [row] = await tx
        .insert(assessmentQuestions)
        .values({ assessmentId: assessment.id, type: question.type, prompt: question.prompt, explanation: question.explanation, order: index + 1, points: question.points ?? 1 })
        .returning({ id: assessmentQuestions.id });
      const options = question.options?.length
        ? await tx
            .insert(questionOptions)
            .values(question.options.map(([text, isCorrect], order) => ({ questionId: row.id, text, isCorrect, order: order + 1 })))
            .returning({ id: questionOptions.id, isCorrect: questionOptions.isCorrect })
        : [];
      if (question.accepted?.length) await tx.insert(questionAcceptedAnswers).values(question.accepted.map((answer) => ({ questionId: row.id, answer })));
      questions.push({ id: row.id, type: question.type, points: question.points ?? 1, options, acceptedAnswers: [...(question.accepted ?? [])] });
    }
    banks.set(key(seed.courseSlug, seed.moduleOrder), { id: assessment.id, timeLimitMinutes: seed.timeLimitMinutes, passingScore: seed.passingScore, questions });
  }

  for (const seed of DEMO_MEMBER_ATTEMPTS) {
    const bank = banks.get(key(seed.courseSlug, seed.moduleOrder));
    if (!bank) throw new Error(`seedAssessments: no assessment for ${key(seed.courseSlug, seed.moduleOrder)}`);
    const answers: SavedAnswers = {};
    for (const [index, question] of bank.questions.entries()) {
      const right = seed.correct.includes(index);
      if (question.type === 'short') answers[String(question.id)] = { text: right ? question.acceptedAnswers[0] : 'tidak tahu' };
      else {
        const pick = question.options.filter((option) => option.isCorrect === right);
        answers[String(question.id)] = { optionIds: (question.type === 'single' || !right ? pick.slice(0, 1) : pick).map((option) => option.id) };
      }
    }
    const score = scoreAnswers(bank.questions, answers);
    const startedAt = new Date(Date.now() - seed.daysAgo * DAY);
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
}
