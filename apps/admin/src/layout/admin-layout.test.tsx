import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { DEFAULT_AVATAR_SRC } from '@akademi-siber/ui-design-system';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AdminLayout } from './admin-layout';

let notifCalls = 0;
const server = setupServer(
  http.get('*/api/lcadm/notif-total', () => {
    notifCalls += 1;
    return HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 1 } });
  }),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'admin',
  basePath: '/admin',
  routes: [{ element: <AdminLayout />, children: [{ index: true, element: <h1>Dashboard</h1> }] }],
};

describe('admin layout', () => {
  // The user menu shows the default avatar and the username.
  it('has the brand to /, Beranda to /admin, the lcadm badge, the user menu and Keluar', async () => {
    renderRemote(app, '/admin', demoUser('admin', { avatarUrl: '' }));
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-dark', 'true');
    expect(within(header).getByRole('link', { name: 'Akademi Siber — halaman utama' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Navigasi admin' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/admin');
    expect(await within(nav).findByRole('img', { name: '1 notifikasi belum dibaca' })).toBeInTheDocument();
    expect(notifCalls).toBeGreaterThan(0);
    const menu = within(nav).getByRole('button', { name: 'Menu akun admin.demo' });
    expect(within(menu).getByRole('presentation')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    await userEvent.click(menu);
    expect(within(nav).getByRole('link', { name: 'Ganti Password' })).toHaveAttribute('href', '/admin/ganti-password');
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('has the staff section navigation, with the current section marked', async () => {
    const staffApp: RemoteApp = {
      ...app,
      routes: [{ element: <AdminLayout />, children: [{ path: 'kode-promo', element: <h1>Kode Promo</h1> }] }],
    };
    renderRemote(staffApp, '/admin/kode-promo', demoUser('admin'));
    const nav = screen.getByRole('navigation', { name: 'Menu staf' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pengguna', '/admin/pengguna'],
      ['Pesanan', '/admin/pesanan'],
      ['Paket Langganan', '/admin/paket-langganan'],
      ['Kode Promo', '/admin/kode-promo'],
      ['Token Aktivasi', '/admin/token-aktivasi'],
      ['Afiliasi', '/admin/afiliasi'],
      ['Acara', '/admin/acara'],
      ['Blog', '/admin/blog'],
      ['Halaman', '/admin/halaman'],
      ['Cybercast', '/admin/cybercast'],
      ['Tinjauan Kelas', '/admin/tinjauan-kelas'],
      ['Live Class', '/admin/liveclass'],
      ['Permintaan Pelatihan', '/admin/permintaan-pelatihan'],
      ['Pelatihan Korporat', '/admin/corporate-training'],
      ['Program Korporat', '/admin/corporate-program'],
      ['Hadiah', '/admin/hadiah'],
      ['Diskusi', '/admin/diskusi'],
      ['Lab', '/admin/lab'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Kode Promo' })).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { name: 'Menu staf' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kode Promo' })).toBeInTheDocument();
  });

  it('ignores a failed unread total: no badge, no toast', async () => {
    server.use(http.get('*/api/lcadm/notif-total', () => HttpResponse.error()));
    renderRemote(app, '/admin', demoUser('admin'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('img', { name: 'Tidak ada notifikasi baru' })).toBeInTheDocument();
    expect(within(screen.getByRole('status', { name: 'Notifikasi' })).queryByText('Info')).not.toBeInTheDocument();
  });
});
