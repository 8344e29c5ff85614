/**
 * The member's corporate-training groups (issue 18, decision 0044): the list and a group's home, which leads into
 * the group's content in the course player's frame at the group's own path (as a live-class batch's). Pages are
 * lazy route elements.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /member/corporate-training */
export const trainingGroupsPage = lazyPage(
  () => import('./pages/groups-page'),
  (m) => m.GroupsPage,
);

/** /member/corporate-training/{trainingSlug}/{groupSlug} */
export const trainingGroupPage = lazyPage(
  () => import('./pages/group-page'),
  (m) => m.GroupPage,
);

/** The course player's frame around a group's learning pages (modul, materi, kuis, tests, diskusi). */
export const groupPlayerLayout = lazyPage(
  () => import('./parts/group-player-layout'),
  (m) => m.GroupPlayerLayout,
);

/** …/{groupSlug}/quiz — every quiz and test of the group's content with the member's standing. */
export const groupQuizzesPage = lazyPage(
  () => import('./pages/group-quizzes-page'),
  (m) => m.GroupQuizzesPage,
);
