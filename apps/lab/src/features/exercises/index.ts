/**
 * Guided exercise labs (decision 0036): the list with the player's progress and one lab's ordered steps. Pages are
 * lazy route elements, so importing this index loads no page.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /lab/exercise-lab — the guided labs. */
export const exercisesPage = lazyPage(
  () => import('./pages/exercises-page'),
  (m) => m.ExercisesPage,
);

/** /lab/exercise-lab/:exerciseSlug — one lab's steps, resumed at the current one. */
export const exercisePage = lazyPage(
  () => import('./pages/exercise-page'),
  (m) => m.ExercisePage,
);
