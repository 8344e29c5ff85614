import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route } from 'react-router-dom';
import {
  PASSWORD_CHANGED_LOGOUT_MESSAGE,
  FORCE_LOGOUT_MESSAGE,
  clearStoredSession,
  type GoogleAccountsId,
} from '@akademi-siber/data-access-auth';
import { member, renderPage, type RenderPageOptions, fillIn } from '../../../testing/render-page';
import { EmailVerificationPage } from './email-verification-page';
import { LoginPage } from './login-page';

const googleDisabled = http.get('*/api/auth/google/config', () =>
  HttpResponse.json({ success: true, message: 'OK', data: { enabled: false, client_id: null } }),
);
const server = setupServer(googleDisabled);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearStoredSession();
  localStorage.clear();
  delete window.google;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});
afterAll(() => server.close());

const routes = (
  <>
    <Route path="/member" element={<p>Dashboard member</p>} />
    <Route path="/member/kelas-saya" element={<p>Kelas saya</p>} />
    <Route path="/email-verification" element={<EmailVerificationPage />} />
  </>
);
const renderLogin = (url = '/login', session?: RenderPageOptions['session']) =>
  renderPage('/login', <LoginPage />, url, { routes, session });

const strategyOne = [
  http.post('*/api/auth/login', () =>
    HttpResponse.json({
      success: true,
      message: 'Login berhasil',
      token: 'tok',
      data: { token_type: 'Bearer', expires_at: '' },
    }),
  ),
  http.get('*/api/auth/user', () => HttpResponse.json({ success: true, message: 'OK', user: member, data: member })),
];

async function fillAndSubmit(identifier = 'member.demo', password = 'AkademiSiber#2026') {
  await fillIn(screen.getByLabelText(/^Email atau username/), identifier);
  await fillIn(screen.getByLabelText(/^Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('LoginPage', () => {
  it('validates with the shared schema before calling the API', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Email atau username wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Password wajib diisi')).toBeInTheDocument();
  });

  it('links to the forgotten-password and register pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute('href', '/lupa-password');
    expect(screen.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  });

  it('shows the server message when the credentials are wrong', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Email/username atau password salah', data: null },
          { status: 422 },
        ),
      ),
    );
    renderLogin();
    await fillAndSubmit('member@akademisiber.id', 'salah');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email/username atau password salah');
  });

  it('stores the token and role cookie, then goes to the intended local page', async () => {
    server.use(...strategyOne);
    renderLogin('/login?redirect=%2Fmember%2Fkelas-saya');
    await fillAndSubmit();
    expect(await screen.findByText('Kelas saya')).toBeInTheDocument();
    expect(localStorage.getItem('auth._token.local')).toBe('Bearer tok');
    expect(document.cookie).toContain('user_role=member');
  });

  it.each(['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%252F%252Fevil.example'])(
    'ignores the foreign return path %s and goes home',
    async (redirect) => {
      server.use(...strategyOne);
      renderLogin(`/login?redirect=${redirect}`);
      await fillAndSubmit();
      expect(await screen.findByText('Dashboard member')).toBeInTheDocument();
    },
  );

  it('sends a member whose email is not verified to /email-verification with the address', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Email kamu belum diverifikasi. Cek kotak masuk email untuk tautan verifikasi.',
            data: { email_verification_required: true, email: 'baru@example.id' },
          },
          { status: 403 },
        ),
      ),
    );
    renderLogin();
    await fillAndSubmit('baru@example.id');
    expect(await screen.findByRole('heading', { name: 'Verifikasi email kamu' })).toBeInTheDocument();
    expect(
      screen.getByText('Email kamu belum diverifikasi. Cek kotak masuk email untuk tautan verifikasi.'),
    ).toBeInTheDocument();
    expect(screen.getByText('baru@example.id')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('baru@example.id');
  });

  it('signs in with strategy 2 when the browser selects laravelSanctum', async () => {
    localStorage.setItem('auth.strategy', 'laravelSanctum');
    server.use(
      http.get('*/web/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 204 })),
      http.post('*/api/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Login berhasil',
          data: { ...member, token: 'tok2', token_type: 'Bearer', expires_at: '' },
        }),
      ),
      http.get('*/api/users', () => HttpResponse.json({ success: true, message: 'OK', data: member })),
    );
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Dashboard member')).toBeInTheDocument();
    expect(localStorage.getItem('auth._token.laravelSanctum')).toBe('Bearer tok2');
  });

  it('explains a forced logout, and a password changed on another device', () => {
    const { unmount } = renderLogin('/login', { forceLogoutMessage: FORCE_LOGOUT_MESSAGE });
    expect(screen.getByText('Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.')).toBeInTheDocument();
    unmount();
    renderLogin('/login', {
      forceLogoutMessage: FORCE_LOGOUT_MESSAGE,
      passwordChangedLogoutMessage: PASSWORD_CHANGED_LOGOUT_MESSAGE,
    });
    expect(
      screen.getByText('Password akun kamu baru saja diganti. Silakan login kembali dengan password baru.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FORCE_LOGOUT_MESSAGE)).not.toBeInTheDocument();
  });
});

/** Stands in for Google Identity Services: its button hands `credential` to the page's callback. */
function fakeGoogle(
  credential: string,
  seen: { clientId?: string; renderedInto?: HTMLElement } = {},
): GoogleAccountsId {
  let callback: (response: { credential?: string }) => void = () => undefined;
  return {
    initialize: (config) => {
      seen.clientId = config.client_id;
      callback = config.callback;
    },
    renderButton: (parent) => {
      seen.renderedInto = parent;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Lanjutkan dengan Google';
      button.addEventListener('click', () => callback({ credential }));
      parent.replaceChildren(button);
    },
  };
}

const googleEnabled = http.get('*/api/auth/google/config', () =>
  HttpResponse.json({
    success: true,
    message: 'OK',
    data: { enabled: true, client_id: 'client-123.apps.googleusercontent.com' },
  }),
);

async function googleScript(): Promise<HTMLScriptElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLScriptElement>('script[src="https://accounts.google.com/gsi/client"]');
    expect(found).not.toBeNull();
    return found as HTMLScriptElement;
  });
}

describe('LoginPage with Google sign-in (strategy 3)', () => {
  it('loads no Google script and shows no Google button when it is not configured', async () => {
    renderLogin();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Masuk dengan Google', hidden: true })).not.toBeVisible(),
    );
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
  });

  it("loads Google's script, renders its button, and signs in with the credential it returns", async () => {
    const seen: { clientId?: string; renderedInto?: HTMLElement } = {};
    let postedCredential: unknown = null;
    server.use(
      googleEnabled,
      http.post('*/api/auth/google/validate', async ({ request }) => {
        postedCredential = ((await request.json()) as { credential: string }).credential;
        return HttpResponse.json({
          success: true,
          message: 'Login berhasil',
          data: { ...member, token: 'gtok', token_type: 'Bearer', expires_at: '' },
        });
      }),
      http.get('*/api/users', () => HttpResponse.json({ success: true, message: 'OK', data: member })),
    );
    renderLogin();
    const script = await googleScript();
    window.google = { accounts: { id: fakeGoogle('header.payload.signature-of-google', seen) } };
    script.dispatchEvent(new Event('load'));

    await userEvent.click(await screen.findByRole('button', { name: 'Lanjutkan dengan Google' }));
    expect(await screen.findByText('Dashboard member')).toBeInTheDocument();
    expect(seen.clientId).toBe('client-123.apps.googleusercontent.com');
    expect(seen.renderedInto).toHaveAccessibleName('Masuk dengan Google');
    expect(postedCredential).toBe('header.payload.signature-of-google');
    expect(localStorage.getItem('auth._token.google')).toBe('Bearer gtok');
    expect(document.cookie).toContain('login_google=true');
  });

  it("says so when Google's script cannot be loaded, and the password form keeps working", async () => {
    server.use(googleEnabled);
    renderLogin();
    (await googleScript()).dispatchEvent(new Event('error'));
    expect(await screen.findByText(/Tombol Google tidak dapat dimuat/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeEnabled();
  });

  it("shows the API's refusal (e.g. a non-member email) under the form", async () => {
    window.google = { accounts: { id: fakeGoogle('x'.repeat(40)) } };
    server.use(
      googleEnabled,
      http.post('*/api/auth/google/validate', () =>
        HttpResponse.json(
          { success: false, message: 'Akun ini tidak dapat login dengan Google.', data: null },
          { status: 403 },
        ),
      ),
    );
    renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Lanjutkan dengan Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Akun ini tidak dapat login dengan Google.');
  });
});
