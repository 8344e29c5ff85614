/** The admin's own account: changing the password. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /admin/ganti-password */
export const changePasswordPage = lazyPage(
  () => import('./pages/change-password-page'),
  (m) => m.ChangePasswordPage,
);
