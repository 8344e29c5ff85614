// What only a cohort — a batch or a group (decisions 0041, 0045) — adds to the course player's model: when its
// pre-test and post-test are open, the attendance certificate (attendance at or above the cohort's threshold and the
// final test — or, without one, the post-test — passed), points for attending, the cohort's own XP leaderboard, and
// the staff's view of every member's scores, progress and normalised pre/post gain.
import {
  BATCH_TEST_LABELS,
  normalisedGain,
  type BatchCertificateStatus,
  type BatchLeaderboardEntry,
  type BatchParticipantsReport,
  type BatchTestKind,
  type BatchTestStatus,
  type MemberBatchLearning,
} from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import {
  assessmentAttempts,
  assessments,
  batchSessions,
  certificates,
  courseModules,
  enrollments,
  materials,
  pointLedger,
  sessionAttendance,
  trainingGroups,
  users,
} from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { issueAttendanceCertificate } from '../certificates';
import { awardPoints } from '../points';
import { cohortContent, cohortMembers, cohortOfContent, cohortSessionTimes, sessionsOf, type Cohort } from './cohort';

/** What attending one session earns, once per session (ledger source `attendance`, reference the session id). */
export const ATTENDANCE_AWARD = { points: 10, xp: 30 } as const;

const LEADERBOARD_SIZE = 10;

type AssessmentKind = 'exam' | 'pre_test' | 'post_test';
const KIND_OF_TEST: Readonly<Record<BatchTestKind, AssessmentKind>> = {
  pre_test: 'pre_test',
  post_test: 'post_test',
  final_test: 'exam',
};

const dateTime = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const when = (date: Date) => `${dateTime.format(date).replace('.', ':')} WIB`;

export const TEST_MESSAGES = {
  preTestClosed: (at: Date) => `Pre-test ditutup saat sesi pertama dimulai (${when(at)}).`,
  postTestNotYet: (at: Date) => `Post-test dibuka setelah sesi terakhir selesai (${when(at)}).`,
  groupPreTestClosed: (at: Date) => `Pre-test ditutup saat pelatihan dimulai (${when(at)}).`,
  groupPostTestNotYet: (at: Date) => `Post-test dibuka setelah pelatihan selesai (${when(at)}).`,
  postTestNoSessions: 'Post-test dibuka setelah sesi terakhir selesai; jadwal sesi batch ini belum ada.',
  finalTestLocked: 'Selesaikan semua materi batch untuk membuka final test.',
  groupWithoutContent: 'Grup ini belum punya pengajar, jadi materi dan nilainya belum ada.',
} as const;

interface SessionTimes {
  startsAt: Date;
  endsAt: Date;
}

/** When a batch's test is open: the pre-test until the first session starts, the post-test after the last ends. */
export function testWindow(kind: AssessmentKind, sessions: readonly SessionTimes[]) {
  if (sessions.length === 0 || kind === 'exam') return { opensAt: null, closesAt: null };
  const first = Math.min(...sessions.map((session) => session.startsAt.getTime()));
  const last = Math.max(...sessions.map((session) => session.endsAt.getTime()));
  return kind === 'pre_test'
    ? { opensAt: null, closesAt: new Date(first) }
    : { opensAt: new Date(last), closesAt: null };
}

/**
 * Why a batch's test cannot be started now because of the batch (null when it can): the pre-test's and post-test's
 * windows, and for the final test every material done (a batch without materials needs none).
 */
export function batchTestLock(
  kind: AssessmentKind,
  sessions: readonly SessionTimes[],
  progress: { done: number; total: number },
  now: Date,
  owner: 'batch' | 'group' = 'batch',
): string | null {
  if (kind === 'exam')
    return progress.total > 0 && progress.done < progress.total ? TEST_MESSAGES.finalTestLocked : null;
  const window = testWindow(kind, sessions);
  if (kind === 'pre_test') {
    if (!window.closesAt || now.getTime() < window.closesAt.getTime()) return null;
    return owner === 'group'
      ? TEST_MESSAGES.groupPreTestClosed(window.closesAt)
      : TEST_MESSAGES.preTestClosed(window.closesAt);
  }
  if (!window.opensAt) return TEST_MESSAGES.postTestNoSessions;
  if (now.getTime() >= window.opensAt.getTime()) return null;
  return owner === 'group'
    ? TEST_MESSAGES.groupPostTestNotYet(window.opensAt)
    : TEST_MESSAGES.postTestNotYet(window.opensAt);
}

/**
 * The schedule a content's tests follow: its cohort's sessions, or — for a group that has none — the group's days as
 * one span (pre-test until it starts, post-test once it ends; decision 0044).
 */
export async function contentSchedule(
  db: Executor,
  contentCourseId: number,
): Promise<{ owner: 'batch' | 'group'; sessions: SessionTimes[] } | undefined> {
  const info = await cohortOfContent(db, contentCourseId);
  if (!info) return undefined;
  const sessions = await cohortSessionTimes(db, info.cohort);
  if (info.cohort.owner === 'group' && sessions.length === 0) {
    const [group] = await db
      .select({ startsAt: trainingGroups.startsAt, endsAt: trainingGroups.endsAt })
      .from(trainingGroups)
      .where(eq(trainingGroups.id, info.cohort.id));
    return { owner: 'group', sessions: group ? [group] : [] };
  }
  return { owner: info.cohort.owner, sessions };
}

/** Materials of the content, and how many of them this member has done. */
export async function contentProgress(db: Executor, userId: number, contentCourseId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(${materials.id})::int`,
      done: sql<number>`(select count(*)::int from material_progress mp
        join materials m on m.id = mp.material_id join course_modules cm on cm.id = m.module_id
        where cm.course_id = ${contentCourseId} and mp.user_id = ${userId} and mp.completed_at is not null)`,
    })
    .from(materials)
    .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
    .where(eq(courseModules.courseId, contentCourseId));
  return { total: Number(row?.total ?? 0), done: Number(row?.done ?? 0) };
}

/** The content's tests with each one's settings. */
function contentTests(db: Executor, contentCourseId: number) {
  return db
    .select({
      id: assessments.id,
      kind: assessments.kind,
      title: assessments.title,
      passingScore: assessments.passingScore,
      attemptLimit: assessments.attemptLimit,
    })
    .from(assessments)
    .where(
      and(eq(assessments.courseId, contentCourseId), inArray(assessments.kind, ['exam', 'pre_test', 'post_test'])),
    );
}

/** Submitted attempts of these assessments: every member's, or one member's. */
function submittedAttempts(db: Executor, assessmentIds: number[], userId?: number) {
  if (assessmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assessmentId: assessmentAttempts.assessmentId,
      userId: assessmentAttempts.userId,
      score: assessmentAttempts.score,
      passed: assessmentAttempts.passed,
    })
    .from(assessmentAttempts)
    .where(
      and(
        inArray(assessmentAttempts.assessmentId, assessmentIds),
        isNotNull(assessmentAttempts.submittedAt),
        userId === undefined ? undefined : eq(assessmentAttempts.userId, userId),
      ),
    );
}

async function attendedCount(db: Executor, userId: number, cohort: Cohort) {
  const [row] = await db
    .select({ attended: sql<number>`count(*)::int` })
    .from(sessionAttendance)
    .innerJoin(batchSessions, eq(batchSessions.id, sessionAttendance.sessionId))
    .where(
      and(
        sessionsOf(cohort),
        eq(sessionAttendance.userId, userId),
        inArray(sessionAttendance.status, ['hadir', 'terlambat']),
      ),
    );
  return Number(row?.attended ?? 0);
}

const percentOf = (part: number, total: number) => (total === 0 ? 0 : Math.round((part / total) * 100));

async function certificateNumberOf(db: Executor, userId: number, contentCourseId: number) {
  const [row] = await db
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, userId),
        eq(certificates.courseId, contentCourseId),
        eq(certificates.kind, 'attendance'),
      ),
    );
  return row?.number ?? null;
}

/** Where a member stands on the attendance certificate. */
export async function certificateStatus(
  db: Executor,
  userId: number,
  cohort: { cohort: Cohort; thresholdPercent: number },
  contentCourseId: number,
): Promise<BatchCertificateStatus> {
  const [sessions, attended, tests, number] = await Promise.all([
    cohortSessionTimes(db, cohort.cohort),
    attendedCount(db, userId, cohort.cohort),
    contentTests(db, contentCourseId),
    certificateNumberOf(db, userId, contentCourseId),
  ]);
  const percent = percentOf(attended, sessions.length);
  const required = tests.find((test) => test.kind === 'exam') ?? tests.find((test) => test.kind === 'post_test');
  const attempts = required ? await submittedAttempts(db, [required.id], userId) : [];
  return {
    number,
    attendance: {
      percent,
      thresholdPercent: cohort.thresholdPercent,
      met: sessions.length > 0 && percent >= cohort.thresholdPercent,
    },
    test: required
      ? {
          kind: required.kind === 'exam' ? 'final_test' : 'post_test',
          title: required.title,
          passed: attempts.some((attempt) => attempt.passed === true),
        }
      : null,
  };
}

/**
 * Issues the member's attendance certificate when it is earned (inside the caller's transaction: a join, a
 * correction, a passed test). Returns its number when it was issued now.
 */
export async function issueAttendanceCertificateIfEarned(
  tx: Transaction,
  userId: number,
  contentCourseId: number,
): Promise<string | null> {
  const cohort = await cohortOfContent(tx, contentCourseId);
  if (!cohort) return null;
  const status = await certificateStatus(tx, userId, cohort, contentCourseId);
  if (status.number || !status.attendance.met || (status.test && !status.test.passed)) return null;
  const { number, created } = await issueAttendanceCertificate(tx, {
    userId,
    contentCourseId,
    codeSlug: cohort.parentSlug,
    title: `${cohort.parentTitle} — ${cohort.name}`,
  });
  return created ? number : null;
}

/** Points and XP for attending a session (once per session), then the certificate if it is now earned. */
export async function afterAttendance(
  tx: Transaction,
  input: { userId: number; cohort: Cohort; sessionId: number; sessionTitle: string; attended: boolean },
) {
  const content = await cohortContent(tx, input.cohort);
  if (!content) return;
  if (input.attended) {
    await awardPoints(tx, input.userId, {
      ...ATTENDANCE_AWARD,
      source: 'attendance',
      reference: String(input.sessionId),
      description: `Hadir di sesi ${input.sessionTitle}`,
      contentCourseId: content.courseId,
    });
  }
  await issueAttendanceCertificateIfEarned(tx, input.userId, content.courseId);
}

/** The top members by XP earned in this content, plus the asking member's own row when not among them. */
export async function leaderboard(db: Executor, contentCourseId: number, userId: number) {
  const xp = sql<number>`sum(${pointLedger.xp})::int`;
  const rows = await db
    .select({ userId: pointLedger.userId, username: users.username, name: users.name, avatarUrl: users.avatarUrl, xp })
    .from(pointLedger)
    .innerJoin(users, eq(users.id, pointLedger.userId))
    .where(eq(pointLedger.contentCourseId, contentCourseId))
    .groupBy(pointLedger.userId, users.username, users.name, users.avatarUrl)
    .orderBy(desc(xp), asc(users.name), asc(pointLedger.userId));
  const ranked: BatchLeaderboardEntry[] = rows.map((row, index) => ({
    rank: index + 1,
    username: row.username,
    name: row.name,
    avatarUrl: row.avatarUrl,
    xp: Number(row.xp),
    me: row.userId === userId,
  }));
  const top = ranked.slice(0, LEADERBOARD_SIZE);
  const own = ranked.find((entry) => entry.me);
  return own && !top.includes(own) ? [...top, own] : top;
}

/** The learning part of a member's cohort page; null for a group without content yet. */
export async function memberLearning(
  db: Executor,
  userId: number,
  cohort: { cohort: Cohort; thresholdPercent: number },
  now: Date,
): Promise<MemberBatchLearning | null> {
  const content = await cohortContent(db, cohort.cohort);
  if (!content) return null;
  const [progress, schedule, tests, certificate, board] = await Promise.all([
    contentProgress(db, userId, content.courseId),
    contentSchedule(db, content.courseId),
    contentTests(db, content.courseId),
    certificateStatus(db, userId, cohort, content.courseId),
    leaderboard(db, content.courseId, userId),
  ]);
  const attempts = await submittedAttempts(
    db,
    tests.map((test) => test.id),
    userId,
  );
  const sessions = schedule?.sessions ?? [];
  const order: BatchTestKind[] = ['pre_test', 'post_test', 'final_test'];
  const statuses: BatchTestStatus[] = order.flatMap((kind) => {
    const test = tests.find((candidate) => candidate.kind === KIND_OF_TEST[kind]);
    if (!test) return [];
    const own = attempts.filter((attempt) => attempt.assessmentId === test.id);
    const scores = own.map((attempt) => attempt.score ?? 0);
    const passed = own.some((attempt) => attempt.passed === true);
    const window = testWindow(KIND_OF_TEST[kind], sessions);
    const lock =
      batchTestLock(KIND_OF_TEST[kind], sessions, progress, now, schedule?.owner) ??
      (own.length >= test.attemptLimit ? 'Kesempatan mengerjakan sudah habis.' : null);
    return [
      {
        kind,
        title: test.title || BATCH_TEST_LABELS[kind],
        opensAt: window.opensAt?.toISOString() ?? null,
        closesAt: window.closesAt?.toISOString() ?? null,
        locked: lock,
        passingScore: test.passingScore,
        bestScore: scores.length > 0 ? Math.max(...scores) : null,
        passed,
      },
    ];
  });
  return {
    contentSlug: content.slug,
    progress: {
      completedMaterials: progress.done,
      totalMaterials: progress.total,
      percent: percentOf(progress.done, progress.total),
    },
    tests: statuses,
    certificate,
    leaderboard: board,
  };
}

/** Every member's scores and progress, with the pre/post gain (instructor and admins). */
export async function participantsReport(db: Executor, cohort: Cohort): Promise<BatchParticipantsReport> {
  const content = await cohortContent(db, cohort);
  if (!content) throw new ApiError(409, TEST_MESSAGES.groupWithoutContent);
  const [members, modules, allTests, sessions, progressRows, attendanceRows, certificateRows, xpRows] =
    await Promise.all([
      cohortMembers(db, cohort),
      db
        .select({
          id: courseModules.id,
          slug: courseModules.slug,
          title: courseModules.title,
          quizId: assessments.id,
        })
        .from(courseModules)
        .leftJoin(assessments, and(eq(assessments.moduleId, courseModules.id), eq(assessments.kind, 'quiz')))
        .where(eq(courseModules.courseId, content.courseId))
        .orderBy(asc(courseModules.order), asc(courseModules.id)),
      contentTests(db, content.courseId),
      cohortSessionTimes(db, cohort),
      db
        .select({ userId: enrollments.userId, progress: enrollments.progress })
        .from(enrollments)
        .where(eq(enrollments.courseId, content.courseId)),
      db
        .select({ userId: sessionAttendance.userId, attended: sql<number>`count(*)::int` })
        .from(sessionAttendance)
        .innerJoin(batchSessions, eq(batchSessions.id, sessionAttendance.sessionId))
        .where(and(sessionsOf(cohort), inArray(sessionAttendance.status, ['hadir', 'terlambat'])))
        .groupBy(sessionAttendance.userId),
      db
        .select({ userId: certificates.userId, number: certificates.number })
        .from(certificates)
        .where(and(eq(certificates.courseId, content.courseId), eq(certificates.kind, 'attendance'))),
      db
        .select({ userId: pointLedger.userId, xp: sql<number>`sum(${pointLedger.xp})::int` })
        .from(pointLedger)
        .where(eq(pointLedger.contentCourseId, content.courseId))
        .groupBy(pointLedger.userId),
    ]);
  const quizIds = modules.flatMap((module) => (module.quizId === null ? [] : [module.quizId]));
  const attempts = await submittedAttempts(db, [...quizIds, ...allTests.map((test) => test.id)]);
  const best = new Map<string, number>();
  for (const attempt of attempts) {
    const key = `${attempt.assessmentId}:${attempt.userId}`;
    best.set(key, Math.max(best.get(key) ?? 0, attempt.score ?? 0));
  }
  const bestOf = (assessmentId: number | undefined, userId: number) =>
    assessmentId === undefined ? null : (best.get(`${assessmentId}:${userId}`) ?? null);
  const testId = (kind: AssessmentKind) => allTests.find((test) => test.kind === kind)?.id;
  const progressOf = new Map(progressRows.map((row) => [row.userId, row.progress]));
  const attendedOf = new Map(attendanceRows.map((row) => [row.userId, Number(row.attended)]));
  const certificateOf = new Map(certificateRows.map((row) => [row.userId, row.number]));
  const xpOf = new Map(xpRows.map((row) => [row.userId, Number(row.xp)]));

  const participants = members.map((member) => {
    const quizScores: Record<string, number> = {};
    for (const module of modules) {
      const score = module.quizId === null ? null : bestOf(module.quizId, member.id);
      if (score !== null) quizScores[module.slug] = score;
    }
    const preTest = bestOf(testId('pre_test'), member.id);
    const postTest = bestOf(testId('post_test'), member.id);
    return {
      username: member.username,
      name: member.name,
      avatarUrl: member.avatarUrl,
      progress: progressOf.get(member.id) ?? 0,
      attendancePercent: percentOf(attendedOf.get(member.id) ?? 0, sessions.length),
      quizScores,
      preTest,
      postTest,
      finalTest: bestOf(testId('exam'), member.id),
      gain: normalisedGain(preTest, postTest),
      certificateNumber: certificateOf.get(member.id) ?? null,
      xp: xpOf.get(member.id) ?? 0,
    };
  });
  const mean = (values: number[]) =>
    values.length === 0
      ? null
      : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
  const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
  return {
    contentSlug: content.slug,
    modules: modules.map((module) => ({ slug: module.slug, title: module.title, hasQuiz: module.quizId !== null })),
    participants,
    averageGain: mean(present(participants.map((row) => row.gain))),
    averagePreTest: mean(present(participants.map((row) => row.preTest))),
    averagePostTest: mean(present(participants.map((row) => row.postTest))),
  };
}
