import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { DEFAULT_AVATAR_SRC } from '@akademi-siber/ui-design-system';
import { demoUser, renderRemote } from '../testing';
import { AppProviders } from './app-providers';
import { AreaTopBar } from './area-top-bar';
import { CartNavItem } from './nav-badges';
import { SiteFooter } from './site-footer';
import { sisterSiteUrl, tokenFromAuthorization } from './sister-sites';

const SITES = {
  lab_url: 'https://lab.contoh.id',
  jobs_url: 'https://karier.contoh.id',
  store_url: 'https://toko.contoh.id',
};
const calls: string[] = [];
const server = setupServer(
  http.get('*/api/config/public', () => HttpResponse.json({ success: true, message: 'Berhasil', data: SITES })),
  http.get('*/api/:area/notif-total', ({ params }) => {
    calls.push(`notif:${String(params['area'])}`);
    return HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 3 } });
  }),
  http.get('*/api/transaction/member-cart', () => {
    calls.push('cart');
    return HttpResponse.json({ success: true, message: 'Berhasil', data: [{ id: 1 }, { id: 2 }] });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const at = (element: React.ReactNode, basePath = '/admin'): RemoteApp => ({
  id: 'admin',
  basePath,
  routes: [{ index: true, element }],
});

function toasts() {
  return within(screen.getByRole('status', { name: 'Notifikasi' }));
}

describe('sister-site links (spec §2)', () => {
  it('takes the last segment of the authorization value as the token', () => {
    expect(tokenFromAuthorization('Bearer abc.def')).toBe('abc.def');
    expect(tokenFromAuthorization('  Bearer   xyz  ')).toBe('xyz');
    expect(tokenFromAuthorization('')).toBeNull();
    expect(tokenFromAuthorization(null)).toBeNull();
  });

  it('puts the token in the path, with the redirect query, and opens the public home without a token', () => {
    expect(sisterSiteUrl('https://karier.contoh.id/', 'a/b c', 'profile')).toBe(
      'https://karier.contoh.id/auth/a%2Fb%20c?redirect=profile',
    );
    expect(sisterSiteUrl('https://lab.contoh.id', 'tok')).toBe('https://lab.contoh.id/auth/tok');
    expect(sisterSiteUrl('https://lab.contoh.id', null, 'ctf')).toBe('https://lab.contoh.id/');
  });
});

describe('AreaTopBar', () => {
  it("shows Beranda, its area's unread badge, the user menu with the default avatar and username, Keluar", async () => {
    renderRemote(
      at(
        <AreaTopBar
          homePath="/admin"
          notif={{ area: 'lcadm', onFailure: 'ignore' }}
          accountLinks={<a href="/admin/ganti-password">Ganti Password</a>}
        />,
      ),
      '/admin',
      demoUser('admin', { avatarUrl: null }),
    );
    expect(screen.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: /Akademi Siber/ })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('img', { name: '3 notifikasi belum dibaca' })).toBeInTheDocument();
    expect(calls).toContain('notif:lcadm');

    const menu = screen.getByRole('button', { name: 'Menu akun admin.demo' });
    expect(within(menu).getByRole('presentation')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    expect(menu).toHaveTextContent('admin.demo');
    await userEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Ganti Password' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('ignores a failed notification total silently where the spec says so (member, lcadm, tc-adm)', async () => {
    server.use(
      http.get('*/api/lcadm/notif-total', () =>
        HttpResponse.json({ success: false, message: 'Rusak', data: null }, { status: 500 }),
      ),
    );
    renderRemote(
      at(<AreaTopBar homePath="/admin" notif={{ area: 'lcadm', onFailure: 'ignore' }} />),
      '/admin',
      demoUser('admin'),
    );
    expect(await screen.findByRole('img', { name: 'Tidak ada notifikasi baru' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts().queryByText('Info')).not.toBeInTheDocument();
  });

  it("reports a failed author total with §8's 'Internal Server Error' in the red Info toast", async () => {
    server.use(
      http.get('*/api/author/notif-total', () =>
        HttpResponse.json({ success: false, message: 'Rusak', data: null }, { status: 500 }),
      ),
    );
    renderRemote(
      at(<AreaTopBar homePath="/author" notif={{ area: 'author', onFailure: 'toast' }} />, '/author'),
      '/author',
      demoUser('author'),
    );
    expect(await toasts().findByText('Internal Server Error')).toBeInTheDocument();
    expect(toasts().getByText('Info')).toBeInTheDocument();
  });

  it('falls back to the name when a user has no username', () => {
    renderRemote(
      at(<AreaTopBar homePath="/admin" />),
      '/admin',
      demoUser('admin', { username: '', name: 'Sari Admin' }),
    );
    expect(screen.getByText('Sari Admin')).toBeInTheDocument();
  });
});

describe('CartNavItem', () => {
  it("counts the member's cart into totalCart and labels the icon with it", async () => {
    const { store } = renderRemote(at(<CartNavItem />, '/member'), '/member', demoUser('member'));
    expect(await screen.findByRole('link', { name: 'Keranjang: 2 item' })).toHaveAttribute('href', '/member/cart');
    expect(store.getState().app.totalCart).toBe(2);
  });

  it('shows the red Info toast with the server message when the cart cannot be loaded', async () => {
    server.use(
      http.get('*/api/transaction/member-cart', () =>
        HttpResponse.json({ success: false, message: 'Keranjang sedang tidak tersedia.', data: null }, { status: 503 }),
      ),
    );
    renderRemote(at(<CartNavItem />, '/member'), '/member', demoUser('member'));
    const message = await toasts().findByText('Keranjang sedang tidak tersedia.');
    expect(message.closest('[data-variant]')).toHaveAttribute('data-variant', 'danger');
    expect(toasts().getByText('Info')).toBeInTheDocument();
  });

  it('does not ask for a cart for other roles', async () => {
    renderRemote(at(<CartNavItem />), '/admin', demoUser('admin'));
    expect(screen.getByRole('link', { name: 'Keranjang kosong' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('cart');
  });
});

describe('SiteFooter', () => {
  it('lists company, training, lab, jobs, legal and social links, both badges and the current year', async () => {
    render(
      <AppProviders>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </AppProviders>,
    );
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Perusahaan', 'Pelatihan', 'Lab & Karier', 'Legal']) {
      expect(within(footer).getByRole('navigation', { name })).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: 'Tentang Kami' })).toHaveAttribute('href', '/tentang-kami');
    expect(within(footer).getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/kebijakan-privasi',
    );
    expect(within(footer).getByRole('link', { name: 'Cyber Insight' })).toHaveAttribute('href', '/cyber-insight');
    expect(within(footer).getByRole('link', { name: /Instagram Akademi Siber/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('img', { name: /ISO\/IEC 27001/ })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: /Penyelenggara Sistem Elektronik/ })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    // Signed out: the sister sites' public pages, in a new tab.
    const jobs = await within(footer).findByRole('link', { name: /Lowongan Kerja/ });
    expect(jobs).toHaveAttribute('href', 'https://karier.contoh.id/');
    expect(jobs).toHaveAttribute('target', '_blank');
    expect(jobs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(footer).getByRole('link', { name: /Merchandise/ })).toHaveAttribute(
      'href',
      'https://toko.contoh.id/',
    );
    expect(within(footer).getByRole('link', { name: /Situs Lab/ })).toHaveAttribute('href', 'https://lab.contoh.id/');
  });

  // The lab link goes through the hand-off (decision 0036). The footer also names the area and the release.
  it('puts the session token in the jobs and store links when signed in, never in the lab link', async () => {
    renderRemote(at(<SiteFooter area="Member" />, '/member'), '/member', demoUser('member'));
    const footer = screen.getByRole('contentinfo');
    // The lab link opens the hand-off's start, which trades the session for a single-use code.
    await waitFor(() =>
      expect(within(footer).getByRole('link', { name: /Buka Lab/ })).toHaveAttribute('href', '/lab/buka'),
    );
    expect(within(footer).getByRole('link', { name: /Lowongan Kerja/ })).toHaveAttribute(
      'href',
      'https://karier.contoh.id/auth/test-token?redirect=jobs',
    );
    expect(within(footer).getByRole('link', { name: /Merchandise/ })).toHaveAttribute(
      'href',
      'https://toko.contoh.id/auth/test-token',
    );
    expect(within(footer).getByTestId('area-release')).toHaveTextContent('rilis lokal');
  });
});
