/**
 * The admin's live classes and batches (issue 18, decision 0043): the list with its live-class and batch dialogs,
 * and one batch's page with its members, orders, attendance (feature-attendance), certificates and instructor.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/liveclass */
export const liveClassesPage = lazyPage(
  () => import('./pages/liveclasses-page'),
  (m) => m.LiveClassesPage,
);

/** /admin/liveclass/{liveclassSlug}/batch/{batchId} */
export const liveClassBatchPage = lazyPage(
  () => import('./pages/batch-page'),
  (m) => m.BatchPage,
);
