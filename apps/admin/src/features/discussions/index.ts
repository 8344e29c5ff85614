/** Every course's discussions (decision 0021), on the staff views of feature-discussions. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/diskusi: the threads of all courses, filtered by course and by waiting for an answer. */
export const discussionsPage = lazyPage(
  () => import('./pages/discussions-page'),
  (m) => m.DiscussionsPage,
);

/** /admin/diskusi/{idHashDiscussion}: one thread. */
export const discussionPage = lazyPage(
  () => import('./pages/discussion-page'),
  (m) => m.DiscussionPage,
);
