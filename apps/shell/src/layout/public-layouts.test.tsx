import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, initialSessionState } from '@akademi-siber/data-access-auth';
import { AppProviders } from '@akademi-siber/feature-app-frame';
import { chromeHandlers, demoUser } from '@akademi-siber/feature-app-frame/testing';
import type { AuthUser } from '@akademi-siber/util-contracts';
import { BlogLayout } from './blog-layout';
import { CybercastLayout } from './cybercast-layout';
import { DefaultLayout } from './default-layout';
import { DepanDarkLayout } from './depan-dark-layout';
import { DepanLayout } from './depan-layout';
import { DepanNoGoogleLayout } from './depan-no-google-layout';
import { LabLayout } from './lab-layout';

const categories = (kind: string) => [
  { slug: `${kind}-satu`, category: kind === 'blog' ? 'Tips Keamanan' : 'Wawancara', total: 2 },
  { slug: `${kind}-dua`, category: kind === 'blog' ? 'Tutorial' : 'Bedah Kasus', total: 0 },
];
const server = setupServer(
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
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderIn(layout: React.ReactNode, { path = '/', user }: { path?: string; user?: AuthUser } = {}) {
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

describe('public navbar (spec §2)', () => {
  it('signed out: Academy menu by keyboard, Cybersecurity Lab, Jobs in a new tab, Masuk and Daftar', async () => {
    renderIn(<DepanLayout />);
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    const academy = within(nav).getByRole('button', { name: 'Academy' });
    expect(academy).toHaveAttribute('aria-expanded', 'false');
    academy.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(academy).toHaveAttribute('aria-expanded', 'true');
    const entries = ['Belajar Online', 'Live Class', 'Corporate Training', 'Cybersecurity Culture', 'Cyber Insight'];
    for (const name of entries) expect(within(nav).getByRole('link', { name })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Belajar Online' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(academy).toHaveFocus();
    expect(academy).toHaveAttribute('aria-expanded', 'false');

    expect(within(nav).getByRole('link', { name: 'Cybersecurity Lab' })).toHaveAttribute('href', '/cybersecuritylabs');
    const jobs = await within(nav).findByRole('link', { name: /^Jobs/ });
    expect(jobs).toHaveAttribute('href', 'https://jobs.akademisiber.id/');
    expect(jobs).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Dashboard Saya' })).not.toBeInTheDocument();
  });

  it("signed in as a member: the cart badge from the cart's length and Dashboard Saya; Jobs carries the token", async () => {
    renderIn(<DepanLayout />, { user: demoUser('member') });
    const nav = screen.getByRole('navigation', { name: 'Navigasi utama' });
    expect(await within(nav).findByRole('link', { name: 'Keranjang: 2 item' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard Saya' })).toHaveAttribute('href', '/member');
    expect(within(nav).queryByRole('link', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: /^Jobs/ })).toHaveAttribute(
      'href',
      'https://jobs.akademisiber.id/auth/tok-123?redirect=jobs',
    );
  });

  it('signed in with a role that has no cart: Dashboard Saya to its home, no cart', () => {
    renderIn(<DepanLayout />, { user: demoUser('admin') });
    expect(screen.getByRole('link', { name: 'Dashboard Saya' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: /Keranjang/ })).not.toBeInTheDocument();
  });

  it('changes style once the page is scrolled, and back at the top', () => {
    renderIn(<DepanLayout />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 120;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('public layouts', () => {
  it.each([
    ['depan', <DepanLayout key="l" />, 'light'],
    ['depan-no-google', <DepanNoGoogleLayout key="l" />, 'light'],
    ['depan-dark', <DepanDarkLayout key="l" />, 'dark'],
    ['default', <DefaultLayout key="l" />, 'light'],
    ['lab', <LabLayout key="l" />, 'dark'],
  ])('%s layout: its navbar, the page in <main>, the site footer', (name, layout, variant) => {
    const { container } = renderIn(layout);
    expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('banner')).toHaveAttribute('data-variant', variant);
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Halaman' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('depan offers Google One Tap to visitors when Google sign-in is configured; depan-no-google never does', async () => {
    const googleScript = () => document.querySelector('script[src="https://accounts.google.com/gsi/client"]');
    let configAsked = 0;
    server.use(
      http.get('*/api/auth/google/config', () => {
        configAsked += 1;
        return HttpResponse.json({
          success: true,
          message: 'OK',
          data: { enabled: true, client_id: 'klien.apps.googleusercontent.com' },
        });
      }),
    );
    const first = renderIn(<DepanNoGoogleLayout />);
    await screen.findByRole('link', { name: /^Jobs/ });
    expect(configAsked).toBe(0);
    expect(googleScript()).toBeNull();
    first.unmount();

    renderIn(<DepanLayout />);
    await waitFor(() => expect(googleScript()).not.toBeNull());
    googleScript()?.remove();
  });

  it('lab: its own menu jumps to the page sections and opens the lab site', async () => {
    renderIn(<LabLayout />);
    const menu = screen.getByRole('navigation', { name: 'Menu Cybersecurity Lab' });
    expect(within(menu).getByRole('link', { name: 'CTF' })).toHaveAttribute('href', '#ctf');
    expect(await within(menu).findByRole('link', { name: /Situs Lab/ })).toHaveAttribute(
      'href',
      'https://lab.akademisiber.id/',
    );
  });

  it.each([
    ['blog', <BlogLayout key="l" />, ['Tips Keamanan', 'Tutorial'], '/blog'],
    ['cybercast', <CybercastLayout key="l" />, ['Wawancara', 'Bedah Kasus'], '/cybercast'],
  ])('%s: the categories from list-categories, each linking to its page', async (kind, layout, names, base) => {
    renderIn(layout, { path: `${base}/kategori/${kind}-satu` });
    const bar = screen.getByRole('navigation', { name: `Kategori ${kind === 'blog' ? 'Blog' : 'Cybercast'}` });
    expect(within(bar).getByRole('link', { name: 'Semua' })).toHaveAttribute('href', `${base}/all`);
    const first = await within(bar).findByRole('link', { name: names[0] });
    expect(first).toHaveAttribute('href', `${base}/kategori/${kind}-satu`);
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: names[1] })).toHaveAttribute('href', `${base}/kategori/${kind}-dua`);
  });

  it("a failed category load shows the 'Info' toast in the danger variant with the server's message", async () => {
    server.use(
      http.get('*/api/blog/list-categories', () =>
        HttpResponse.json({ success: false, message: 'Kategori sedang tidak tersedia.', data: null }, { status: 503 }),
      ),
    );
    renderIn(<BlogLayout />, { path: '/blog' });
    const toasts = within(screen.getByRole('status', { name: 'Notifikasi' }));
    const message = await toasts.findByText('Kategori sedang tidak tersedia.');
    expect(toasts.getByText('Info')).toBeInTheDocument();
    expect(message.closest('[data-variant]')).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('link', { name: 'Semua' })).toBeInTheDocument();
  });
});
