/**
 * The pages of a cohort the instructor teaches (issue 18, decisions 0040, 0042 and 0045) — a live-class batch
 * (/author/liveclass/{liveclassSlug}/batch/{batchId}) or a corporate-training group
 * (/author/corporate-training/{trainingSlug}/group/{groupId}), the same pages for both: sessions and attendance (the
 * main page), materials, quizzes and tests (the content editor), discussions and the members' scores. One page module
 * serves both routes; the frame reads which cohort from the address. All load lazily, so importing this index pulls
 * in none of them; the home's lists take the page address from here.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { cohortPagePath, dateRange } from './parts/cohort-links';

/** /…/batch/{batchId}, /…/group/{groupId}: the cohort's sessions, its attendance grid and corrections. */
export const cohortAttendancePage = lazyPage(
  () => import('./pages/cohort-attendance-page'),
  (m) => m.CohortAttendancePage,
);

/** /…/materi: the cohort's modules and materials (the content editor). */
export const cohortMaterialsPage = lazyPage(
  () => import('./pages/cohort-content-pages'),
  (m) => m.CohortMaterialsPage,
);

/** /…/quiz: the cohort's pre-test, post-test, final test and module quizzes with their questions. */
export const cohortQuizPage = lazyPage(
  () => import('./pages/cohort-content-pages'),
  (m) => m.CohortQuizPage,
);

/** /…/diskusi: the members' questions in the cohort. */
export const cohortDiscussionsPage = lazyPage(
  () => import('./pages/cohort-discussion-pages'),
  (m) => m.CohortDiscussionsPage,
);

/** /…/diskusi/{idHashDiscussion}: one thread, answered and moderated. */
export const cohortDiscussionPage = lazyPage(
  () => import('./pages/cohort-discussion-pages'),
  (m) => m.CohortDiscussionPage,
);

/** /…/peserta: each member's scores and progress, with the cohort's averages. */
export const cohortParticipantsPage = lazyPage(
  () => import('./pages/cohort-participants-page'),
  (m) => m.CohortParticipantsPage,
);
