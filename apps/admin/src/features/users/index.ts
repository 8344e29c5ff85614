/**
 * The accounts of Akademi Siber (GET /api/admin/users): the admin's home lists the newest, searchable, under the
 * shortcuts to the staff pages.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin — the admin's home: shortcuts to the staff pages, then the newest accounts. */
export const homePage = lazyPage(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
);
