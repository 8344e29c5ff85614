/**
 * The course player (decision 0020, API module `learning`): the player's frame around a course's overview, its
 * modules and one material, and the course's discussions (decision 0021), whose list is a section of the overview
 * and whose pages sit in the same frame. Module quizzes and the exam are the assessments feature's.
 *
 * A live-class batch's content is a course record too (decision 0041), and so is a corporate-training group's
 * (decision 0044) and a corporate program learning item's (decision 0046): the cohort frame builds theirs from
 * `PlayerFrame` with `nestedPlayerPaths`, and the same pages serve them (an item's home shows `PlayerOverview`).
 * (The parts and data re-exported here stay out of the remote's first chunk: see vite.config.mts.)
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

export { useGetCoursePlayerQuery } from './data/learning-api';
export { CourseDiscussions } from './parts/discussion-list';
export { PlayerOverview } from './parts/player-overview';
export {
  courseCertificatePath,
  nestedPlayerPaths,
  useOptionalPlayer,
  usePlayer,
  type PlayerContextValue,
  type PlayerLabels,
  type NestedSegments,
  type PlayerPaths,
} from './parts/player-context';
export { ExamOutline, OutlineEntry, OutlineList, OutlineSection, PlayerFrame } from './parts/player-frame';

const player = () => import('./parts/course-player-layout');
const overview = () => import('./pages/course-overview-pages');

/** /member/kelas/{courseSlug} and everything under it: the course, the member's progress and the outline. */
export const coursePlayerLayout = lazyPage(player, (m) => m.CoursePlayerLayout);

/** /member/kelas/{courseSlug} */
export const courseOverviewPage = lazyPage(overview, (m) => m.CourseOverviewPage);

/** /member/kelas/{courseSlug}/modul, and a batch's modul */
export const courseModulesPage = lazyPage(overview, (m) => m.CourseModulesPage);

/** /member/kelas/{courseSlug}/modul/{moduleSlug}/materi — to the module's first material. */
export const moduleMaterialsRedirect = lazyPage(overview, (m) => m.ModuleMaterialsRedirect);

/** /member/kelas/{courseSlug}/materi/{idHashMaterial}, and a batch's modul/{moduleSlug}/materi/{idHashMaterial} */
export const materialPage = lazyPage(
  () => import('./pages/material-page'),
  (m) => m.MaterialPage,
);

/** A batch's modul/{moduleSlug}/file: the module's file materials with their downloads. */
export const moduleFilesPage = lazyPage(
  () => import('./pages/module-files-page'),
  (m) => m.ModuleFilesPage,
);

/** /member/kelas/{courseSlug}/buat-diskusi (and a batch's) */
export const createDiscussionPage = lazyPage(
  () => import('./pages/discussion-create-page'),
  (m) => m.CreateDiscussionPage,
);

/** /member/kelas/{courseSlug}/diskusi/{idHashDiscussion} (and a batch's) */
export const discussionThreadPage = lazyPage(
  () => import('./pages/discussion-thread-page'),
  (m) => m.DiscussionThreadPage,
);
