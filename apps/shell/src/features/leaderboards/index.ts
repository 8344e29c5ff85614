/** The public XP leaderboards (issue 6, `GET /api/leaderboards`). */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** /leaderboards */
export const leaderboardsPage = preloadablePage(
  () => import('./pages/leaderboards-page'),
  (m) => m.LeaderboardsPage,
);
