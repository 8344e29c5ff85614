/** Points and XP (issue 6, API module `points`): the member's totals and the ledger that explains them. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/point */
export const pointsPage = lazyPage(
  () => import('./pages/points-page'),
  (m) => m.PointsPage,
);
