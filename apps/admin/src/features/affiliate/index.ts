/** Affiliate payouts (decision 0012): the requests by status, marked paid or rejected with a note. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/afiliasi */
export const payoutsPage = lazyPage(
  () => import('./pages/payouts-page'),
  (m) => m.PayoutsPage,
);
