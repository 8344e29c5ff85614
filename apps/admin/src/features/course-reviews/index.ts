/** The review queue of courses authors submitted (decision 0053): the list, and one submission with its decision. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/tinjauan-kelas */
export const courseReviewsPage = lazyPage(
  () => import('./pages/course-reviews-page'),
  (m) => m.CourseReviewsPage,
);

/** /admin/tinjauan-kelas/{courseSlug} */
export const courseReviewPage = lazyPage(
  () => import('./pages/course-review-page'),
  (m) => m.CourseReviewPage,
);
