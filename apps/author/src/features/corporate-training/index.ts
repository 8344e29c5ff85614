/**
 * The instructor's corporate-training groups (issue 18, decision 0044): the author home's section listing them. It
 * loads lazily, so importing this index pulls it in only when the home renders it; a group's own pages are the
 * cohort feature's.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** The author home's section listing the groups the instructor teaches; render it inside a Suspense boundary. */
export const AuthorGroupsSection = preloadablePage(
  () => import('./parts/author-groups-section'),
  (m) => m.AuthorGroupsSection,
).Component;
