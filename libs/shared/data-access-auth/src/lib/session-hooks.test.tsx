import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api, clientStateActions } from '@akademi-siber/data-access-api';
import type { AuthUser } from '@akademi-siber/util-contracts';
import { unverifiedEmailOf } from './account-api';
import {
  CSRF_FAILURE_MESSAGE,
  useBatchSelection,
  useGoogleLogin,
  useLogin,
  useLogout,
  useRefreshUser,
  useSession,
  useSessionBootstrap,
} from './session-hooks';
import { clearStoredSession, readCookie, saveToken } from './storage';
import { createAppStore, type AppStore } from './store';

const member: AuthUser = {
  id: 1,
  id_role: 1,
  username: 'member.demo',
  name: 'Rina Member',
  email: 'member@akademisiber.id',
  avatarUrl: null,
  point: 0,
  xp: 0,
  subscribtion_course_end_date: null,
  program: null,
  teacher: null,
  campus: null,
  scope: ['member'],
};
const tokenInData = (token: string) => ({
  success: true,
  message: 'Login berhasil',
  data: { ...member, token, token_type: 'Bearer', expires_at: '' },
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  jest.restoreAllMocks();
  server.resetHandlers();
  clearStoredSession();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; Max-Age=0; Path=/';
});
afterAll(() => server.close());

function hooks<T>(use: () => T, store: AppStore = createAppStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...renderHook(use, { wrapper }), store };
}

describe('strategy 1 (local)', () => {
  it('POST /api/auth/login, token in `token`, then GET /api/auth/user, user in `user`', async () => {
    let userAuthorization: string | null = null;
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Login berhasil',
          token: 't1',
          data: { token_type: 'Bearer', expires_at: '' },
        }),
      ),
      http.get('*/api/auth/user', ({ request }) => {
        userAuthorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'OK', user: member, data: member });
      }),
    );
    const { result, store } = hooks(() => useLogin());
    await act(() => result.current[0]({ email: 'member.demo', password: 'x' }));
    expect(userAuthorization).toBe('Bearer t1');
    expect(localStorage.getItem('auth._token.local')).toBe('Bearer t1');
    expect(readCookie('user_role')).toBe('member');
    expect(readCookie('login_google')).toBeNull();
    expect(store.getState().session).toEqual(
      expect.objectContaining({ status: 'authenticated', strategy: 'local', user: member }),
    );
  });

  it('rejects with the address to verify when the email is not verified (403)', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Email kamu belum diverifikasi.',
            data: { email_verification_required: true, email: 'baru@example.id' },
          },
          { status: 403 },
        ),
      ),
    );
    const { result, store } = hooks(() => useLogin());
    let failure: unknown;
    await act(() =>
      result.current[0]({ email: 'baru', password: 'x' }).catch((error: unknown) => void (failure = error)),
    );
    expect(unverifiedEmailOf(failure)).toBe('baru@example.id');
    expect(store.getState().session.status).toBe('anonymous');
  });

  it('logs out with POST /api/auth/logout, forgets the token and resets the cart', async () => {
    let revoked: string | null = null;
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        revoked = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'Logout berhasil', data: null });
      }),
    );
    saveToken('local', 't1');
    const store = createAppStore();
    store.dispatch(clientStateActions.setTotalCart(2));
    const { result } = hooks(() => useLogout(), store);
    await act(() => result.current());
    // The server revokes the token the browser had already forgotten.
    expect(revoked).toBe('Bearer t1');
    expect(localStorage.getItem('auth._token.local')).toBeNull();
    expect(store.getState().app.totalCart).toBe(0);
    expect(store.getState().session.status).toBe('anonymous');
  });
});

describe('a login while the app is mounted', () => {
  it('loads the user once, and the session is never signed in before the role cookie is written', async () => {
    // The app's bootstrap wakes up on the login's 'loading' status: were it to fetch the user on its own and be
    // answered first, the guest-only /login would see a signed-in user without a role cookie and log them out.
    let userRequests = 0;
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({
          success: true,
          message: 'Login berhasil',
          token: 't1',
          data: { token_type: 'Bearer', expires_at: '' },
        }),
      ),
      http.get('*/api/auth/user', async () => {
        userRequests += 1;
        // The first request is the slow one.
        if (userRequests === 1) await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ success: true, message: 'OK', user: member, data: member });
      }),
    );
    const store = createAppStore();
    const signedInWithoutRole: string[] = [];
    store.subscribe(() => {
      const { status, user } = store.getState().session;
      if (status === 'authenticated' && user && !readCookie('user_role')) signedInWithoutRole.push(user.username);
    });
    const { result } = hooks(() => {
      useSessionBootstrap();
      return useLogin();
    }, store);
    await act(() => result.current[0]({ email: 'member.demo', password: 'x' }));
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(signedInWithoutRole).toEqual([]);
    expect(userRequests).toBe(1);
    expect(readCookie('user_role')).toBe('member');
  });
});

describe('fetching the user again', () => {
  it('keeps the fetched user when a profile change invalidates the User tag while the fetch is out', async () => {
    // The member profile page refreshes the session while an avatar upload (which invalidates 'User') finishes:
    // the session must get the user the server sent, never "signed in without a user".
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const renamed = { ...member, username: 'rina.baru', avatarUrl: '/api/avatars/abc.png' };
    server.use(
      http.get('*/api/auth/user', async () => {
        await answered;
        return HttpResponse.json({ success: true, message: 'OK', user: renamed, data: renamed });
      }),
    );
    saveToken('local', 't1');
    const { result, store } = hooks(() => useRefreshUser());
    let refreshed: Promise<AuthUser> | undefined;
    act(() => {
      refreshed = result.current();
    });
    await act(async () => {
      store.dispatch(api.util.invalidateTags(['User']));
      answer();
      await expect(refreshed).resolves.toEqual(renamed);
    });
    expect(store.getState().session).toEqual(expect.objectContaining({ status: 'authenticated', user: renamed }));
  });
});

describe('useBatchSelection (spec §4)', () => {
  it('stores the batch under `batch` and in the client state, refreshes the user; remove clears both', async () => {
    localStorage.setItem('batch', '3');
    let userFetches = 0;
    server.use(
      http.get('*/api/auth/user', () => {
        userFetches += 1;
        return HttpResponse.json({ success: true, message: 'OK', user: member, data: member });
      }),
    );
    const { result, store } = hooks(() => useBatchSelection());
    // A choice stored on an earlier visit counts.
    expect(result.current.storedBatchId).toBe(3);

    act(() => result.current.select(7));
    expect(localStorage.getItem('batch')).toBe('7');
    expect(store.getState().app.selectedBatchId).toBe(7);
    expect(result.current.storedBatchId).toBe(7);
    await waitFor(() => expect(userFetches).toBe(1));
    await waitFor(() => expect(store.getState().session.user).toEqual(member));

    act(() => result.current.remove());
    expect(localStorage.getItem('batch')).toBeNull();
    expect(store.getState().app.selectedBatchId).toBeNull();
    expect(result.current.storedBatchId).toBeNull();
  });
});

describe('strategy 2 (laravelSanctum)', () => {
  beforeEach(() => localStorage.setItem('auth.strategy', 'laravelSanctum'));

  // The login POST has credentials, the XHR header, JSON and X-XSRF-TOKEN.
  it('gets the CSRF cookie, POSTs /api/login, reads the token at data.token and the user from /api/users', async () => {
    const seen: Record<string, string | null> = {};
    // In Node, msw 3 reads each request off the wire, where `credentials` does not travel (its handlers always see
    // 'same-origin'): the credentials are read from the Request the app hands to fetch.
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const credentialsSentTo = (pathname: string) =>
      fetchSpy.mock.calls
        .map(([input]) => input)
        .find((input): input is Request => input instanceof Request && new URL(input.url).pathname === pathname)
        ?.credentials ?? null;
    server.use(
      http.get('*/web/sanctum/csrf-cookie', () => {
        seen.csrfCredentials = credentialsSentTo('/web/sanctum/csrf-cookie');
        document.cookie = 'XSRF-TOKEN=xsrf-123; Path=/';
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/login', async ({ request }) => {
        seen.credentials = credentialsSentTo('/api/login');
        seen.xhr = request.headers.get('x-requested-with');
        seen.contentType = request.headers.get('content-type');
        seen.xsrf = request.headers.get('x-xsrf-token');
        seen.body = JSON.stringify(await request.json());
        return HttpResponse.json(tokenInData('t2'));
      }),
      http.get('*/api/users', ({ request }) => {
        seen.userAuthorization = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'OK', data: member });
      }),
    );
    const { result, store } = hooks(() => useLogin());
    await act(() => result.current[0]({ email: 'member.demo', password: 'rahasia' }));
    expect(seen).toEqual({
      csrfCredentials: 'include',
      credentials: 'include',
      xhr: 'XMLHttpRequest',
      contentType: 'application/json',
      xsrf: 'xsrf-123',
      body: JSON.stringify({ email: 'member.demo', password: 'rahasia' }),
      userAuthorization: 'Bearer t2',
    });
    expect(localStorage.getItem('auth._token.laravelSanctum')).toBe('Bearer t2');
    expect(store.getState().session).toEqual(
      expect.objectContaining({ status: 'authenticated', strategy: 'laravelSanctum' }),
    );
  });

  it("reports a failed CSRF fetch as 'Internal Server Error' (spec §8) and does not try to log in", async () => {
    let loginCalled = false;
    server.use(
      http.get('*/web/sanctum/csrf-cookie', () => new HttpResponse(null, { status: 500 })),
      http.post('*/api/login', () => {
        loginCalled = true;
        return HttpResponse.json(tokenInData('t'));
      }),
    );
    const { result } = hooks(() => useLogin());
    // Caught inside act, not with `await expect(act(…)).rejects`: Testing Library's act returns a thenable whose
    // `then` returns nothing, so that await ended before the login failed and left its act scope open for later tests.
    let failure: unknown;
    await act(() => result.current[0]({ email: 'a', password: 'b' }).catch((error: unknown) => void (failure = error)));
    expect(failure).toEqual(expect.objectContaining({ message: CSRF_FAILURE_MESSAGE }));
    expect(loginCalled).toBe(false);
  });

  it('logs out with GET /api/logout', async () => {
    let revoked: string | null = null;
    server.use(
      http.get('*/api/logout', ({ request }) => {
        revoked = request.headers.get('authorization');
        return HttpResponse.json({ success: true, message: 'Logout berhasil', data: null });
      }),
    );
    saveToken('laravelSanctum', 't2');
    const { result } = hooks(() => useLogout());
    await act(() => result.current());
    expect(revoked).toBe('Bearer t2');
    expect(localStorage.getItem('auth._token.laravelSanctum')).toBeNull();
  });
});

describe('logout when the server cannot be reached or already ended the session', () => {
  it('forgets the session anyway and shows no "session ended" message', async () => {
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ success: false, message: 'x', data: { reason: 'expired' } }, { status: 401 }),
      ),
    );
    saveToken('local', 'old');
    const { result, store } = hooks(() => useLogout());
    await act(() => result.current());
    expect(store.getState().session).toEqual(
      expect.objectContaining({ status: 'anonymous', token: null, forceLogoutMessage: null }),
    );

    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    saveToken('local', 'again');
    const second = hooks(() => useLogout());
    await act(() => second.result.current());
    expect(second.store.getState().session.status).toBe('anonymous');
    expect(localStorage.getItem('auth._token.local')).toBeNull();
  });
});

describe('strategy 3 (google)', () => {
  it('POSTs the Google credential, token at data.token, user from /api/users, sets the login_google flag', async () => {
    let credential: unknown;
    server.use(
      http.post('*/api/auth/google/validate', async ({ request }) => {
        credential = ((await request.json()) as { credential: string }).credential;
        return HttpResponse.json(tokenInData('t3'));
      }),
      http.get('*/api/users', () => HttpResponse.json({ success: true, message: 'OK', data: member })),
    );
    const { result, store } = hooks(() => useGoogleLogin());
    await act(() => result.current[0]('google-id-token-abc'));
    expect(credential).toBe('google-id-token-abc');
    expect(localStorage.getItem('auth._token.google')).toBe('Bearer t3');
    expect(readCookie('login_google')).toBe('true');
    expect(readCookie('user_role')).toBe('member');
    expect(store.getState().session.strategy).toBe('google');
  });

  it('fetches the user with /api/users when a Google session is restored on load', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json({ success: true, message: 'OK', data: member })));
    saveToken('google', 't3');
    const { result } = hooks(() => {
      useSessionBootstrap();
      return useSession();
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(result.current.user?.username).toBe('member.demo');
  });
});
