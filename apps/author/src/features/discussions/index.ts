/** The discussions of the author's courses (spec §2, decision 0021), on the staff views of feature-discussions. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /author/kelas/{courseSlug}: a course's threads. */
export const courseDiscussionsPage = lazyPage(
  () => import('./pages/course-discussions-page'),
  (m) => m.CourseDiscussionsPage,
);

/** /author/kelas/{courseSlug}/buat-diskusi: the author starts a thread. */
export const createDiscussionPage = lazyPage(
  () => import('./pages/create-discussion-page'),
  (m) => m.CreateDiscussionPage,
);

/** /author/kelas/{courseSlug}/diskusi/{idHashDiscussion}: one thread. */
export const discussionPage = lazyPage(
  () => import('./pages/discussion-page'),
  (m) => m.DiscussionPage,
);
