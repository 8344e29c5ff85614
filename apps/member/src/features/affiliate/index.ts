/** The affiliate program (decision 0012, API module `affiliate`): join, share the link, commissions and payouts. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/afiliasi */
export const affiliatePage = lazyPage(
  () => import('./pages/affiliate-page'),
  (m) => m.AffiliatePage,
);
