import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useRoutes } from 'react-router-dom';
import { useSessionBootstrap } from '@akademi-siber/data-access-auth';
import { SkeletonList } from '@akademi-siber/ui-design-system';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AppProviders } from './app-providers';

function RemoteRoutes({ app }: { app: RemoteApp }) {
  useSessionBootstrap();
  return <Suspense fallback={<SkeletonList rows={4} />}>{useRoutes(app.routes)}</Suspense>;
}

/**
 * Runs one remote on its own dev server (`nx serve member`), for the team that owns it. It uses the
 * session already stored in the browser; sign in through the shell first.
 */
export function mountStandalone(app: RemoteApp, container: HTMLElement | null = document.getElementById('root')) {
  if (!container) return;
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
