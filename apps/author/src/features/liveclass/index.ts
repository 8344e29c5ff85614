/**
 * The instructor's live-class batches (issue 18, decisions 0040 and 0042): the author home's "Batch live class"
 * section and one batch's pages — sessions and attendance (its main page), materials, quizzes and tests (the content
 * editor), discussions and the members' scores. All load lazily, so importing this index pulls in none of them.
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

/** /…/batch/{batchId}/materi: the batch's modules and materials (the content editor). */
export const batchMaterialsPage = lazyPage(
  () => import('./pages/batch-content-pages'),
  (m) => m.BatchMaterialsPage,
);

/** /…/batch/{batchId}/quiz: the batch's pre-test, post-test, final test and module quizzes with their questions. */
export const batchQuizPage = lazyPage(
  () => import('./pages/batch-content-pages'),
  (m) => m.BatchQuizPage,
);

/** /…/batch/{batchId}/diskusi: the members' questions in the batch. */
export const batchDiscussionsPage = lazyPage(
  () => import('./pages/batch-discussion-pages'),
  (m) => m.BatchDiscussionsPage,
);

/** /…/batch/{batchId}/diskusi/{idHashDiscussion}: one thread, answered and moderated. */
export const batchDiscussionPage = lazyPage(
  () => import('./pages/batch-discussion-pages'),
  (m) => m.BatchDiscussionPage,
);

/** /…/batch/{batchId}/peserta: each member's scores and progress, with the batch's averages. */
export const batchParticipantsPage = lazyPage(
  () => import('./pages/batch-participants-page'),
  (m) => m.BatchParticipantsPage,
);
