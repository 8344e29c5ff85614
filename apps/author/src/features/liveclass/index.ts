/**
 * The instructor's live-class batches (issue 18, decision 0040): the author home's "Batch live class" section and
 * one batch's attendance page, where the instructor corrects a member's status with a reason. Both load lazily, so
 * importing this index pulls in neither.
 */
import { lazyPage, preloadablePage } from '@akademi-siber/feature-app-frame';

/** The author home's section listing the instructor's batches; render it inside a Suspense boundary. */
export const AuthorBatchesSection = preloadablePage(
  () => import('./parts/author-batches-section'),
  (m) => m.AuthorBatchesSection,
).Component;

/** /author/liveclass/{liveclassSlug}/batch/{batchId}: the batch's sessions, its attendance grid and corrections. */
export const batchAttendancePage = lazyPage(
  () => import('./pages/batch-attendance-page'),
  (m) => m.BatchAttendancePage,
);
