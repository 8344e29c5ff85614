/**
 * The member's corporate-training groups (issue 18, decisions 0044 and 0045): the list and a group's home, with its
 * sessions, attendance and learning as a live-class batch's (the same parts, the liveclass-batch feature's), which
 * leads into the group's content in the course player's frame at the group's own path. Pages are lazy route
 * elements; a group's join page, quiz list and certificate page are the cohort's (liveclass-batch).
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

/** The course player's frame around a group's learning pages (modul, materi, kuis, tests, diskusi, sertifikat). */
export const groupPlayerLayout = lazyPage(
  () => import('./parts/group-player-layout'),
  (m) => m.GroupPlayerLayout,
);
