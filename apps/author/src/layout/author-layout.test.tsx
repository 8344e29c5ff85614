import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { AuthorLayout } from './author-layout';

const server = setupServer(
  http.get('*/api/author/notif-total', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: { total_unread_notif: 4 } }),
  ),
  ...chromeHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'author',
  basePath: '/author',
  routes: [{ element: <AuthorLayout />, children: [{ index: true, element: <h1>Beranda author</h1> }] }],
};

describe('author layout', () => {
  it('has Beranda, the unread badge from /api/author/notif-total, the user menu and Keluar', async () => {
    renderRemote(app, '/author', demoUser('author'));
    const nav = screen.getByRole('navigation', { name: 'Navigasi author' });
    expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/author');
    expect(await within(nav).findByRole('link', { name: '4 notifikasi belum dibaca' })).toHaveAttribute(
      'href',
      '/author/notifikasi',
    );
    expect(within(nav).getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu akun author.demo' }));
    expect(within(nav).getByRole('link', { name: 'Ganti Password' })).toHaveAttribute('href', '/author/ganti-password');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Area Author');
  });

  it("reports a failed unread total with 'Internal Server Error' in the red Info toast", async () => {
    server.use(
      http.get('*/api/author/notif-total', () =>
        HttpResponse.json({ success: false, message: 'x', data: null }, { status: 502 }),
      ),
    );
    renderRemote(app, '/author', demoUser('author'));
    const toasts = within(screen.getByRole('status', { name: 'Notifikasi' }));
    expect(await toasts.findByText('Internal Server Error')).toBeInTheDocument();
  });
});
