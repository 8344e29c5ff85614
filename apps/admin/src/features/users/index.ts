/**
 * The accounts of Akademi Siber (decision 0050): the admin's home lists the newest under the shortcuts to the staff
 * pages; /admin/pengguna lists, searches and filters all of them, /admin/pengguna/:userId shows one and changes its
 * role or status.
 */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin — the admin's home: shortcuts to the staff pages, then the newest accounts. */
export const homePage = lazyPage(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
);

/** /admin/pengguna */
export const usersPage = lazyPage(
  () => import('./pages/users-page'),
  (m) => m.UsersPage,
);

/** /admin/pengguna/:userId */
export const userPage = lazyPage(
  () => import('./pages/user-page'),
  (m) => m.UserPage,
);
