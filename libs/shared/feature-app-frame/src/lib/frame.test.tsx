import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ERROR_TEXTS } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '../testing';
import { AreaFooter } from './area-footer';
import { AreaTopBar } from './area-top-bar';
import { ErrorPanel } from './error-panel';
import { lazyPage } from './lazy-page';
import { StandaloneLogin } from './standalone-login';

let logoutCalls = 0;
const server = setupServer(
  http.post('*/api/auth/logout', () => {
    logoutCalls += 1;
    return HttpResponse.json({ success: true, message: 'Logout berhasil', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

function testApp(element: React.ReactNode, extra: RemoteApp['routes'] = []): RemoteApp {
  return { id: 'admin', basePath: '/admin', routes: [{ index: true, element }, ...extra] };
}

describe('ErrorPanel', () => {
  it('shows the status message and a way back to the role dashboard', () => {
    renderRemote(testApp(<ErrorPanel status={404} message={ERROR_TEXTS.notFound} />), '/admin', demoUser('admin'));
    expect(screen.getByRole('heading', { name: ERROR_TEXTS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('adds the hint for server errors', () => {
    renderRemote(testApp(<ErrorPanel status={500} />), '/admin', demoUser('admin'));
    expect(screen.getByRole('heading', { name: ERROR_TEXTS.serverError })).toBeInTheDocument();
    expect(screen.getByText(ERROR_TEXTS.serverErrorHint)).toBeInTheDocument();
  });
});

describe('AreaTopBar and AreaFooter', () => {
  it('shows the username with the default avatar, and Keluar revokes the session', async () => {
    const { store } = renderRemote(
      testApp(
        <>
          <AreaTopBar homePath="/admin" />
          <AreaFooter area="Admin" />
        </>,
      ),
      '/admin',
      demoUser('admin', { avatarUrl: null }),
    );
    expect(screen.getByText('admin.demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/admin');
    expect(screen.getByTestId('area-release')).toHaveTextContent('rilis lokal');
    await userEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    expect(await screen.findByText('di luar area')).toBeInTheDocument();
    expect(logoutCalls).toBe(1);
    expect(store.getState().session.status).toBe('anonymous');
  });
});

describe('lazyPage', () => {
  it('renders the page once its module has loaded', async () => {
    const element = lazyPage(
      async () => ({ Page: () => <h1>Halaman lambat</h1> }),
      (m) => m.Page,
    );
    renderRemote(testApp(element), '/admin', demoUser('admin'));
    expect(await screen.findByRole('heading', { name: 'Halaman lambat' })).toBeInTheDocument();
  });
});

describe('StandaloneLogin (a remote on its own dev server)', () => {
  it('signs in through the same login flow and shows the API message on failure', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Email/username atau password salah', data: null },
          { status: 422 },
        ),
      ),
    );
    renderRemote(testApp(<StandaloneLogin area="member" />), '/admin', demoUser('admin'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email atau username' }), 'member.demo');
    await userEvent.type(screen.getByLabelText(/^Password/), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email/username atau password salah');
  });
});
