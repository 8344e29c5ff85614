import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { answerEachTestsRequests, chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { TokenInData } from '@akademi-siber/util-contracts';
import { fail, member, ok, renderLab, renderLabSignedOut } from '../../../testing/lab-testing';
import { handoffTarget } from '../parts/handoff-target';
import { HandoffEntryPage } from './handoff-entry-page';
import { HandoffStartPage } from './handoff-start-page';

const CODE = 'c'.repeat(43);
const SESSION = 's'.repeat(43);
const exchanged: unknown[] = [];
let labUrl = '/lab';

const server = setupServer(
  ...chromeHandlers.filter((handler) => !handler.info.header.includes('/api/config/public')),
  http.get('*/api/config/public', () =>
    ok({ lab_url: labUrl, jobs_url: 'https://jobs.akademisiber.id', store_url: 'https://store.akademisiber.id' }),
  ),
  http.get('*/api/lab-handoff/code', ({ request }) =>
    request.headers.get('authorization') === 'Bearer test-token'
      ? ok({ token: CODE, expires_in: 60 })
      : fail(401, 'Unauthenticated.'),
  ),
  http.post('*/api/lab-handoff/session', async ({ request }) => {
    const { code } = (await request.json()) as { code: string };
    exchanged.push(code);
    if (code !== CODE) return fail(410, 'Kode masuk lab sudah dipakai atau kedaluwarsa. Buka lab lagi dari menu Lab.');
    const session: TokenInData = {
      ...member,
      token: SESSION,
      token_type: 'Bearer',
      expires_at: '2026-12-25T00:00:00Z',
    };
    return ok(session, 'Berhasil masuk ke lab');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// The start test ends on the entry page, whose exchange is still on the way: the entry test lists the exchanges.
answerEachTestsRequests();
afterEach(() => {
  exchanged.length = 0;
  labUrl = '/lab';
  localStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  });
});
afterAll(() => server.close());

const routes = [
  { path: 'buka', element: <HandoffStartPage /> },
  { path: 'auth/:code', element: <HandoffEntryPage /> },
  { path: 'vpn', element: <h1>VPN lab</h1> },
  { index: true, element: <h1>Tantangan</h1> },
];

describe('the lab hand-off (decision 0036)', () => {
  it("start: asks for a code with this tab's session, moves to the lab's entry with it, never the token", async () => {
    const { currentUrl } = renderLab(routes, '/lab/buka?redirect=vpn-access');
    await waitFor(() => expect(currentUrl()).toBe(`/lab/auth/${CODE}?redirect=vpn-access`));
    expect(currentUrl()).not.toContain('test-token');
  });

  it('start: takes the code to a lab on another domain as an address to load', () => {
    expect(handoffTarget('https://lab.contoh.id/', CODE, 'ctf', 'https://akademisiber.id/lab/buka')).toEqual({
      href: `https://lab.contoh.id/auth/${CODE}?redirect=ctf`,
    });
    expect(handoffTarget('https://akademisiber.id/lab', CODE, null, 'https://akademisiber.id/lab/buka')).toEqual({
      path: `/lab/auth/${CODE}`,
    });
  });

  // Signing in sets the token, the role cookie and the user.
  it('entry: exchanges the code once, signs the tab in and lands on the section', async () => {
    const { currentUrl, store } = renderLabSignedOut(routes, `/lab/auth/${CODE}?redirect=vpn-access`);
    expect(await screen.findByRole('heading', { name: 'VPN lab' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/lab/vpn');
    expect(exchanged).toEqual([CODE]);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', token: SESSION, strategy: 'local' });
    expect(store.getState().session.user).toMatchObject({ username: 'member.demo' });
    expect(store.getState().session.user).not.toHaveProperty('token');
    expect(localStorage.getItem('auth._token.local')).toBe(`Bearer ${SESSION}`);
    expect(document.cookie).toContain('user_role=member');
  });

  it('entry: says why a spent code opens nothing and offers to sign in', async () => {
    renderLabSignedOut(routes, `/lab/auth/${'x'.repeat(43)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode masuk lab sudah dipakai atau kedaluwarsa.');
    expect(screen.getByRole('link', { name: 'Masuk dengan akunmu' })).toHaveAttribute('href', '/login?redirect=%2Flab');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
