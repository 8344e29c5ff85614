/**
 * The public catalogue (issue 5), the pages of the API's catalog module: online courses, live classes and their
 * batches, corporate trainings and the request form, Cyber Insight events, the promo banners, and the home page's
 * sections (featured courses, live classes, events, testimonials, plans). The data is
 * @akademi-siber/data-access-catalog's, besides the promos and testimonials of data/.
 *
 * Everything here loads on first visit: the index holds only the lazy pages (downloadable ahead by link prefetch),
 * so the route table importing it adds no catalogue code to the shell's first chunk. Nothing the pages share is
 * re-exported: it would join that chunk.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

const liveClassPages = () => import('./pages/liveclass-pages');
const trainingPages = () => import('./pages/corporate-training-pages');
const eventPages = () => import('./pages/event-pages');

/** /belajar-online: the courses with search and filters. */
export const coursesPage = preloadablePage(
  () => import('./pages/courses-page'),
  (m) => m.CoursesPage,
);

/** /belajar-online/{slug} */
export const courseDetailPage = preloadablePage(
  () => import('./pages/course-detail-page'),
  (m) => m.CourseDetailPage,
);

/** /liveclass */
export const liveClassesPage = preloadablePage(liveClassPages, (m) => m.LiveClassesPage);

/** /liveclass/{liveClassSlug}/{batchSlug?} */
export const liveClassDetailPage = preloadablePage(liveClassPages, (m) => m.LiveClassDetailPage);

/** /corporate-training */
export const corporateTrainingPage = preloadablePage(trainingPages, (m) => m.CorporateTrainingPage);

/** /corporate-training/{slug}: a training; /corporate-training/{slug}/{group}: one of its company groups. */
export const corporateTrainingDetailPage = preloadablePage(trainingPages, (m) => m.CorporateTrainingDetailPage);

/** /corporate-trainings: every training and the request form. */
export const corporateTrainingsPage = preloadablePage(trainingPages, (m) => m.CorporateTrainingsPage);

/** /cyber-insight: upcoming and past events. */
export const eventsPage = preloadablePage(eventPages, (m) => m.EventsPage);

/** /cyber-insight/{eventId} */
export const eventDetailPage = preloadablePage(eventPages, (m) => m.EventDetailPage);

/** /promo */
export const promoPage = preloadablePage(
  () => import('./pages/promo-page'),
  (m) => m.PromoPage,
);

/** The home page's sections with data, loaded after its hero (their own chunk, so the first page stays small). */
export const homeSections = preloadablePage(
  () => import('./parts/home-sections'),
  (m) => m.HomeSections,
);
