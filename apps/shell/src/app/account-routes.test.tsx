import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initialClientState } from '@akademi-siber/data-access-api';
import {
  clearStoredSession,
  createAppStore,
  initialSessionState,
  writeRoleCookie,
} from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { CurrentLocation, member } from '../testing/render-page';
import { accountRoutes } from './account-routes';

let logoutCalls = 0;
const server = setupServer(
  http.get('*/api/auth/google/config', () =>
    HttpResponse.json({ success: true, message: 'OK', data: { enabled: false, client_id: null } }),
  ),
  http.post('*/api/auth/logout', () => {
    logoutCalls += 1;
    return HttpResponse.json({ success: true, message: 'Logout berhasil', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

function renderAt(url: string, signedIn: boolean, totalCart = 0) {
  const store = createAppStore(
    signedIn
      ? {
          session: { ...initialSessionState('tok', 'local'), user: member, status: 'authenticated' },
          app: { ...initialClientState, totalCart },
        }
      : undefined,
  );
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {accountRoutes()}
          <Route path="/member" element={<p>Dashboard member</p>} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const GUEST_ONLY: [string, string][] = [
  ['/login', 'Masuk'],
  ['/register', 'Daftar'],
  ['/lupa-password', 'Lupa password'],
  ['/reset-password?token=' + 'r'.repeat(43), 'Atur ulang password'],
  ['/email-verification?email=a%40b.id', 'Verifikasi email kamu'],
];

describe('account routes (spec §2, §4 login-auth-redirect)', () => {
  it.each(GUEST_ONLY)('%s is open to a visitor', async (url, heading) => {
    renderAt(url, false);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(GUEST_ONLY)('%s sends a logged-in user home', async (url) => {
    writeRoleCookie('member');
    renderAt(url, true);
    expect(await screen.findByText('Dashboard member')).toBeInTheDocument();
  });

  it('logs out a signed-in user with no role cookie on a guest page, resets the cart, shows the page', async () => {
    logoutCalls = 0;
    const store = renderAt('/register', true, 3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('anonymous');
    expect(store.getState().app.totalCart).toBe(0);
    expect(logoutCalls).toBe(1);
  });

  it.each([
    ['/unsubscribe?token=' + 'u'.repeat(60), 'Berhenti berlangganan email'],
    ['/auth-verification/pendek', 'Tautan tidak dapat dipakai'],
  ])('%s works for a logged-in user too (the link belongs to whoever holds it)', async (url, heading) => {
    writeRoleCookie('member');
    renderAt(url, true);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
