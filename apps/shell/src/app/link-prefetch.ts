/**
 * Which links the shell prefetches (spec §9, skipped on slow or save-data connections): its lazy pages on
 * hover/focus, and the signed-in user's own role area as soon as a link to it is visible — never another
 * role's area, which that visitor may not download (docs/architecture.md).
 */
import { useEffect, useRef } from 'react';
import { roleOf, useSession } from '@akademi-siber/data-access-auth';
import { installLinkPrefetch, type PrefetchTarget } from '@akademi-siber/feature-app-frame';
import { matchPagePattern, SHELL_PAGE_ROUTES, type RoleName } from '@akademi-siber/util-contracts';
import { REMOTE_BASE_PATHS } from '@akademi-siber/util-federation';
import { prefetchRemoteApp } from '../federation/remotes';
import {
  authVerificationPage,
  emailVerificationPage,
  forgotPasswordPage,
  registerPage,
  resetPasswordPage,
  unsubscribePage,
} from '../features/account';
import { PREFETCHABLE_PAGES, type PrefetchablePage } from './lazy-pages';

/** The account pages (account-routes.tsx) besides /login, by the path each one answers. */
const ACCOUNT_PAGES: readonly PrefetchablePage[] = (
  [
    [SHELL_PAGE_ROUTES.register, registerPage],
    [SHELL_PAGE_ROUTES.forgotPassword, forgotPasswordPage],
    [SHELL_PAGE_ROUTES.resetPassword, resetPasswordPage],
    [SHELL_PAGE_ROUTES.emailVerification, emailVerificationPage],
    [SHELL_PAGE_ROUTES.authVerification, authVerificationPage],
    [SHELL_PAGE_ROUTES.unsubscribe, unsubscribePage],
  ] as const
).map(([pattern, page]) => ({ matches: (pathname: string) => matchPagePattern(pattern, pathname) !== null, page }));

const PAGE_TARGETS: readonly PrefetchTarget[] = [...PREFETCHABLE_PAGES, ...ACCOUNT_PAGES].map(({ matches, page }) => ({
  matches,
  prefetch: page.preload,
}));

const AREA_TARGETS = new Map<RoleName, PrefetchTarget>();

function areaTarget(role: RoleName): PrefetchTarget {
  let target = AREA_TARGETS.get(role);
  if (!target) {
    const base = REMOTE_BASE_PATHS[role];
    target = {
      matches: (pathname) => pathname === base || pathname.startsWith(`${base}/`),
      prefetch: () => prefetchRemoteApp(role),
      whenVisible: true,
    };
    AREA_TARGETS.set(role, target);
  }
  return target;
}

export function prefetchTargets(role: RoleName | null): readonly PrefetchTarget[] {
  return role ? [areaTarget(role), ...PAGE_TARGETS] : PAGE_TARGETS;
}

/** Installs the link prefetch for the whole page; the shell calls it once. */
export function useLinkPrefetch(): void {
  const { user, status } = useSession();
  const role = useRef<RoleName | null>(null);
  role.current = status === 'authenticated' ? roleOf(user) : null;
  useEffect(() => installLinkPrefetch({ targets: () => prefetchTargets(role.current) }), []);
}
