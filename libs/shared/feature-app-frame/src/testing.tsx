/**
 * Test helpers for the remotes (import from `@akademi-siber/feature-app-frame/testing`, never from app code):
 * renders a remote's routes at a URL with a signed-in user in the real store.
 */
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation, useRoutes, type Location } from 'react-router-dom';
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

function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

export function renderRemote(app: RemoteApp, url: string, user: AuthUser) {
  const store = createAppStore({
    session: { ...initialSessionState('test-token', 'local'), user, status: 'authenticated' },
  });
  const location: { current: Location | null } = { current: null };
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe into={location} />
        <Routes>
          <Route path={`${app.basePath}/*`} element={<RemoteRoutes app={app} />} />
          <Route path="*" element={<p>di luar area</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  /** The address the page is at now ("/admin/diskusi?status=unanswered"). */
  const currentUrl = () => (location.current ? `${location.current.pathname}${location.current.search}` : url);
  return { ...result, store, currentUrl };
}

/**
 * msw handlers for what every area's chrome asks for (sister-site config, unread totals, the member's cart), so a
 * remote's page test can run with `onUnhandledFrame: 'error'` and only describe its own page's calls.
 */
export const chromeHandlers = [
  http.get('*/api/config/public', () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: {
        lab_url: 'https://lab.akademisiber.id',
        jobs_url: 'https://jobs.akademisiber.id',
        store_url: 'https://store.akademisiber.id',
      },
    }),
  ),
  http.get('*/api/:area/notif-total', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 0 } }),
  ),
  http.get('*/api/transaction/member-cart', () => HttpResponse.json({ success: true, message: 'Berhasil', data: [] })),
];

/**
 * Makes each test of the file wait, as it ends, until every request it made is answered. msw 3 answers a request
 * once it reaches the socket, a few macrotasks after `fetch`, so a request can outlive the test that made it and
 * reach the next test's handlers (a count or a list of what the server saw). Call it before the file's own
 * `afterEach` (which resets handlers or clears what they saw): hooks run in the order they were declared.
 */
export function answerEachTestsRequests(): void {
  const unanswered = new Set<Promise<Response>>();
  let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
  beforeEach(() => {
    const fetchThroughMsw = globalThis.fetch;
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
      const answer = fetchThroughMsw(...args);
      unanswered.add(answer);
      const answered = () => unanswered.delete(answer);
      answer.then(answered, answered);
      return answer;
    });
  });
  afterEach(async () => {
    // A turn of the event loop first, on Node's own timers (a test may fake the global ones): a call the test set
    // off in its last moments (a mutation just dispatched) reaches fetch by then.
    do await Promise.all([new Promise((resolve) => nodeSetImmediate(resolve)), Promise.allSettled(unanswered)]);
    while (unanswered.size > 0);
    fetchSpy?.mockRestore();
  });
}
