/**
 * The member's classes (spec §2, API module `learning`): the dashboard, whose heart is where to continue and Kelas
 * Saya; Kelas Saya itself; the live classes with their orders; the training schedule; the Academy overview.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member — the dashboard: where to continue, points and XP, the latest notifications, Kelas Saya. */
export const dashboardPage = lazyPage(
  () => import('./pages/dashboard-page'),
  (m) => m.DashboardPage,
);

/** /member/kelas-saya */
export const myClassesPage = lazyPage(
  () => import('./pages/my-classes-page'),
  (m) => m.MyClassesPage,
);

/** /member/liveclass — the member's live classes and their orders. */
export const liveClassPage = lazyPage(
  () => import('./pages/liveclass-page'),
  (m) => m.LiveClassPage,
);

/** /member/training-index — the sessions of the member's live-class batches. */
export const trainingIndexPage = lazyPage(
  () => import('./pages/training-index-page'),
  (m) => m.TrainingIndexPage,
);

/** /member/academy — every learning product, with what the member follows in each. */
export const academyPage = lazyPage(
  () => import('./pages/academy-page'),
  (m) => m.AcademyPage,
);
