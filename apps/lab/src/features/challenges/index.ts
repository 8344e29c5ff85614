/**
 * The CTF challenges (decision 0036): the catalogue by category and one challenge with its files, hints and flag
 * form. Pages are lazy route elements, so importing this index loads no page.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /lab — the challenges by category with the player's state. */
export const cataloguePage = lazyPage(
  () => import('./pages/catalogue-page'),
  (m) => m.CataloguePage,
);

/** /lab/ctf/:challengeSlug — one challenge. */
export const challengePage = lazyPage(
  () => import('./pages/challenge-page'),
  (m) => m.ChallengePage,
);

// The hint list with its cost dialog: an exercise step's hints work like a challenge's.
export { HintList } from './parts/hint-list-lazy';
