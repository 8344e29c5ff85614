import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { clientStateActions } from '@akademi-siber/data-access-api';
import { authApi } from './auth-api';
import { PASSWORD_CHANGED_LOGOUT_MESSAGE } from './messages';
import { sessionActions } from './session-slice';
import { createAppStore } from './store';
import { loadStoredSession, saveToken, writeRoleCookie, readRoleCookie } from './storage';

const SESSION_EXPIRED = 'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the store and the baseQuery', () => {
  beforeEach(() => localStorage.clear());

  it('starts loading when a token is stored, and sends it as a Bearer header', async () => {
    saveToken('local', 'tok-1');
    let authorization: string | null = null;
    server.use(
      http.get('*/api/auth/user', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'OK', user: { id: 1 }, data: { id: 1 } });
      }),
    );
    const store = createAppStore();
    expect(store.getState().session.status).toBe('loading');
    await store.dispatch(authApi.endpoints.getAuthUser.initiate());
    expect(authorization).toBe('Bearer tok-1');
  });

  it('on a 401 from any call: logs out, shows the §8 message, forgets the token and role cookie, cart 0', async () => {
    saveToken('local', 'expired');
    writeRoleCookie('member');
    server.use(
      http.get('*/api/auth/user', () =>
        HttpResponse.json({ success: false, message: 'x', data: null }, { status: 401 }),
      ),
    );
    const store = createAppStore();
    store.dispatch(clientStateActions.setTotalCart(3));
    const result = await store.dispatch(authApi.endpoints.getAuthUser.initiate());
    expect(result.error).toEqual(expect.objectContaining({ status: 401, message: SESSION_EXPIRED }));
    const state = store.getState();
    expect(state.session).toEqual(
      expect.objectContaining({ token: null, user: null, status: 'anonymous', forceLogoutMessage: SESSION_EXPIRED }),
    );
    expect(state.app.totalCart).toBe(0);
    expect(loadStoredSession().token).toBeNull();
    expect(readRoleCookie()).toBeNull();
  });

  it('on a 401 whose reason is password_changed: the password-changed message instead of the §8 one', async () => {
    saveToken('local', 'revoked');
    server.use(
      http.get('*/api/auth/user', () =>
        HttpResponse.json(
          { success: false, message: SESSION_EXPIRED, data: { reason: 'password_changed' } },
          { status: 401 },
        ),
      ),
    );
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.getAuthUser.initiate());
    expect(store.getState().session).toEqual(
      expect.objectContaining({
        status: 'anonymous',
        passwordChangedLogoutMessage: PASSWORD_CHANGED_LOGOUT_MESSAGE,
        forceLogoutMessage: null,
      }),
    );
    expect(PASSWORD_CHANGED_LOGOUT_MESSAGE).toBe(
      'Password akun kamu baru saja diganti. Silakan login kembali dengan password baru.',
    );
  });

  it('a 401 with no session open sets no logout message', async () => {
    server.use(
      http.get('*/api/auth/user', () =>
        HttpResponse.json({ success: false, message: 'x', data: null }, { status: 401 }),
      ),
    );
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.getAuthUser.initiate());
    expect(store.getState().session.forceLogoutMessage).toBeNull();
  });

  it('when not logged in, the stored leftovers (role cookie, a broken token) are reset on start', () => {
    writeRoleCookie('member');
    localStorage.setItem('auth.strategy', 'local');
    localStorage.setItem('auth._token.local', 'not-a-bearer-value');
    createAppStore();
    expect(readRoleCookie()).toBeNull();
    expect(localStorage.getItem('auth._token.local')).toBeNull();
  });

  it('uses the server message when present and the catalogue otherwise', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { success: false, message: 'Email/username atau password salah', data: null },
          { status: 422 },
        ),
      ),
    );
    const store = createAppStore();
    const failed = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a', password: 'b' }));
    expect(failed.error).toEqual(
      expect.objectContaining({ status: 422, message: 'Email/username atau password salah' }),
    );

    server.use(http.post('*/api/auth/login', () => new HttpResponse('oops', { status: 503 })));
    const down = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a', password: 'b' }));
    expect(down.error).toEqual(expect.objectContaining({ status: 503, message: 'Layanan sedang tidak tersedia.' }));

    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const offline = await store.dispatch(authApi.endpoints.login.initiate({ email: 'a', password: 'b' }));
    expect(offline.error).toEqual(expect.objectContaining({ status: 503 }));
  });

  it('clears the logout messages after a new login', () => {
    const store = createAppStore();
    store.dispatch(sessionActions.passwordChangedElsewhere('Password Anda telah diubah.'));
    store.dispatch(sessionActions.logoutMessagesCleared());
    expect(store.getState().session.passwordChangedLogoutMessage).toBeNull();
  });
});
