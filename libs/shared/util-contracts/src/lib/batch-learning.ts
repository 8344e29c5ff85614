// Learning in a live-class batch (issue 18, decision 0041): the batch's modules, materials, quizzes, discussions and
// final test are a course record the batch owns (its "content"), so the course player, the quiz engine and the
// discussions serve a batch through their own endpoints under `/api/member/kelas/{contentSlug}`. What only a batch
// has is here: the pre-test and post-test windows, the attendance certificate's requirements, the batch's own XP
// leaderboard, and the staff's view of every member's scores and progress.

const enc = encodeURIComponent;

/** The tests a batch can have besides its module quizzes. `final_test` is the content's exam. */
export const BATCH_TEST_KINDS = ['pre_test', 'post_test', 'final_test'] as const;
export type BatchTestKind = (typeof BATCH_TEST_KINDS)[number];

export const BATCH_TEST_LABELS: Readonly<Record<BatchTestKind, string>> = {
  pre_test: 'Pre-test',
  post_test: 'Post-test',
  final_test: 'Final test',
};

/** The segment after `/api/member/kelas/{contentSlug}/` of each test's info/attempt endpoints. */
export const BATCH_TEST_API_SEGMENTS: Readonly<Record<BatchTestKind, string>> = {
  pre_test: 'pre-test',
  post_test: 'post-test',
  final_test: 'ujian',
};

/** The segment after the member's batch page (`/member/liveclass/{lc}/{batch}/`) of each test's page. */
export const BATCH_TEST_PAGE_SEGMENTS: Readonly<Record<BatchTestKind, string>> = {
  pre_test: 'pre-test',
  post_test: 'post-test',
  final_test: 'final-test',
};

/** One test of the batch as the member's batch page shows it. */
export interface BatchTestStatus {
  kind: BatchTestKind;
  title: string;
  /** When it opens and closes (null: no bound). Pre-test: until the first session starts; post-test: after the last. */
  opensAt: string | null;
  closesAt: string | null;
  /** Why it cannot be taken now (Indonesian, safe to show); null when it can. */
  locked: string | null;
  passingScore: number;
  bestScore: number | null;
  passed: boolean;
}

/** What the attendance certificate needs, and whether the member has it yet. */
export interface BatchCertificateStatus {
  /** The certificate's number once issued. */
  number: string | null;
  attendance: { percent: number; thresholdPercent: number; met: boolean };
  /** The test that must be passed: the final test, or the post-test when the batch has no final test. */
  test: { kind: 'final_test' | 'post_test'; title: string; passed: boolean } | null;
}

export interface BatchLeaderboardEntry {
  rank: number;
  username: string;
  name: string;
  avatarUrl: string | null;
  /** XP earned in this batch only (attendance, materials, quizzes, tests). */
  xp: number;
  me: boolean;
}

/** The batch's learning part, added to `MemberBatchHome` (`GET /api/member/liveclass/:liveclassSlug/:batchSlug`). */
export interface MemberBatchLearning {
  /** The course-player slug of the batch's content: `/api/member/kelas/{slug}/…`. */
  contentSlug: string;
  /** The content's progress (materials done of all), as the course player counts it. */
  progress: { completedMaterials: number; totalMaterials: number; percent: number };
  tests: BatchTestStatus[];
  certificate: BatchCertificateStatus;
  /** The top ten by XP in this batch, plus the member's own row when it is not among them. */
  leaderboard: BatchLeaderboardEntry[];
}

/** One member's scores and progress as the staff see them. */
export interface BatchParticipantProgress {
  username: string;
  name: string;
  avatarUrl: string | null;
  /** Materials done, in percent of all. */
  progress: number;
  /** Hadir + Terlambat over all sessions, in percent. */
  attendancePercent: number;
  /** Best score of each module quiz, by module slug (absent: not taken). */
  quizScores: Record<string, number>;
  preTest: number | null;
  postTest: number | null;
  finalTest: number | null;
  /** Normalised gain (post − pre) / (100 − pre), in [−1, 1]; null without both scores or when pre is 100. */
  gain: number | null;
  certificateNumber: string | null;
  xp: number;
}

/** `GET /api/author/liveclass/:liveclassSlug/batches/:batchId/participants` (instructor and admins). */
export interface BatchParticipantsReport {
  contentSlug: string;
  modules: { slug: string; title: string; hasQuiz: boolean }[];
  participants: BatchParticipantProgress[];
  /** Mean of the members' normalised gains (only those who have one); null when nobody has one. */
  averageGain: number | null;
  /** Mean pre-test and post-test scores of those who took each. */
  averagePreTest: number | null;
  averagePostTest: number | null;
}

/** The normalised gain of one member (Hake): null when a score is missing or the pre-test was already 100. */
export function normalisedGain(pre: number | null, post: number | null): number | null {
  if (pre === null || post === null || pre >= 100) return null;
  return Math.round(((post - pre) / (100 - pre)) * 100) / 100;
}

export const BATCH_LEARNING_PATHS = {
  authorParticipants: (liveclassSlug: string, batchId: number) =>
    `/api/author/liveclass/${enc(liveclassSlug)}/batches/${batchId}/participants`,
} as const;

/** Pages of the member's batch (`/member/liveclass/{lc}/{batch}/…`). */
export const memberBatchSubpath = (liveclassSlug: string, batchSlug: string, rest: string) =>
  `/member/liveclass/${enc(liveclassSlug)}/${enc(batchSlug)}/${rest}`;
