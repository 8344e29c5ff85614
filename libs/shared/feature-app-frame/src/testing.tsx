/**
 * Test helpers for the remotes (import from `@akademi-siber/feature-app-frame/testing`, never from app code):
 * renders a remote's routes at a URL with a signed-in user in the real store.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import { createAppStore, initialSessionState } from '@akademi-siber/data-access-auth';
import { ROLE_IDS, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AppProviders } from './lib/app-providers';

export function demoUser(role: RoleName, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    id_role: ROLE_IDS[role],
    username: `${role}.demo`,
    name: `Demo ${role}`,
    email: `${role}@akademisiber.id`,
    avatarUrl: null,
    point: 1250,
    xp: 3400,
    subscribtion_course_end_date: null,
    program: null,
    teacher: null,
    campus: null,
    scope: [role],
    ...overrides,
  };
}

function RemoteRoutes({ app }: { app: RemoteApp }) {
  return useRoutes(app.routes);
}

export function renderRemote(app: RemoteApp, url: string, user: AuthUser) {
  const store = createAppStore({
    session: { ...initialSessionState('test-token', 'local'), user, status: 'authenticated' },
  });
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={`${app.basePath}/*`} element={<RemoteRoutes app={app} />} />
          <Route path="*" element={<p>di luar area</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}
