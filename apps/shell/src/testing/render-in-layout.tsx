/**
 * Test helpers for the public layouts (layout/ and the content feature's Blog and Cybercast layouts): a page
 * rendered inside a layout, signed out or as a user, and the API calls the public frame makes — the content
 * sections' categories, the Google sign-in config, a member's cart and the chrome's own.
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, initialSessionState } from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { AuthUser } from '@akademi-siber/util-contracts';

const categories = (kind: string) => [
  { slug: `${kind}-satu`, category: kind === 'blog' ? 'Tips Keamanan' : 'Wawancara', total: 2 },
  { slug: `${kind}-dua`, category: kind === 'blog' ? 'Tutorial' : 'Bedah Kasus', total: 0 },
];

export const publicFrameHandlers = [
  http.get('*/api/:kind/list-categories', ({ params }) =>
    HttpResponse.json({ success: true, message: 'OK', data: categories(String(params['kind'])) }),
  ),
  http.get('*/api/auth/google/config', () =>
    HttpResponse.json({ success: true, message: 'OK', data: { enabled: false, client_id: null } }),
  ),
  http.get('*/api/transaction/member-cart', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [{ id: 1 }, { id: 2 }] }),
  ),
  ...chromeHandlers,
];

/** Renders a page headed "Halaman" inside `layout`, at `path`, signed in as `user` if given. */
export function renderInLayout(layout: ReactNode, { path = '/', user }: { path?: string; user?: AuthUser } = {}) {
  const store = createAppStore(
    user ? { session: { ...initialSessionState('tok-123', 'local'), user, status: 'authenticated' } } : undefined,
  );
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={layout}>
            <Route path="*" element={<h1>Halaman</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}
