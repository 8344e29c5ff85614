/** The manager's dashboard of one batch (spec §4), and the area's index that redirects to it. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

// The index route only redirects, so it stays in the remote's first chunk as before.
export { CorporateIndex } from './pages/corporate-index';

/** /corporate-program/dashboard/{batchId}/group/{corporateId} */
export const dashboardPage = lazyPage(
  () => import('./pages/dashboard-page'),
  (m) => m.DashboardPage,
);
