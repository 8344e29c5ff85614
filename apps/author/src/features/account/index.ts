/** The author's own account: changing the password. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /author/ganti-password */
export const changePasswordPage = lazyPage(
  () => import('./pages/change-password-page'),
  (m) => m.ChangePasswordPage,
);
