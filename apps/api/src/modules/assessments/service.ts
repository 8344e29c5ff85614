// The rules of quizzes and exams (docs/decisions/0018-quizzes-and-exams.md): who may open one, when an attempt may
// start, what is hidden until submit, and how the server's clock decides what counts.
import { createHash } from 'node:crypto';
import {
  ASSESSMENT_GRACE_SECONDS,
  type AssessmentInfo,
  type Attempt,
  type AttemptAnswer,
} from '@akademi-siber/util-contracts';
import type { Database, Transaction } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { recordProgramActivity } from '../corporate-program';
import { completeCourseIfDone, openBatchContent } from '../learning';
import { notify } from '../notifications';
import { awardPoints } from '../points';
import { batchTestLock, contentProgress, contentSchedule, issueAttendanceCertificateIfEarned } from '../sessions';
import * as repo from './repository';
import { MESSAGES, type AnswerInput } from './schemas';
import { buildLayout, isCorrect, scoreAnswers } from './scoring';

/** Points and XP for passing a quiz / an exam the first time (the same amounts as the seeded ledger). */
export const PASS_AWARDS = {
  quiz: { points: 50, xp: 150 },
  exam: { points: 200, xp: 600 },
  pre_test: { points: 20, xp: 50 },
  post_test: { points: 50, xp: 150 },
} as const;

const GRACE_MS = ASSESSMENT_GRACE_SECONDS * 1000;

type Db = Database | Transaction;
type Context = repo.AssessmentContext;
interface Resolved extends Context {
  progress: number;
  /** Why the batch does not let this test start now (its window, or materials before the final test). */
  batchLock: string | null;
}

/** The attempt's order seed: different per member and per attempt number, and reproducible in tests. */
export function layoutSeed(userId: number, assessmentId: number, attemptNumber: number): number {
  return createHash('sha256').update(`${userId}:${assessmentId}:${attemptNumber}`).digest().readUInt32BE(0);
}

/**
 * Course → enrollment → module → assessment; 404 for what does not exist, 403 when not enrolled. A batch's content
 * (decision 0041) is open to the batch's members, and its tests keep the batch's windows.
 */
async function resolve(
  db: Db,
  userId: number,
  courseSlug: string,
  moduleSlug: string | null,
  testKind: repo.CourseTestKind = 'exam',
): Promise<Resolved> {
  const course = await repo.findCourse(db, courseSlug);
  if (!course) throw new ApiError(404, MESSAGES.courseNotFound);
  const inBatch = course.owner !== undefined && course.owner !== 'course';
  if (inBatch && !(await openBatchContent(db, userId, course.id))) throw new ApiError(403, MESSAGES.notInBatch);
  const enrollment = await repo.findEnrollment(db, userId, course.id);
  if (!enrollment) throw new ApiError(403, MESSAGES.notEnrolled);
  if (moduleSlug === null) {
    const test = await repo.findCourseTest(db, course.id, testKind);
    if (!test) throw new ApiError(404, inBatch ? MESSAGES.batchTestNotFound : MESSAGES.examNotFound);
    if (!inBatch && testKind !== 'exam') throw new ApiError(404, MESSAGES.examNotFound);
    let batchLock: string | null = null;
    if (inBatch) {
      const schedule = await contentSchedule(db, course.id);
      const progress = await contentProgress(db, userId, course.id);
      batchLock = batchTestLock(testKind, schedule?.sessions ?? [], progress, new Date(), schedule?.owner);
    }
    return { assessment: test, course, module: null, progress: enrollment.progress, batchLock };
  }
  const courseModule = await repo.findModule(db, course.id, moduleSlug);
  if (!courseModule) throw new ApiError(404, MESSAGES.moduleNotFound);
  const quiz = await repo.findQuiz(db, courseModule.id);
  if (!quiz) throw new ApiError(404, MESSAGES.quizNotFound);
  return {
    assessment: quiz,
    course,
    module: { slug: courseModule.slug, title: courseModule.title },
    progress: enrollment.progress,
    batchLock: null,
  };
}

const isOpen = (attempt: repo.AttemptRow) => attempt.submittedAt === null;
const pastGrace = (attempt: repo.AttemptRow, now: Date) => now.getTime() > attempt.deadline.getTime() + GRACE_MS;

/** Why a new attempt cannot start (null when it can). The exam waits until every material is done. */
function lockReason(resolved: Resolved, attempts: repo.AttemptRow[]): string | null {
  if (resolved.course.owner !== undefined && resolved.course.owner !== 'course') {
    if (resolved.batchLock) return resolved.batchLock;
  } else if (resolved.assessment.kind === 'exam' && resolved.progress < 100) return MESSAGES.examLocked;
  if (attempts.length >= resolved.assessment.attemptLimit) return MESSAGES.noAttemptsLeft;
  return null;
}

/** Merges answers into the saved ones after checking them against the attempt's own questions and options. */
function mergeAnswers(
  saved: repo.SavedAnswers,
  incoming: readonly AnswerInput[],
  attempt: repo.AttemptRow,
  questions: repo.FullQuestion[],
): repo.SavedAnswers {
  const merged: repo.SavedAnswers = { ...saved };
  const typeOf = new Map(questions.map((question) => [question.id, question.type]));
  const optionsOf = new Map(attempt.layout.map((entry) => [entry.questionId, new Set(entry.optionIds)]));
  for (const answer of incoming) {
    const type = typeOf.get(answer.questionId);
    const options = optionsOf.get(answer.questionId);
    if (!type || !options) throw new ApiError(422, MESSAGES.unknownQuestion);
    const key = String(answer.questionId);
    if (type === 'short') {
      const text = (answer.text ?? '').trim();
      if (text === '') delete merged[key];
      else merged[key] = { text };
      continue;
    }
    const optionIds = [...new Set(answer.optionIds ?? [])];
    if (optionIds.some((id) => !options.has(id))) throw new ApiError(422, MESSAGES.unknownOption);
    if (type === 'single' && optionIds.length > 1) throw new ApiError(422, MESSAGES.singleChoice);
    if (optionIds.length === 0) delete merged[key];
    else merged[key] = { optionIds };
  }
  return merged;
}

/**
 * Closes an attempt: scores what was saved, records the result, and on the first pass awards points/XP (and for an
 * exam lets the course complete). Returns what was awarded.
 */
async function finish(
  tx: Transaction,
  context: Context,
  attempt: repo.AttemptRow,
  answers: repo.SavedAnswers,
  submittedAt: Date,
) {
  const questions = await questionsOf(tx, attempt);
  const score = scoreAnswers(questions, answers);
  const passed = score >= context.assessment.passingScore;
  const row = await repo.markSubmitted(tx, attempt.id, { answers, submittedAt, score, passed });
  let awarded: { points: number; xp: number } | null = null;
  // A program item's quiz moves the employee's item row on every submission (decision 0046), passed or not.
  const recordProgram = () =>
    context.course.owner === 'program' ? recordProgramActivity(tx, attempt.userId, context.course.id) : undefined;
  if (passed && !(await repo.passedBefore(tx, attempt.userId, context.assessment.id, attempt.id))) {
    const { kind } = context.assessment;
    const amount = PASS_AWARDS[kind];
    const inBatch = context.course.owner !== undefined && context.course.owner !== 'course';
    const what =
      kind === 'quiz'
        ? `kuis ${context.module?.title ?? context.assessment.title} — ${context.course.title}`
        : kind === 'exam'
          ? `${inBatch ? 'final test' : 'ujian'} ${context.course.title}`
          : `${kind === 'pre_test' ? 'pre-test' : 'post-test'} ${context.course.title}`;
    const isNew = await awardPoints(tx, attempt.userId, {
      ...amount,
      source: kind,
      reference: String(context.assessment.id),
      description: `Lulus ${what}`,
      contentCourseId: inBatch ? context.course.id : null,
    });
    if (isNew) {
      awarded = { ...amount };
      await notify(
        tx,
        attempt.userId,
        `Selamat, Anda lulus ${what}!`,
        `Nilai Anda ${score}. Anda mendapat ${amount.points} poin dan ${amount.xp} XP.`,
        '/member/point',
      );
    }
    if (kind === 'exam') await completeCourseIfDone(tx, attempt.userId, context.course.id);
    if (inBatch) await issueAttendanceCertificateIfEarned(tx, attempt.userId, context.course.id);
  }
  await recordProgram();
  return { row, awarded };
}

/** The attempt's questions in its own order (a question removed from the bank since is left out). */
async function questionsOf(db: Db, attempt: repo.AttemptRow): Promise<repo.FullQuestion[]> {
  const bank = new Map((await repo.loadQuestions(db, attempt.assessmentId)).map((question) => [question.id, question]));
  return attempt.layout.flatMap((entry) => {
    const question = bank.get(entry.questionId);
    if (!question) return [];
    const options = entry.optionIds.flatMap((id) => question.options.find((option) => option.id === id) ?? []);
    return [{ ...question, options }];
  });
}

/** An attempt left open past its deadline + grace is closed with what was saved, at its deadline. */
async function closeIfExpired(
  tx: Transaction,
  context: Context,
  attempt: repo.AttemptRow,
  now: Date,
): Promise<repo.AttemptRow> {
  if (!isOpen(attempt) || !pastGrace(attempt, now)) return attempt;
  return (await finish(tx, context, attempt, attempt.answers, attempt.deadline)).row;
}

function answerList(attempt: repo.AttemptRow): AttemptAnswer[] {
  return attempt.layout.flatMap((entry) => {
    const saved = attempt.answers[String(entry.questionId)];
    return saved ? [{ questionId: entry.questionId, ...saved }] : [];
  });
}

/** What the member sees: questions without answers while open, the review only once submitted. */
async function present(
  db: Db,
  context: Context,
  attempt: repo.AttemptRow,
  now: Date,
  awarded: Attempt['awarded'] = null,
): Promise<Attempt> {
  const questions = await questionsOf(db, attempt);
  const submitted = !isOpen(attempt);
  return {
    id: attempt.id,
    assessmentId: context.assessment.id,
    kind: context.assessment.kind,
    title: context.assessment.title,
    courseSlug: context.course.slug,
    moduleSlug: context.module?.slug ?? null,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    serverNow: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    status: submitted ? 'submitted' : 'in_progress',
    passingScore: context.assessment.passingScore,
    score: attempt.score,
    passed: attempt.passed,
    answers: answerList(attempt),
    // Built field by field, so nothing the bank knows about correctness can slip into an open attempt.
    questions: submitted
      ? null
      : questions.map((question) => ({
          id: question.id,
          type: question.type,
          prompt: question.prompt,
          points: question.points,
          options: question.options.map((option) => ({ id: option.id, text: option.text })),
        })),
    review: submitted
      ? questions.map((question) => ({
          id: question.id,
          type: question.type,
          prompt: question.prompt,
          points: question.points,
          options: question.options.map((option) => ({ id: option.id, text: option.text })),
          explanation: question.explanation,
          correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
          acceptedAnswers: question.acceptedAnswers,
          correct: isCorrect(question, attempt.answers[String(question.id)]),
        }))
      : null,
    awarded,
  };
}

export function createAssessmentService(db: Database) {
  async function info(
    userId: number,
    courseSlug: string,
    moduleSlug: string | null,
    testKind: repo.CourseTestKind = 'exam',
  ): Promise<AssessmentInfo> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const resolved = await resolve(tx, userId, courseSlug, moduleSlug, testKind);
      const attempts = [];
      for (const attempt of await repo.listAttempts(tx, userId, resolved.assessment.id))
        attempts.push(await closeIfExpired(tx, resolved, attempt, now));
      const open = attempts.find(isOpen);
      const done = attempts.filter((attempt) => !isOpen(attempt));
      const scores = done.map((attempt) => attempt.score ?? 0);
      const { assessment } = resolved;
      return {
        id: assessment.id,
        kind: assessment.kind,
        title: assessment.title,
        courseSlug: resolved.course.slug,
        courseTitle: resolved.course.title,
        moduleSlug: resolved.module?.slug ?? null,
        moduleTitle: resolved.module?.title ?? null,
        questionCount: await repo.countQuestions(tx, assessment.id),
        timeLimitMinutes: assessment.timeLimitMinutes,
        passingScore: assessment.passingScore,
        attemptLimit: assessment.attemptLimit,
        attemptsUsed: attempts.length,
        bestScore: scores.length > 0 ? Math.max(...scores) : null,
        passed: done.some((attempt) => attempt.passed === true),
        locked: open ? null : lockReason(resolved, attempts),
        inProgress: open ? { id: open.id, deadline: open.deadline.toISOString() } : null,
        pastAttempts: done.map((attempt) => ({
          id: attempt.id,
          startedAt: attempt.startedAt.toISOString(),
          submittedAt: (attempt.submittedAt ?? attempt.deadline).toISOString(),
          score: attempt.score ?? 0,
          passed: attempt.passed === true,
        })),
      };
    });
  }

  /** Starts an attempt, or returns the one in progress. `resumed` tells which. */
  async function start(
    userId: number,
    courseSlug: string,
    moduleSlug: string | null,
    testKind: repo.CourseTestKind = 'exam',
  ): Promise<{ attempt: Attempt; resumed: boolean }> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const resolved = await resolve(tx, userId, courseSlug, moduleSlug, testKind);
      // Serialises two starts of the same member (double click, two tabs): the second sees the first's attempt.
      await repo.findEnrollment(tx, userId, resolved.course.id, true);
      const attempts = [];
      for (const attempt of await repo.listAttempts(tx, userId, resolved.assessment.id))
        attempts.push(await closeIfExpired(tx, resolved, attempt, now));
      const open = attempts.find(isOpen);
      if (open) return { attempt: await present(tx, resolved, open, now), resumed: true };
      const reason = lockReason(resolved, attempts);
      if (reason) throw new ApiError(409, reason);
      const { assessment } = resolved;
      const bank = await repo.loadQuestions(tx, assessment.id);
      const layout = buildLayout(bank, assessment.shuffle, layoutSeed(userId, assessment.id, attempts.length + 1));
      const deadline = new Date(now.getTime() + assessment.timeLimitMinutes * 60_000);
      const row = await repo.insertAttempt(tx, {
        userId,
        assessmentId: assessment.id,
        startedAt: now,
        deadline,
        layout,
      });
      return { attempt: await present(tx, resolved, row, now), resumed: false };
    });
  }

  async function ownAttempt(tx: Transaction, userId: number, attemptId: number) {
    const attempt = await repo.findOwnAttempt(tx, userId, attemptId, true);
    if (!attempt) throw new ApiError(404, MESSAGES.attemptNotFound);
    return { attempt, context: await repo.contextOf(tx, attempt.assessmentId) };
  }

  async function read(userId: number, attemptId: number): Promise<Attempt> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const { attempt, context } = await ownAttempt(tx, userId, attemptId);
      return present(tx, context, await closeIfExpired(tx, context, attempt, now), now);
    });
  }

  /** Autosave: only while the attempt is open and the deadline (+ grace) has not passed. */
  async function save(
    userId: number,
    attemptId: number,
    answers: readonly AnswerInput[] | undefined,
  ): Promise<{ savedAt: string; deadline: string }> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const { attempt } = await ownAttempt(tx, userId, attemptId);
      if (!answers)
        throw new ApiError(
          422,
          MESSAGES.answersRequired,
          {},
          { errors: [{ path: 'answers', message: MESSAGES.answersRequired }] },
        );
      if (!isOpen(attempt)) throw new ApiError(409, MESSAGES.alreadySubmitted);
      if (pastGrace(attempt, now)) throw new ApiError(409, MESSAGES.timeUp);
      const merged = mergeAnswers(
        attempt.answers,
        answers,
        attempt,
        await repo.loadQuestions(tx, attempt.assessmentId),
      );
      await repo.saveAnswers(tx, attempt.id, merged, now);
      return { savedAt: now.toISOString(), deadline: attempt.deadline.toISOString() };
    });
  }

  /** Scores on the server. Answers sent with a late submit are ignored: only what was saved in time counts. */
  async function submit(
    userId: number,
    attemptId: number,
    answers: readonly AnswerInput[] | undefined,
  ): Promise<Attempt> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const { attempt, context } = await ownAttempt(tx, userId, attemptId);
      if (!isOpen(attempt)) throw new ApiError(409, MESSAGES.alreadySubmitted);
      const late = pastGrace(attempt, now);
      const final =
        answers && !late
          ? mergeAnswers(attempt.answers, answers, attempt, await repo.loadQuestions(tx, attempt.assessmentId))
          : attempt.answers;
      const { row, awarded } = await finish(tx, context, attempt, final, late ? attempt.deadline : now);
      return present(tx, context, row, now, awarded);
    });
  }

  return { info, start, read, save, submit };
}
