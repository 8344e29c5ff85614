/**
 * A member's live-class batch (issue 18, decision 0040, API module `sessions`): the batch home with its sessions, the
 * member's attendance and the calendar file, and the per-user join page that records attendance and opens the
 * meeting room. The member's lists of live classes and trainings link to a batch home with `batchPagePath`.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { batchPagePath } from './parts/batch-paths';

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
