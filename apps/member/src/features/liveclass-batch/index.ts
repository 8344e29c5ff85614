/**
 * A member's live-class batch (issue 18, decision 0040, API module `sessions`): the batch home with its sessions, the
 * member's attendance and the calendar file, and the per-user join page that records attendance and opens the
 * meeting room. The member's lists of live classes and trainings link to a batch home with `batchPagePath`.
 *
 * Its learning (decision 0041): the batch's content in the course player's frame (`batchPlayerLayout`), where the
 * learning and assessments features' pages sit with the batch's paths, plus the batch's own quiz list and
 * certificate page; the batch home shows progress, tests, the certificate, the leaderboard and the discussions.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { batchPagePath } from './parts/batch-paths';
// A corporate-training group's player (decision 0044) shows its tests as a batch's.
export { BatchTestsOutline } from './parts/batch-tests';
export { QuizzesAndTests } from './parts/quizzes-and-tests';

/** /member/liveclass/:liveclassSlug/:batchSlug — the batch's sessions, attendance and calendar. */
export const batchPage = lazyPage(
  () => import('./pages/batch-page'),
  (m) => m.BatchPage,
);

/** /member/liveclass/:liveclassSlug/:batchSlug/sesi/:sessionId/gabung — records attendance, opens the meeting. */
export const joinSessionPage = lazyPage(
  () => import('./pages/join-session-page'),
  (m) => m.JoinSessionPage,
);

/** The course player's frame around a batch's learning pages (modul, materi, kuis, tests, diskusi, sertifikat). */
export const batchPlayerLayout = lazyPage(
  () => import('./parts/batch-player-layout'),
  (m) => m.BatchPlayerLayout,
);

/** …/:batchSlug/quiz — every quiz and test of the batch with the member's standing. */
export const batchQuizzesPage = lazyPage(
  () => import('./pages/batch-quizzes-page'),
  (m) => m.BatchQuizzesPage,
);

/** …/:batchSlug/sertifikat/:certificateNumber? — the attendance certificate, or what it still needs. */
export const batchCertificatePage = lazyPage(
  () => import('./pages/batch-certificate-page'),
  (m) => m.BatchCertificatePage,
);
