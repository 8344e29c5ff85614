/** What companies asked for through the public corporate-training form, newest first. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/permintaan-pelatihan */
export const trainingRequestsPage = lazyPage(
  () => import('./pages/training-requests-page'),
  (m) => m.TrainingRequestsPage,
);
