/**
 * The account pages of spec §2 (login, register, email verification, forgotten password, reset, unsubscribe),
 * each loaded on first visit. Guest-only pages sit behind login-auth-redirect, which sends a logged-in user
 * home; the verification, and unsubscribe links work for anyone who holds them.
 */
import { Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import { AreaLoading } from '../federation/remote-area';
import { Guarded } from '../guards/guarded';
import {
  authVerificationPage,
  emailVerificationPage,
  forgotPasswordPage,
  loginPage,
  registerPage,
  resetPasswordPage,
  unsubscribePage,
} from '../features/account';

const ACCOUNT_PAGES = [
  { path: SHELL_PAGE_ROUTES.login, page: loginPage, guestOnly: true },
  { path: SHELL_PAGE_ROUTES.register, page: registerPage, guestOnly: true },
  { path: SHELL_PAGE_ROUTES.forgotPassword, page: forgotPasswordPage, guestOnly: true },
  { path: SHELL_PAGE_ROUTES.resetPassword, page: resetPasswordPage, guestOnly: true },
  { path: SHELL_PAGE_ROUTES.emailVerification, page: emailVerificationPage, guestOnly: true },
  { path: SHELL_PAGE_ROUTES.authVerification, page: authVerificationPage, guestOnly: false },
  { path: SHELL_PAGE_ROUTES.unsubscribe, page: unsubscribePage, guestOnly: false },
] as const;

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<AreaLoading />}>{children}</Suspense>;
}

/** Route elements to place inside a layout route (react-router only accepts <Route> children there). */
export function accountRoutes() {
  return ACCOUNT_PAGES.map(({ path, page: { Component }, guestOnly }) => {
    const element = (
      <Lazy>
        <Component />
      </Lazy>
    );
    return (
      <Route
        key={path}
        path={path.slice(1)}
        element={guestOnly ? <Guarded name="login-auth-redirect">{element}</Guarded> : element}
      />
    );
  });
}
