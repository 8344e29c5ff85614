/** The subscription plans members can buy (decision 0012): the list and the form to add or change one. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/paket-langganan */
export const plansPage = lazyPage(
  () => import('./pages/plans-page'),
  (m) => m.PlansPage,
);
