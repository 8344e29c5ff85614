/** The public profile at `/{username}` (spec §2), the route table's catch-all for one-segment paths. */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

export const publicProfilePage = preloadablePage(
  () => import('./pages/public-profile-page'),
  (m) => m.PublicProfilePage,
);
