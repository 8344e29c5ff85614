/** Activation codes (decision 0012, API module `activation`): a code opens a course, a live class or a subscription. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/aktivasi-token */
export const activationPage = lazyPage(
  () => import('./pages/activation-page'),
  (m) => m.ActivationPage,
);
