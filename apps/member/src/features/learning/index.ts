/**
 * The course player (decision 0020, API module `learning`): the player's frame around a course's overview, its
 * modules and one material, and the course's discussions (decision 0021), whose list is a section of the overview
 * and whose pages sit in the same frame. Module quizzes and the exam are the assessments feature's.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

const player = () => import('./parts/course-player-layout');
const overview = () => import('./pages/course-overview-pages');

/** /member/kelas/{courseSlug} and everything under it: the course, the member's progress and the outline. */
export const coursePlayerLayout = lazyPage(player, (m) => m.CoursePlayerLayout);

/** /member/kelas/{courseSlug} */
export const courseOverviewPage = lazyPage(overview, (m) => m.CourseOverviewPage);

/** /member/kelas/{courseSlug}/modul */
export const courseModulesPage = lazyPage(overview, (m) => m.CourseModulesPage);

/** /member/kelas/{courseSlug}/modul/{moduleSlug}/materi — to the module's first material. */
export const moduleMaterialsRedirect = lazyPage(overview, (m) => m.ModuleMaterialsRedirect);

/** /member/kelas/{courseSlug}/materi/{idHashMaterial} */
export const materialPage = lazyPage(
  () => import('./pages/material-page'),
  (m) => m.MaterialPage,
);

/** /member/kelas/{courseSlug}/buat-diskusi */
export const createDiscussionPage = lazyPage(
  () => import('./pages/discussion-create-page'),
  (m) => m.CreateDiscussionPage,
);

/** /member/kelas/{courseSlug}/diskusi/{idHashDiscussion} */
export const discussionThreadPage = lazyPage(
  () => import('./pages/discussion-thread-page'),
  (m) => m.DiscussionThreadPage,
);
