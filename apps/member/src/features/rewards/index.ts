/** Rewards bought with points (decision 0022, API module `rewards`): the catalogue, redeeming, the redemptions. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

const rewardPages = () => import('./pages/reward-pages');

/** /member/reward */
export const rewardsPage = lazyPage(rewardPages, (m) => m.RewardsPage);

/** /member/reward/{slug} */
export const rewardDetailPage = lazyPage(rewardPages, (m) => m.RewardDetailPage);
