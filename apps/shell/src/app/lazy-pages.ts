/**
 * The shell's pages that load on first visit. Each can also be downloaded ahead (link prefetch), so a page
 * added here is both code-split and prefetched when a link to it is hovered or focused.
 */
import { preloadablePage, type PreloadableComponent } from '@akademi-siber/feature-app-frame';
import { matchPagePath, matchPagePattern, SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import { sitePrefetchTargets } from './site-routes';

export const loginPage = preloadablePage(
  () => import('../pages/login-page'),
  (m) => m.LoginPage,
);

export const publicProfilePage = preloadablePage(
  () => import('../pages/public-profile-page'),
  (m) => m.PublicProfilePage,
);

export interface PrefetchablePage {
  matches: (pathname: string) => boolean;
  page: PreloadableComponent;
}

export const PREFETCHABLE_PAGES: readonly PrefetchablePage[] = [
  { matches: (pathname) => matchPagePattern(SHELL_PAGE_ROUTES.login, pathname) !== null, page: loginPage },
  { matches: (pathname) => matchPagePath(pathname).kind === 'profile', page: publicProfilePage },
  ...sitePrefetchTargets,
];
