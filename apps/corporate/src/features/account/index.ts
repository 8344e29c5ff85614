/** The sidebar's Reset Password: an employee's password (a set-password link by email) and the manager's own. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

/** /corporate-program/reset-password */
export const resetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
