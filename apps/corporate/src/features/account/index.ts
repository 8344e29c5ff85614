/** The manager's own account: the sidebar's Reset Password. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /corporate-program/reset-password */
export const resetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
