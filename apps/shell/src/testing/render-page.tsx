/**
 * Test helpers for the shell's pages: a real store (optionally signed in), a MemoryRouter at a URL, and
 * stand-in pages for where a flow leads, so a test can see where the user ended up.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, initialSessionState, type RootState } from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import type { AuthUser } from '@akademi-siber/util-contracts';

export const member: AuthUser = {
  id: 1,
  id_role: 1,
  username: 'member.demo',
  name: 'Rina Member',
  email: 'member@akademisiber.id',
  avatarUrl: null,
  point: 10,
  xp: 20,
  subscribtion_course_end_date: null,
  program: null,
  teacher: null,
  campus: null,
  scope: ['member'],
};

/** Shows where the router is, so a test can assert the URL a flow navigated to. */
export function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Lokasi">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderPageOptions {
  /** Extra session fields (e.g. a signed-in user, logout messages). */
  session?: Partial<RootState['session']>;
  /** Routes next to the page under test (where flows lead). */
  routes?: ReactNode;
}

export function renderPage(path: string, element: ReactNode, url: string, options: RenderPageOptions = {}) {
  const store = createAppStore(
    options.session ? { session: { ...initialSessionState(null, null), ...options.session } } : undefined,
  );
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {options.routes}
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store };
}

/** Types a whole value at once (a paste): as the user would see it, without a macrotask per keystroke. */
export async function fillIn(field: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(field);
  if (value) await userEvent.click(field);
  if (value) await userEvent.paste(value);
}
