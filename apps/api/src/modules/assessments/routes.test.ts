import type { AssessmentInfo, Attempt } from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { assessmentAttempts, courses, enrollments, pointLedger, users } from '../../db/schema';
import { ASSESSMENTS } from '../../db/seed-assessments-data';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, issueToken } from '../../test/ownership';
import { hasPassedExam } from '../learning';
import { loadQuestions, type FullQuestion } from './repository';
import { MESSAGES } from './schemas';
import { PASS_AWARDS } from './service';

type Envelope<T> = { success: boolean; message: string; data: T };

const WEB_QUIZ = '/api/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis';
const WEB_EXAM = '/api/member/kelas/keamanan-aplikasi-web/ujian';
const BASICS_EXAM = '/api/member/kelas/dasar-dasar-keamanan-siber/ujian';
const HACKING_QUIZ = '/api/member/kelas/ethical-hacking-untuk-pemula/modul/modul-1/kuis';

/** Every string that would give an answer away: accepted short answers and explanations of the seeded bank. */
const SECRETS = ASSESSMENTS.flatMap((assessment) =>
  assessment.questions.flatMap((question) => [...(question.accepted ?? []), question.explanation]),
);

describe('quizzes and exams', () => {
  let harness: TestApp;
  let demo: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    demo = await loginAs(harness.app, 'member');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: { json: <U>() => U }) => response.json<Envelope<T>>().data;

  /** A new member enrolled in the given courses (progress per course), with a live token. */
  async function member(username: string, progressBySlug: Record<string, number>) {
    const account = await createAccount(harness.db, 'member', username);
    for (const [slug, progress] of Object.entries(progressBySlug)) {
      const [course] = await harness.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
      await harness.db
        .insert(enrollments)
        .values({ userId: account.id, courseId: course.id, source: 'purchase', progress });
    }
    return { id: account.id, token: await issueToken(harness.db, account.id) };
  }

  /** The right answer to every question of an attempt, from the bank (never from the API). */
  async function rightAnswers(attempt: Attempt) {
    const bank = await loadQuestions(harness.db, attempt.assessmentId);
    return bank.map((question: FullQuestion) =>
      question.type === 'short'
        ? { questionId: question.id, text: `  ${question.acceptedAnswers[0].toUpperCase()} ` }
        : {
            questionId: question.id,
            optionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
          },
    );
  }

  const moveDeadline = (attemptId: number, secondsFromNow: number) =>
    harness.db
      .update(assessmentAttempts)
      .set({ deadline: new Date(Date.now() + secondsFromNow * 1000) })
      .where(eq(assessmentAttempts.id, attemptId));

  it('shows the rules and the standing of an enrolled member', async () => {
    const response = await call('GET', HACKING_QUIZ, demo);
    expect(response.statusCode).toBe(200);
    const info = data<AssessmentInfo>(response);
    expect(info).toMatchObject({
      kind: 'quiz',
      title: 'Kuis: Etika dan Hukum Peretasan',
      courseSlug: 'ethical-hacking-untuk-pemula',
      moduleSlug: 'modul-1',
      questionCount: 3,
      timeLimitMinutes: 10,
      passingScore: 70,
      attemptLimit: 3,
      attemptsUsed: 2,
      bestScore: 100,
      passed: true,
      locked: null,
      inProgress: null,
    });
    expect(info.pastAttempts.map((attempt) => attempt.score)).toEqual([100, 33]);
    // The seeded pass of the completed course's exam.
    const [demoUser] = await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo'));
    const [basics] = await harness.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'dasar-dasar-keamanan-siber'));
    expect(await hasPassedExam(harness.db, demoUser.id, basics.id)).toBe(true);
  });

  it('refuses members who are not enrolled (403) and unknown courses, modules and quizzes (404)', async () => {
    const stranger = await member('bukan.peserta', {});
    expect(expectErrorEnvelope(await call('GET', WEB_QUIZ, stranger.token), 403)).toBe(MESSAGES.notEnrolled);
    expect(expectErrorEnvelope(await call('POST', `${WEB_EXAM}/attempts`, stranger.token), 403)).toBe(
      MESSAGES.notEnrolled,
    );
    expect(expectErrorEnvelope(await call('GET', '/api/member/kelas/tidak-ada/ujian', demo), 404)).toBe(
      MESSAGES.courseNotFound,
    );
    expect(
      expectErrorEnvelope(await call('GET', '/api/member/kelas/keamanan-aplikasi-web/modul/modul-9/kuis', demo), 404),
    ).toBe(MESSAGES.moduleNotFound);
    expect(
      expectErrorEnvelope(await call('GET', '/api/member/kelas/keamanan-aplikasi-web/modul/modul-3/kuis', demo), 404),
    ).toBe(MESSAGES.quizNotFound);
    expect(expectErrorEnvelope(await call('GET', '/api/member/kelas/Bukan_Slug/ujian', demo), 422)).toBe(
      'Alamat kelas tidak valid',
    );
  });

  it('keeps the exam locked until every material is done', async () => {
    const info = data<AssessmentInfo>(await call('GET', WEB_EXAM, demo));
    expect(info.locked).toBe(MESSAGES.examLocked);
    expect(expectErrorEnvelope(await call('POST', `${WEB_EXAM}/attempts`, demo), 409)).toBe(MESSAGES.examLocked);
  });

  it('starts with questions but no correct answers, resumes the same attempt, hides the key until submit', async () => {
    const learner = await member('peserta.kuis', { 'keamanan-aplikasi-web': 30 });
    const started = await call('POST', `${WEB_QUIZ}/attempts`, learner.token);
    expect(started.statusCode).toBe(201);
    const attempt = data<Attempt>(started);
    expect(attempt.status).toBe('in_progress');
    expect(attempt.questions).toHaveLength(3);
    expect(attempt.review).toBeNull();
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(10 * 60_000);
    for (const question of attempt.questions ?? []) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'points', 'prompt', 'type']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }

    const resumed = await call('POST', `${WEB_QUIZ}/attempts`, learner.token);
    expect(resumed.statusCode).toBe(200);
    expect(data<Attempt>(resumed).id).toBe(attempt.id);

    const saved = await call('PUT', `/api/member/attempts/${attempt.id}/answers`, learner.token, {
      answers: (await rightAnswers(attempt)).slice(0, 2),
    });
    expect(saved.statusCode).toBe(200);
    const read = await call('GET', `/api/member/attempts/${attempt.id}`, learner.token);
    const info = await call('GET', WEB_QUIZ, learner.token);
    expect(data<AssessmentInfo>(info).inProgress).toEqual({ id: attempt.id, deadline: attempt.deadline });
    for (const response of [started, resumed, saved, read, info]) {
      expect(response.body).not.toMatch(/isCorrect|correctOptionIds|acceptedAnswers|explanation/);
      for (const secret of SECRETS) expect(response.body.toLowerCase()).not.toContain(`"${secret.toLowerCase()}"`);
    }
    expect(data<Attempt>(read).answers).toHaveLength(2);

    const submitted = await call('POST', `/api/member/attempts/${attempt.id}/submit`, learner.token, {
      answers: (await rightAnswers(attempt)).slice(2),
    });
    expect(submitted.statusCode).toBe(200);
    const result = data<Attempt>(submitted);
    expect(result).toMatchObject({
      status: 'submitted',
      score: 100,
      passed: true,
      questions: null,
      awarded: PASS_AWARDS.quiz,
    });
    expect(result.review?.every((question) => question.correct && question.explanation.length > 0)).toBe(true);
    expect(data<Attempt>(await call('GET', `/api/member/attempts/${attempt.id}`, learner.token)).review).toHaveLength(
      3,
    );
    expect(
      expectErrorEnvelope(await call('POST', `/api/member/attempts/${attempt.id}/submit`, learner.token), 409),
    ).toBe(MESSAGES.alreadySubmitted);
    expect(
      expectErrorEnvelope(
        await call('PUT', `/api/member/attempts/${attempt.id}/answers`, learner.token, { answers: [] }),
        409,
      ),
    ).toBe(MESSAGES.alreadySubmitted);
  });

  it("never lets another member open, answer or submit someone's attempt", async () => {
    const owner = await member('pemilik.percobaan', { 'keamanan-aplikasi-web': 0 });
    const other = await member('member.lain', { 'keamanan-aplikasi-web': 0 });
    const attempt = data<Attempt>(await call('POST', `${WEB_QUIZ}/attempts`, owner.token));
    const answers = await rightAnswers(attempt);
    expect(expectErrorEnvelope(await call('GET', `/api/member/attempts/${attempt.id}`, other.token), 404)).toBe(
      MESSAGES.attemptNotFound,
    );
    expect(
      expectErrorEnvelope(
        await call('PUT', `/api/member/attempts/${attempt.id}/answers`, other.token, { answers }),
        404,
      ),
    ).toBe(MESSAGES.attemptNotFound);
    expect(
      expectErrorEnvelope(
        await call('POST', `/api/member/attempts/${attempt.id}/submit`, other.token, { answers }),
        404,
      ),
    ).toBe(MESSAGES.attemptNotFound);
    // Without a body too: whose attempt it is is decided before what is missing.
    expect(expectErrorEnvelope(await call('PUT', `/api/member/attempts/${attempt.id}/answers`, other.token), 404)).toBe(
      MESSAGES.attemptNotFound,
    );
    expect(expectErrorEnvelope(await call('POST', `/api/member/attempts/${attempt.id}/submit`, other.token), 404)).toBe(
      MESSAGES.attemptNotFound,
    );
    const [row] = await harness.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.id));
    expect(row).toMatchObject({ submittedAt: null, answers: {}, score: null });
    // The demo member's seeded attempt is not the new member's either.
    expect((await call('GET', '/api/member/attempts/1', owner.token)).statusCode).toBe(404);
  });

  it('checks answers against the attempt: unknown questions or options, two single-choice answers: 422', async () => {
    const learner = await member('peserta.validasi', { 'keamanan-aplikasi-web': 0 });
    const attempt = data<Attempt>(await call('POST', `${WEB_QUIZ}/attempts`, learner.token));
    const url = `/api/member/attempts/${attempt.id}/answers`;
    const single = attempt.questions?.find((question) => question.type === 'single');
    expect(
      expectErrorEnvelope(
        await call('PUT', url, learner.token, { answers: [{ questionId: 999_999, text: 'x' }] }),
        422,
      ),
    ).toBe(MESSAGES.unknownQuestion);
    expect(
      expectErrorEnvelope(
        await call('PUT', url, learner.token, { answers: [{ questionId: single?.id, optionIds: [999_999] }] }),
        422,
      ),
    ).toBe(MESSAGES.unknownOption);
    const twoOptions = single?.options.slice(0, 2).map((option) => option.id);
    expect(
      expectErrorEnvelope(
        await call('PUT', url, learner.token, { answers: [{ questionId: single?.id, optionIds: twoOptions }] }),
        422,
      ),
    ).toBe(MESSAGES.singleChoice);
    expect((await call('PUT', url, learner.token, { jawaban: [] })).statusCode).toBe(422);
    expect((await call('PUT', url, learner.token, { answers: 'semua' })).statusCode).toBe(422);
    expect(expectErrorEnvelope(await call('PUT', url, learner.token), 422)).toBe(MESSAGES.answersRequired);
  });

  it('enforces the time limit on the server: late answers do not count, only what was saved in time', async () => {
    const learner = await member('peserta.waktu', { 'keamanan-aplikasi-web': 0 });
    const attempt = data<Attempt>(await call('POST', `${WEB_QUIZ}/attempts`, learner.token));
    const answers = await rightAnswers(attempt);
    const url = `/api/member/attempts/${attempt.id}/answers`;
    expect((await call('PUT', url, learner.token, { answers: answers.slice(0, 1) })).statusCode).toBe(200);

    // Within the grace after the deadline an answer still counts…
    await moveDeadline(attempt.id, -5);
    expect((await call('PUT', url, learner.token, { answers: answers.slice(1, 2) })).statusCode).toBe(200);
    // …after it, it does not.
    await moveDeadline(attempt.id, -60);
    expect(expectErrorEnvelope(await call('PUT', url, learner.token, { answers }), 409)).toBe(MESSAGES.timeUp);
    const result = data<Attempt>(
      await call('POST', `/api/member/attempts/${attempt.id}/submit`, learner.token, { answers }),
    );
    // 2 of 3 one-point questions were saved in time: 66 < 70.
    expect(result).toMatchObject({ status: 'submitted', score: 66, passed: false, awarded: null });
    expect(result.submittedAt).toBe(result.deadline);
  });

  it('closes an attempt left open past its deadline with what was saved, when the member comes back', async () => {
    const learner = await member('peserta.lupa', { 'keamanan-aplikasi-web': 0 });
    const attempt = data<Attempt>(await call('POST', `${WEB_QUIZ}/attempts`, learner.token));
    await call('PUT', `/api/member/attempts/${attempt.id}/answers`, learner.token, {
      answers: await rightAnswers(attempt),
    });
    await moveDeadline(attempt.id, -3600);
    const info = data<AssessmentInfo>(await call('GET', WEB_QUIZ, learner.token));
    expect(info).toMatchObject({ inProgress: null, attemptsUsed: 1, bestScore: 100, passed: true });
    const [ledger] = await harness.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, learner.id), eq(pointLedger.source, 'quiz')));
    expect(ledger).toMatchObject({ points: PASS_AWARDS.quiz.points, reference: String(attempt.assessmentId) });
  });

  it('stops at the attempt limit', async () => {
    const learner = await member('peserta.batas', { 'keamanan-aplikasi-web': 0 });
    for (let attemptNumber = 1; attemptNumber <= 3; attemptNumber++) {
      const attempt = data<Attempt>(await call('POST', `${WEB_QUIZ}/attempts`, learner.token));
      expect((await call('POST', `/api/member/attempts/${attempt.id}/submit`, learner.token)).statusCode).toBe(200);
    }
    expect(expectErrorEnvelope(await call('POST', `${WEB_QUIZ}/attempts`, learner.token), 409)).toBe(
      MESSAGES.noAttemptsLeft,
    );
    expect(data<AssessmentInfo>(await call('GET', WEB_QUIZ, learner.token))).toMatchObject({
      attemptsUsed: 3,
      bestScore: 0,
      locked: MESSAGES.noAttemptsLeft,
    });
  });

  it('shuffles questions and options differently per member and per attempt', async () => {
    const first = await member('peserta.acak.satu', { 'dasar-dasar-keamanan-siber': 100 });
    const second = await member('peserta.acak.dua', { 'dasar-dasar-keamanan-siber': 100 });
    const layout = (attempt: Attempt) =>
      attempt.questions?.map((question) => [question.id, ...question.options.map((option) => option.id)]);
    const a = data<Attempt>(await call('POST', `${BASICS_EXAM}/attempts`, first.token));
    const b = data<Attempt>(await call('POST', `${BASICS_EXAM}/attempts`, second.token));
    expect(layout(a)).not.toEqual(layout(b));
    await call('POST', `/api/member/attempts/${a.id}/submit`, first.token);
    const again = data<Attempt>(await call('POST', `${BASICS_EXAM}/attempts`, first.token));
    expect(layout(again)).not.toEqual(layout(a));
    // Same questions, only the order differs.
    expect(new Set(layout(again)?.flat())).toEqual(new Set(layout(a)?.flat()));
  });

  it('awards points and XP once, on the first pass of the exam, and then counts the exam as passed', async () => {
    const learner = await member('peserta.lulus', { 'dasar-dasar-keamanan-siber': 100 });
    const [course] = await harness.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'dasar-dasar-keamanan-siber'));
    const [noExam] = await harness.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, 'analisis-malware'));
    expect(await hasPassedExam(harness.db, learner.id, course.id)).toBe(false);
    expect(await hasPassedExam(harness.db, learner.id, noExam.id)).toBe(true);

    const totals = async () =>
      (await harness.db.select({ point: users.point, xp: users.xp }).from(users).where(eq(users.id, learner.id)))[0];
    let examId = 0;
    for (const expected of [PASS_AWARDS.exam, null]) {
      const attempt = data<Attempt>(await call('POST', `${BASICS_EXAM}/attempts`, learner.token));
      examId = attempt.assessmentId;
      const result = data<Attempt>(
        await call('POST', `/api/member/attempts/${attempt.id}/submit`, learner.token, {
          answers: await rightAnswers(attempt),
        }),
      );
      expect(result).toMatchObject({ passed: true, score: 100, awarded: expected });
    }
    const ledger = await harness.db.select().from(pointLedger).where(eq(pointLedger.userId, learner.id));
    const exams = ledger.filter((entry) => entry.source === 'exam');
    expect(exams).toHaveLength(1);
    expect(exams[0]).toMatchObject({
      ...PASS_AWARDS.exam,
      reference: String(examId),
      description: 'Lulus ujian Dasar-Dasar Keamanan Siber',
    });
    // Passing the exam may also complete the course (modules/learning/completion.ts); the ledger explains the totals.
    expect(await totals()).toEqual({
      point: ledger.reduce((sum, entry) => sum + entry.points, 0),
      xp: ledger.reduce((sum, entry) => sum + entry.xp, 0),
    });
    expect(await hasPassedExam(harness.db, learner.id, course.id)).toBe(true);
  });
});
