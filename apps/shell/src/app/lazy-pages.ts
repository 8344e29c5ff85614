/**
 * The shell's pages that load on first visit and can be downloaded ahead (link prefetch): the features' lazy
 * pages, by the path each answers. A page added to a feature's index and the route table is added here as well
 * (the site's pages through site-routes.tsx), so it is both code-split and prefetched when a link to it is hovered
 * or focused.
 */
import type { PreloadableComponent } from '@akademi-siber/feature-app-frame';
import { matchPagePath, matchPagePattern, SHELL_PAGE_ROUTES } from '@akademi-siber/util-contracts';
import { loginPage } from '../features/account';
import { publicProfilePage } from '../features/profiles';
import { sitePrefetchTargets } from './site-routes';

export interface PrefetchablePage {
  matches: (pathname: string) => boolean;
  page: PreloadableComponent;
}

export const PREFETCHABLE_PAGES: readonly PrefetchablePage[] = [
  { matches: (pathname) => matchPagePattern(SHELL_PAGE_ROUTES.login, pathname) !== null, page: loginPage },
  { matches: (pathname) => matchPagePath(pathname).kind === 'profile', page: publicProfilePage },
  ...sitePrefetchTargets,
];
