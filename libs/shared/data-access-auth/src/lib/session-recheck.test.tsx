import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AuthUser } from '@akademi-siber/util-contracts';
import { createSessionRechecker, SESSION_RECHECK_INTERVAL_MS, useSessionRecheck } from './session-recheck';
import { sessionActions } from './session-slice';
import { clearStoredSession, saveToken } from './storage';
import { createAppStore } from './store';

const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.';
const member = {
  id: 1,
  id_role: 1,
  username: 'member.demo',
  name: 'Rina Member',
  email: 'member@akademisiber.id',
} as AuthUser;

describe('createSessionRechecker', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('checks at once, then at most once per interval, with one trailing check for clicks in the window', async () => {
    const check = jest.fn(() => Promise.resolve());
    const rechecker = createSessionRechecker(check, { now: () => Date.now() });
    rechecker.request();
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    for (let click = 0; click < 5; click += 1) rechecker.request();
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(SESSION_RECHECK_INTERVAL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => void jest.advanceTimersByTime(10 * SESSION_RECHECK_INTERVAL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    rechecker.dispose();
  });

  it('never runs two checks at once, and a failure other than 401 keeps going quietly', async () => {
    let finish: (() => void) | undefined;
    const check = jest.fn(() => new Promise<void>((_resolve, reject) => (finish = () => reject(new Error('offline')))));
    const rechecker = createSessionRechecker(check);
    rechecker.request();
    await act(async () => void jest.advanceTimersByTime(3 * SESSION_RECHECK_INTERVAL_MS));
    rechecker.request();
    await act(async () => void jest.advanceTimersByTime(3 * SESSION_RECHECK_INTERVAL_MS));
    expect(check).toHaveBeenCalledTimes(1);
    await act(async () => finish?.());
    await act(async () => void jest.advanceTimersByTime(SESSION_RECHECK_INTERVAL_MS));
    expect(check).toHaveBeenCalledTimes(2);
    rechecker.dispose();
  });

  it('counts a fresh user fetch as a check, and stops after dispose', async () => {
    const check = jest.fn(() => Promise.resolve());
    const rechecker = createSessionRechecker(check);
    rechecker.markChecked();
    rechecker.request();
    expect(check).not.toHaveBeenCalled();
    rechecker.dispose();
    await act(async () => void jest.advanceTimersByTime(5 * SESSION_RECHECK_INTERVAL_MS));
    expect(check).not.toHaveBeenCalled();
  });
});

describe('useSessionRecheck', () => {
  const server = setupServer();
  let revoked = false;
  let userFetches = 0;
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    revoked = false;
    userFetches = 0;
    server.use(
      http.get('*/api/auth/user', () => {
        userFetches += 1;
        return revoked
          ? HttpResponse.json(
              { success: false, message: SESSION_ENDED, data: { reason: 'logged_out' } },
              { status: 401 },
            )
          : HttpResponse.json({ success: true, message: 'OK', user: member, data: member });
      }),
    );
  });
  afterEach(() => {
    server.resetHandlers();
    clearStoredSession();
    localStorage.clear();
  });
  afterAll(() => server.close());

  function signedIn() {
    saveToken('local', 't1');
    const store = createAppStore();
    store.dispatch(sessionActions.userLoaded(member));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const view = renderHook(({ path }: { path: string }) => useSessionRecheck(path), {
      wrapper,
      initialProps: { path: '/member' },
    });
    return { store, ...view };
  }

  it('ends a session revoked elsewhere at the next navigation, with the §8 message', async () => {
    const { store, rerender } = signedIn();
    expect(userFetches).toBe(0);
    revoked = true;
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_INTERVAL_MS));
    rerender({ path: '/member/kelas-saya' });
    await waitFor(() => expect(store.getState().session.status).toBe('anonymous'));
    expect(userFetches).toBe(1);
    expect(store.getState().session.forceLogoutMessage).toBe(SESSION_ENDED);
  });

  it('asks again when the tab comes back into view, and keeps a live session as it is', async () => {
    const { store } = signedIn();
    await new Promise((resolve) => setTimeout(resolve, SESSION_RECHECK_INTERVAL_MS));
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(userFetches).toBe(1));
    expect(store.getState().session.status).toBe('authenticated');
  });
});
