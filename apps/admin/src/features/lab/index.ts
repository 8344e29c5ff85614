/**
 * The cybersecurity lab, the staff's side (issue 17, decisions 0035 and 0038): CTF challenges with their flags,
 * hints and files, exercise labs, the submission log with the suspicious ones, the live scoreboard and the freeze.
 * Only lazy pages: nothing of the lab is in the remote's first chunk.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/lab/challenges */
export const labChallengesPage = lazyPage(
  () => import('./pages/challenges-page'),
  (m) => m.ChallengesPage,
);

/** /admin/lab/challenges/new */
export const labChallengeNewPage = lazyPage(
  () => import('./pages/challenge-editor-page'),
  (m) => m.ChallengeEditorPage,
);

/** /admin/lab/challenges/{challengeId} */
export const labChallengePage = lazyPage(
  () => import('./pages/challenge-editor-page'),
  (m) => m.ChallengeEditorPage,
);

/** /admin/lab/exercises */
export const labExercisesPage = lazyPage(
  () => import('./pages/exercises-page'),
  (m) => m.ExercisesPage,
);

/** /admin/lab/exercises/new */
export const labExerciseNewPage = lazyPage(
  () => import('./pages/exercise-editor-page'),
  (m) => m.ExerciseEditorPage,
);

/** /admin/lab/exercises/{exerciseId} */
export const labExercisePage = lazyPage(
  () => import('./pages/exercise-editor-page'),
  (m) => m.ExerciseEditorPage,
);

/** /admin/lab/submissions?challengeId=&username=&suspicious=true (the admins' notification links here). */
export const labSubmissionsPage = lazyPage(
  () => import('./pages/submissions-page'),
  (m) => m.SubmissionsPage,
);

/** /admin/lab/scoreboard?period=month — the live board. */
export const labScoreboardPage = lazyPage(
  () => import('./pages/scoreboard-page'),
  (m) => m.ScoreboardPage,
);

/** /admin/lab/settings — the scoreboard freeze. */
export const labSettingsPage = lazyPage(
  () => import('./pages/settings-page'),
  (m) => m.SettingsPage,
);
