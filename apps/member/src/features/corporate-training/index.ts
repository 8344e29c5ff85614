/**
 * The member's corporate-training groups (issue 18, decision 0044): the list and a group's home, which leads into
 * the group's content in the course player. Pages are lazy route elements.
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
