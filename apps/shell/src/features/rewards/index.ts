/** The public rewards catalogue (issue 6): what members redeem their points for. */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** /rewards */
export const rewardsPage = preloadablePage(
  () => import('./pages/rewards-page'),
  (m) => m.RewardsPage,
);
