/** The author's own account: changing the password, and the staff profile learners see on course pages. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /author/ganti-password */
export const changePasswordPage = lazyPage(
  () => import('./pages/change-password-page'),
  (m) => m.ChangePasswordPage,
);

/** /author/profil (spec §2, decision 0050): the shared staff profile page. */
export const profilePage = lazyPage(
  () => import('./pages/profile-page'),
  (m) => m.ProfilePage,
);
