// A batch's learning (decision 0041), through the API as members and the instructor use it: the batch's content
// opens to its members only and never appears as a course; the pre-test closes when the first session starts and the
// post-test opens after the last; attending earns XP on the batch's own leaderboard; the attendance certificate is
// issued once attendance reaches the threshold and the final test is passed, and verifies publicly; the instructor
// sees each member's scores and the normalised pre/post gain.
import {
  normalisedGain,
  SESSION_PATHS,
  type AssessmentInfo,
  type Attempt,
  type BatchParticipantsReport,
  type CoursePlayer,
  type MemberBatchHome,
  type MemberClass,
} from '@akademi-siber/util-contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  assessments,
  batchEnrollments,
  batchSessions,
  certificates,
  courses,
  liveClassBatches,
  notifications,
  pointLedger,
  trainingGroups,
} from '../../db/schema';
import { SEED_BATCH_LEARNING } from '../../db/seed-batch-learning';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { SEED_CORPORATE_TRAINING } from '../../db/seed-corporate-training';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount, issueToken } from '../../test/ownership';
import { loadQuestions } from '../assessments/repository';
import { ATTENDANCE_AWARD } from './batch-learning';

type Envelope<T> = { success: boolean; message: string; data: T };
const HOUR = 3_600_000;
const { liveClassSlug, slug: batchSlug, id: batchId } = SEED_CATALOG.runningBatch;
const CONTENT = `/api/member/kelas/${SEED_BATCH_LEARNING.contentSlug}`;

describe('learning in a live-class batch', () => {
  let harness: TestApp;
  let member: string;
  let author: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    member = await loginAs(harness.app, 'member');
    author = await loginAs(harness.app, 'author');
  });
  afterAll(() => harness.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: { statusCode: number; json: <U>() => U }) => {
    if (response.statusCode >= 300) throw new Error(JSON.stringify(response.json()));
    return response.json<Envelope<T>>().data;
  };
  const home = async (token = member) =>
    data<MemberBatchHome>(await call('GET', SESSION_PATHS.memberBatch(liveClassSlug, batchSlug), token));

  /** Takes a test start to submit, answering the first `right` questions correctly (from the bank, not the API). */
  async function take(path: string, token: string, right: number) {
    const attempt = data<Attempt>(await call('POST', `${path}/attempts`, token));
    const bank = await loadQuestions(harness.db, attempt.assessmentId);
    const answers = bank.map((question, index) => {
      const correct = index < right;
      if (question.type === 'short')
        return { questionId: question.id, text: correct ? question.acceptedAnswers[0] : 'x' };
      const option = question.options.find((candidate) => candidate.isCorrect === correct);
      return { questionId: question.id, optionIds: option ? [option.id] : [] };
    });
    return data<Attempt>(await call('POST', `/api/member/attempts/${attempt.id}/submit`, token, { answers }));
  }

  /** Moves every session of the batch so the first starts `firstInHours` from now, one a day, 3 hours each. */
  async function reschedule(firstInHours: number) {
    const sessions = await harness.db
      .select({ id: batchSessions.id })
      .from(batchSessions)
      .where(eq(batchSessions.batchId, batchId))
      .orderBy(batchSessions.startsAt);
    for (const [index, session] of sessions.entries()) {
      const startsAt = new Date(Date.now() + firstInHours * HOUR + index * 24 * HOUR);
      await harness.db
        .update(batchSessions)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3 * HOUR) })
        .where(eq(batchSessions.id, session.id));
    }
    return sessions.map((session) => session.id);
  }

  it("shows the member the batch's content, tests, certificate status and leaderboard", async () => {
    const { learning } = await home();
    expect(learning.contentSlug).toBe(SEED_BATCH_LEARNING.contentSlug);
    expect(learning.progress).toEqual({ completedMaterials: 0, totalMaterials: 5, percent: 0 });
    expect(learning.tests.map((test) => [test.kind, test.passed, test.bestScore])).toEqual([
      ['pre_test', false, 50],
      ['post_test', false, null],
      ['final_test', false, null],
    ]);
    // The first session has been held: the pre-test is closed; the last is days away: the post-test is not open.
    expect(learning.tests[0].locked).toMatch(/^Pre-test ditutup saat sesi pertama dimulai \(/);
    expect(learning.tests[1].locked).toMatch(/^Post-test dibuka setelah sesi terakhir selesai \(/);
    expect(learning.tests[2].locked).toBe('Selesaikan semua materi batch untuk membuka final test.');
    expect(learning.certificate).toEqual({
      number: null,
      attendance: { percent: 33, thresholdPercent: 75, met: false },
      test: { kind: 'final_test', title: 'Final test Workshop Secure Coding', passed: false },
    });
    // The three other participants attended the held session; the demo member's seeded attendance earned nothing.
    expect(learning.leaderboard.map((row) => [row.rank, row.xp, row.me])).toEqual([
      [1, ATTENDANCE_AWARD.xp, false],
      [2, ATTENDANCE_AWARD.xp, false],
      [3, ATTENDANCE_AWARD.xp, false],
    ]);
  });

  it('opens the content to members of the batch only, and never lists it as a course', async () => {
    const player = data<CoursePlayer>(await call('GET', CONTENT, member));
    expect(player.modules.map((module) => module.slug)).toEqual([...SEED_BATCH_LEARNING.moduleSlugs]);
    expect(player.modules[1].hasQuiz).toBe(true);

    const stranger = await createAccount(harness.db, 'member', 'bukan.peserta.batch');
    const strangerToken = await issueToken(harness.db, stranger.id);
    expect(expectErrorEnvelope(await call('GET', CONTENT, strangerToken), 403)).toBe(
      'Materi ini hanya untuk peserta batch. Daftar ke batch-nya dulu untuk mulai belajar.',
    );
    expect(expectErrorEnvelope(await call('GET', `${CONTENT}/pre-test`, strangerToken), 403)).toBe(
      'Tes ini hanya untuk peserta batch. Daftar ke batch-nya dulu.',
    );
    // Not in the catalogue, not buyable, not in Kelas Saya as a course.
    expect((await call('GET', `/api/courses/${SEED_BATCH_LEARNING.contentSlug}`, null)).statusCode).toBe(404);
    const classes = data<MemberClass[]>(await call('GET', '/api/member/kelas-saya?per_page=50', member));
    expect(classes.some((row) => row.slug === SEED_BATCH_LEARNING.contentSlug)).toBe(false);
    // A catalogue course has no pre-test.
    expect((await call('GET', '/api/member/kelas/keamanan-aplikasi-web/pre-test', member)).statusCode).toBe(404);
  });

  // Pre-test before the first session, post-test after the last, then the certificate.
  it('runs the tests in their windows, then issues the certificate', async () => {
    const sessionIds = await reschedule(2);
    const learner = await createAccount(harness.db, 'member', 'peserta.kelas.malam');
    const token = await issueToken(harness.db, learner.id);
    await harness.db.insert(batchEnrollments).values({ userId: learner.id, batchId, source: 'purchase' });

    // Before the first session: the pre-test is open, the post-test is not.
    expect(data<AssessmentInfo>(await call('GET', `${CONTENT}/pre-test`, token)).locked).toBeNull();
    expect(expectErrorEnvelope(await call('POST', `${CONTENT}/post-test/attempts`, token), 409)).toMatch(
      /^Post-test dibuka setelah sesi terakhir selesai/,
    );
    const pre = await take(`${CONTENT}/pre-test`, token, 1);
    expect(pre.score).toBe(25);

    // All sessions held; the learner joined none yet: the pre-test is closed, the post-test open.
    await reschedule(-24 * 3 - 4);
    expect(expectErrorEnvelope(await call('POST', `${CONTENT}/pre-test/attempts`, token), 409)).toMatch(
      /^Pre-test ditutup saat sesi pertama dimulai/,
    );
    const post = await take(`${CONTENT}/post-test`, token, 4);
    expect(post).toMatchObject({ score: 100, passed: true });

    // The instructor marks two of three sessions Hadir: 67 % is below the 75 % threshold.
    const record = (sessionId: number) =>
      SESSION_PATHS.authorAttendanceRecord(liveClassSlug, batchId, sessionId, 'peserta.kelas.malam');
    for (const sessionId of sessionIds.slice(0, 2)) {
      data(await call('PUT', record(sessionId), author, { status: 'hadir', reason: 'Hadir, tautan gagal dibuka' }));
    }
    let status = (await home(token)).learning;
    expect(status.certificate.attendance).toEqual({ percent: 67, thresholdPercent: 75, met: false });
    expect(status.leaderboard.find((row) => row.me)?.xp).toBe(2 * ATTENDANCE_AWARD.xp + 150 /* post-test */);

    // The third: attendance is met, but the final test is not passed yet (it opens after every material).
    data(await call('PUT', record(sessionIds[2]), author, { status: 'terlambat', reason: 'Masuk setelah jeda' }));
    status = (await home(token)).learning;
    expect(status.certificate).toMatchObject({ number: null, attendance: { percent: 100, met: true } });
    expect(status.tests.find((test) => test.kind === 'final_test')?.locked).toBe(
      'Selesaikan semua materi batch untuk membuka final test.',
    );
    const player = data<CoursePlayer>(await call('GET', CONTENT, token));
    for (const material of player.modules.flatMap((module) => module.materials)) {
      data(
        await call('PUT', `${CONTENT}/materi/${material.hashId}/progress`, token, {
          position_seconds: 0,
          completed: true,
        }),
      );
    }
    const final = await take(`${CONTENT}/ujian`, token, 3);
    expect(final.passed).toBe(true);

    status = (await home(token)).learning;
    const number = status.certificate.number;
    expect(number).toMatch(/^WSC-\d{6}-\d{4}$/);
    const [issued] = await harness.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, learner.id), eq(certificates.kind, 'attendance')));
    expect(issued).toMatchObject({ number, title: 'Workshop Secure Coding — Kelas Malam' });
    const verified = await call('GET', `/api/certificates/${number}`, null);
    expect(verified.statusCode).toBe(200);
    expect(JSON.stringify(verified.json())).toContain('Workshop Secure Coding — Kelas Malam');

    // The batch's XP is its own ledger: attendance, materials, tests — all tied to the batch's content.
    const [{ total }] = await harness.db
      .select({ total: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(and(eq(pointLedger.userId, learner.id), sql`${pointLedger.contentCourseId} is null`));
    expect(total).toBe(0);

    // The instructor's report: scores and the normalised gain (25 → 100 is a gain of 1).
    const report = data<BatchParticipantsReport>(
      await call('GET', `/api/author/liveclass/${liveClassSlug}/batches/${batchId}/participants`, author),
    );
    const row = report.participants.find((participant) => participant.username === 'peserta.kelas.malam');
    expect(row).toMatchObject({
      preTest: 25,
      postTest: 100,
      finalTest: 100,
      gain: 1,
      attendancePercent: 100,
      progress: 100,
      certificateNumber: number,
    });
    expect(report.averagePreTest).not.toBeNull();
    expect(normalisedGain(50, 75)).toBe(0.5);
    expect(normalisedGain(100, 100)).toBeNull();
  });

  it("links the member's discussion notifications to the batch's pages", async () => {
    const reply = await call('POST', `/api/author/diskusi/${SEED_BATCH_LEARNING.discussionHashId}/balasan`, author, {
      body: 'Rekaman sesi 2 menyusul malam ini.',
    });
    expect(reply.statusCode).toBe(201);
    const [note] = await harness.db
      .select({ link: notifications.link })
      .from(notifications)
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note.link).toBe(
      `/member/liveclass/${liveClassSlug}/${batchSlug}/diskusi/${SEED_BATCH_LEARNING.discussionHashId}`,
    );
  });

  it("keeps a corporate-training group's tests to the group's days", async () => {
    const [group] = await harness.db
      .select({ id: trainingGroups.id, contentCourseId: trainingGroups.contentCourseId })
      .from(trainingGroups)
      .where(eq(trainingGroups.slug, SEED_CORPORATE_TRAINING.groupSlug));
    for (const kind of ['pre_test', 'post_test'] as const) {
      await harness.db.insert(assessments).values({
        kind,
        courseId: group.contentCourseId!,
        title: kind,
        timeLimitMinutes: 10,
        attemptLimit: 2,
        passingScore: 60,
      });
    }
    const [content] = await harness.db
      .select({ slug: courses.slug })
      .from(courses)
      .where(eq(courses.id, group.contentCourseId!));
    const base = `/api/member/kelas/${content.slug}`;
    // The group is running: its pre-test has closed, its post-test waits for the last day.
    expect(data<AssessmentInfo>(await call('GET', `${base}/pre-test`, member)).locked).toMatch(
      /^Pre-test ditutup saat pelatihan dimulai \(/,
    );
    expect(data<AssessmentInfo>(await call('GET', `${base}/post-test`, member)).locked).toMatch(
      /^Post-test dibuka setelah pelatihan selesai \(/,
    );
    // Its sessions set the windows (decision 0045): once the last one has ended, the post-test is open.
    await harness.db
      .update(batchSessions)
      .set({ startsAt: new Date(Date.now() - 3 * HOUR), endsAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(batchSessions.groupId, group.id));
    expect(data<AssessmentInfo>(await call('GET', `${base}/post-test`, member)).locked).toBeNull();
    // A group without sessions keeps to its days.
    await harness.db.delete(batchSessions).where(eq(batchSessions.groupId, group.id));
    await harness.db
      .update(trainingGroups)
      .set({ startsAt: new Date(Date.now() - 3 * 24 * HOUR), endsAt: new Date(Date.now() + HOUR) })
      .where(eq(trainingGroups.id, group.id));
    expect(data<AssessmentInfo>(await call('GET', `${base}/post-test`, member)).locked).toMatch(
      /^Post-test dibuka setelah pelatihan selesai \(/,
    );
    await harness.db
      .update(trainingGroups)
      .set({ endsAt: new Date(Date.now() - HOUR) })
      .where(eq(trainingGroups.id, group.id));
    expect(data<AssessmentInfo>(await call('GET', `${base}/post-test`, member)).locked).toBeNull();
    // The group's discussions open to its participants as its content does.
    expect((await call('GET', `${base}/diskusi`, member)).statusCode).toBe(200);
    const outsider = await createAccount(harness.db, 'member', 'bukan.peserta.grup');
    expect((await call('GET', base, await issueToken(harness.db, outsider.id))).statusCode).toBe(403);
  });

  it("keeps the participants' report to the batch's instructor and admins", async () => {
    const path = `/api/author/liveclass/${liveClassSlug}/batches/${batchId}/participants`;
    const [batch] = await harness.db
      .select({ id: liveClassBatches.id })
      .from(liveClassBatches)
      .where(eq(liveClassBatches.id, batchId));
    expect(batch).toBeDefined();
    const other = await createAccount(harness.db, 'author', 'pengajar.lain.batch');
    expect((await call('GET', path, await issueToken(harness.db, other.id))).statusCode).toBe(404);
    expect((await call('GET', path, member)).statusCode).toBe(403);
    expect((await call('GET', path, await loginAs(harness.app, 'admin'))).statusCode).toBe(200);
  });
});
