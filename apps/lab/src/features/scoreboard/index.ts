/** The lab scoreboard (decision 0036). The page is a lazy route element, so importing this index loads no page. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /lab/papan-skor — all time, this month, per classroom; the player's own rank. */
export const scoreboardPage = lazyPage(
  () => import('./pages/scoreboard-page'),
  (m) => m.ScoreboardPage,
);
