import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useRoutes } from 'react-router-dom';
import { useSession, useSessionBootstrap, useSessionRecheck } from '@akademi-siber/data-access-auth';
import { SkeletonList } from '@akademi-siber/ui-design-system';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { preferJitlessZod } from '@akademi-siber/util-validation';
import { AppProviders } from './app-providers';
import { StandaloneLogin } from './standalone-login';

function Routed({ app }: { app: RemoteApp }) {
  return <Suspense fallback={<SkeletonList rows={4} />}>{useRoutes(app.routes)}</Suspense>;
}

function RemoteRoutes({ app }: { app: RemoteApp }) {
  useSessionBootstrap();
  useSessionRecheck(useLocation().pathname);
  const { status } = useSession();
  if (status === 'anonymous') return <StandaloneLogin area={app.id} />;
  if (status === 'loading') return <SkeletonList rows={4} />;
  return <Routed app={app} />;
}

/**
 * Runs one remote on its own dev server (`nx serve member`), for the team that owns it, with /api
 * forwarded to a running API and a sign-in form when there is no session on that origin.
 */
export function mountStandalone(app: RemoteApp, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) return;
  preferJitlessZod();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <Routes>
            <Route path={`${app.basePath}/*`} element={<RemoteRoutes app={app} />} />
            <Route path="*" element={<Navigate to={app.basePath} replace />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
