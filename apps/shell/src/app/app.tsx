import { BrowserRouter, useLocation } from 'react-router-dom';
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice, useSessionBootstrap, useSessionRecheck, type AppStore } from '@akademi-siber/data-access-auth';
import {
  AppProviders,
  NavigationErrorBoundary,
  NetworkStatusBanner,
  PageLoadingBar,
  useNetworkStatusTracking,
} from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances } from '@akademi-siber/util-federation';
import { ChunkFailedPage, ErrorPage } from '../layout/error-page';
import { useLinkPrefetch } from './link-prefetch';
import { AppRoutes } from './routes';

recordSharedInstances('shell', { 'data-access-api': api, 'data-access-auth': sessionSlice, 'ui-design-system': theme });

function SessionBootstrap() {
  useSessionBootstrap();
  useSessionRecheck(useLocation().pathname);
  return null;
}

/** What every page shares besides its layout: the page-loading bar, the offline banner, link prefetch. */
function PageChrome() {
  useNetworkStatusTracking();
  useLinkPrefetch();
  return (
    <>
      <PageLoadingBar />
      <NetworkStatusBanner />
    </>
  );
}

/**
 * Errors thrown while a page renders (shell or remote) become the error page for their `statusCode`,
 * 500 by default (spec §8); the next navigation clears it.
 */
function RoutedPages() {
  const { pathname } = useLocation();
  return (
    <NavigationErrorBoundary
      resetKey={pathname}
      fallback={({ statusCode, message, chunkFailed }) =>
        chunkFailed ? <ChunkFailedPage /> : <ErrorPage status={statusCode} message={message} />
      }
    >
      <AppRoutes />
    </NavigationErrorBoundary>
  );
}

export function App({ store }: { store?: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <SessionBootstrap />
        <PageChrome />
        <RoutedPages />
      </BrowserRouter>
    </AppProviders>
  );
}
