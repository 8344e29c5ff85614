/**
 * A member's cohort (issue 18, decisions 0040, 0041 and 0045): a live-class batch, and what a corporate-training group
 * shares with it. The batch home with its sessions, the member's attendance and the calendar file; the per-user join
 * page of any cohort's session, which records attendance and opens the meeting room.
 *
 * Its learning: the cohort's content in the course player's frame (`batchPlayerLayout`; a group's frame is
 * `CohortPlayerLayout` with the group's answer, and so is a corporate program learning item's), where the learning and
 * assessments features' pages sit with the cohort's paths, plus the cohort's quiz list and attendance certificate
 * page; the home shows progress, tests, the certificate, the leaderboard and the discussions (`CohortLearningSections`,
 * as a group's home does too).
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

// A corporate-training group (decisions 0044, 0045) has sessions, attendance and learning as a batch has them.
export { cohortTag } from './data/liveclass-batch-api';
export { AttendanceSummary } from './parts/attendance-summary';
export { CohortLearningSections } from './parts/cohort-learning-sections';
export { CohortPlayerLayout } from './parts/cohort-player-layout';
// A corporate program's learning item (decision 0046) owns content as a cohort does: the same frame shows it.
export type { ProgramItemRef } from './parts/cohort-paths';
export { CohortSessions, sessionPolling } from './parts/cohort-sessions';
export type { CohortView } from './parts/cohort-view';

/** /member/liveclass/:liveclassSlug/:batchSlug — the batch's sessions, attendance and calendar. */
export const batchPage = lazyPage(
  () => import('./pages/batch-page'),
  (m) => m.BatchPage,
);

/** …/sesi/:sessionId/gabung of a batch or a group — records attendance, opens the meeting. */
export const joinSessionPage = lazyPage(
  () => import('./pages/join-session-page'),
  (m) => m.JoinSessionPage,
);

/** The course player's frame around a batch's learning pages (modul, materi, kuis, tests, diskusi, sertifikat). */
export const batchPlayerLayout = lazyPage(
  () => import('./parts/cohort-player-layout'),
  (m) => m.BatchPlayerLayout,
);

/** …/quiz of a batch or a group, inside its frame — every quiz and test with the member's standing. */
export const cohortQuizzesPage = lazyPage(
  () => import('./pages/cohort-quizzes-page'),
  (m) => m.CohortQuizzesPage,
);

/** …/sertifikat/:certificateNumber? of a batch or a group, inside its frame — the attendance certificate, or what it
 * still needs. */
export const cohortCertificatePage = lazyPage(
  () => import('./pages/cohort-certificate-page'),
  (m) => m.CohortCertificatePage,
);
