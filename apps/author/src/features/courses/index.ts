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
