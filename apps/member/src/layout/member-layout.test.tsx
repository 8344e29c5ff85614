import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { MemberLayout } from './member-layout';

// Own handlers first: msw answers with the first match, and chromeHandlers covers the rest.
const server = setupServer(
  http.get('*/api/member/notif-total', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 2 } }),
  ),
  http.get('*/api/transaction/member-cart', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: [{ id: 1 }, { id: 2 }, { id: 3 }] }),
  ),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [{ element: <MemberLayout />, children: [{ index: true, element: <h1>Isi halaman</h1> }] }],
};

function renderLayout() {
  return renderRemote(app, '/member', demoUser('member', { point: 1250, xp: 3400 }));
}

describe('member layout', () => {
  // Lab goes through the hand-off (decision 0036); Jobs carries the token.
  it('shows the member navbar: Beranda, Sertifikat, Lab and Jobs, points and XP, cart and unread badges', async () => {
    const { store } = renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Navigasi member' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/member');
    expect(within(nav).getByRole('link', { name: 'Sertifikat' })).toHaveAttribute('href', '/member/certificate');
    expect(within(nav).getByRole('group', { name: '1.250 poin dan 3.400 XP' })).toBeInTheDocument();
    const lab = await within(nav).findByRole('link', { name: /^Lab/ });
    expect(lab).toHaveAttribute('href', '/lab/buka');
    expect(lab).toHaveAttribute('target', '_blank');
    expect(within(nav).getByRole('link', { name: /^Jobs/ })).toHaveAttribute(
      'href',
      'https://jobs.akademisiber.id/auth/test-token?redirect=jobs',
    );
    expect(await within(nav).findByRole('link', { name: 'Keranjang: 3 item' })).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: '2 notifikasi belum dibaca' })).toHaveAttribute(
      'href',
      '/member/notifikasi',
    );
    expect(store.getState().app).toMatchObject({ totalCart: 3, total_notif: 2 });
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Isi halaman' })).toBeInTheDocument();
  });

  it('opens the user menu with Akun Saya, CV Saya (jobs profile, new tab) and Ganti Password', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Menu akun member.demo' }));
    expect(screen.getByRole('link', { name: 'Akun Saya' })).toHaveAttribute('href', '/member/profil');
    expect(screen.getByRole('link', { name: 'Ganti Password' })).toHaveAttribute('href', '/member/ganti-password');
    expect(await screen.findByRole('link', { name: /CV Saya/ })).toHaveAttribute(
      'href',
      'https://jobs.akademisiber.id/auth/test-token?redirect=profile',
    );
  });

  it('ignores a failed unread total silently, and shows the red Info toast when the cart fails', async () => {
    server.use(
      http.get('*/api/member/notif-total', () =>
        HttpResponse.json({ success: false, message: 'Rusak', data: null }, { status: 500 }),
      ),
      http.get('*/api/transaction/member-cart', () => HttpResponse.error()),
    );
    renderLayout();
    const toasts = within(screen.getByRole('status', { name: 'Notifikasi' }));
    expect(await toasts.findByText('Info')).toBeInTheDocument();
    expect(toasts.getAllByText('Info')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Tidak ada notifikasi baru' })).toBeInTheDocument();
  });

  it('ends with the site footer naming the member area and its release', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByTestId('area-release')).toHaveTextContent('rilis');
    expect(within(footer).getByRole('link', { name: 'Syarat dan Ketentuan' })).toHaveAttribute(
      'href',
      '/syarat-dan-ketentuan',
    );
  });
});
