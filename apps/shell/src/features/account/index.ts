/**
 * The account pages of spec §2: login, register, email verification, forgotten and reset password, unsubscribe.
 * Each is a page that loads on first visit and can be downloaded ahead (link prefetch); app/account-routes.tsx
 * places them behind their guards, so importing this index loads no page.
 */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

/** /login */
export const loginPage = preloadablePage(
  () => import('./pages/login-page'),
  (m) => m.LoginPage,
);

/** /register */
export const registerPage = preloadablePage(
  () => import('./pages/register-page'),
  (m) => m.RegisterPage,
);

/** /email-verification: the "check your inbox" page after registering, with a resend form. */
export const emailVerificationPage = preloadablePage(
  () => import('./pages/email-verification-page'),
  (m) => m.EmailVerificationPage,
);

/** /auth-verification/{token}: the link of the verification email. */
export const authVerificationPage = preloadablePage(
  () => import('./pages/auth-verification-page'),
  (m) => m.AuthVerificationPage,
);

/** /lupa-password */
export const forgotPasswordPage = preloadablePage(
  () => import('./pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);

/** /reset-password (the token in the link of the reset email) */
export const resetPasswordPage = preloadablePage(
  () => import('./pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);

/** /unsubscribe: the link at the foot of the platform's emails. */
export const unsubscribePage = preloadablePage(
  () => import('./pages/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);
