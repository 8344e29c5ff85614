/**
 * The member's subscription (decision 0012, API module `subscriptions`): its state and the plans to buy or extend
 * it with. Buying a plan is a checkout of the orders feature (/member/subscription/checkout).
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/subscription */
export const subscriptionPage = lazyPage(
  () => import('./pages/subscription-page'),
  (m) => m.SubscriptionPage,
);
