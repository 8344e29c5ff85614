/**
 * Activation codes (decision 0012): batches of codes that open a course, a live-class batch or a subscription plan
 * without payment, the form that generates one, and the codes of a batch with their CSV.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/token-aktivasi */
export const activationBatchesPage = lazyPage(
  () => import('./pages/activation-batches-page'),
  (m) => m.ActivationBatchesPage,
);

/** /admin/token-aktivasi/{batchId} */
export const activationBatchPage = lazyPage(
  () => import('./pages/activation-batch-page'),
  (m) => m.ActivationBatchPage,
);
