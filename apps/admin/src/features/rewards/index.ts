/** Rewards redeemed with points (decision 0022): the redemption queue and the catalogue as the staff keep it. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/hadiah */
export const rewardsPage = lazyPage(
  () => import('./pages/rewards-page'),
  (m) => m.RewardsPage,
);
