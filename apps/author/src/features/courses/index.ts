/**
 * The author's courses (GET /api/author/courses): the home page that lists them, and the query other features read
 * a course's title from. Pages are lazy route elements, so importing this index loads no page.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { useGetAuthorCoursesQuery } from './data/courses-api';

/** /author — the instructor's home: their courses with student counts. */
export const homePage = lazyPage(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
);

/** /author/kelas-baru — a new course, made as a draft (decision 0053). */
export const newCoursePage = lazyPage(
  () => import('./pages/new-course-page'),
  (m) => m.NewCoursePage,
);

/** /author/kelas/{courseSlug} — the course builder's pages: Ringkasan, Pengaturan, Materi, Kuis & Ujian. */
export const courseOverviewPage = lazyPage(
  () => import('./pages/course-overview-page'),
  (m) => m.CourseOverviewPage,
);
export const courseSettingsPage = lazyPage(
  () => import('./pages/course-settings-page'),
  (m) => m.CourseSettingsPage,
);
export const courseMaterialsPage = lazyPage(
  () => import('./pages/course-content-pages'),
  (m) => m.CourseMaterialsPage,
);
export const courseQuizPage = lazyPage(
  () => import('./pages/course-content-pages'),
  (m) => m.CourseQuizPage,
);
