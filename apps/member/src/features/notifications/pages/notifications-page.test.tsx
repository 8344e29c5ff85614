import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { NotificationItem } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { NotificationsPage } from './notifications-page';

let items: NotificationItem[] = [];
let failList = false;
const listCalls: string[] = [];

function seed() {
  items = [
    {
      id: 3,
      title: 'Pembayaran diterima',
      body: 'Akses ke Keamanan Web sudah aktif.',
      link: '/member/pesanan/berhasil/AS1',
      createdAt: '2026-11-24T03:00:00.000Z',
      readAt: null,
    },
    {
      id: 2,
      title: 'Materi baru tersedia',
      body: 'Modul 3 sudah bisa dipelajari.',
      link: null,
      createdAt: '2026-11-23T03:00:00.000Z',
      readAt: null,
    },
    {
      id: 1,
      title: 'Selamat datang',
      body: 'Lengkapi profilmu.',
      link: null,
      createdAt: '2026-08-01T03:00:00.000Z',
      readAt: '2026-08-02T03:00:00.000Z',
    },
  ];
}

const ok = <T,>(data: T, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });
const unread = () => items.filter((item) => item.readAt === null);

const server = setupServer(
  http.get('*/api/member/notif-total', () => ok({ total_unread_notif: unread().length })),
  http.get('*/api/member/notifications', ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url.search);
    if (failList)
      return HttpResponse.json({ success: false, message: 'Layanan sedang sibuk.', data: null }, { status: 503 });
    const list = url.searchParams.get('status') === 'unread' ? unread() : items;
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: list.slice((page - 1) * perPage, page * perPage),
      meta: { page, per_page: perPage, total: list.length },
    });
  }),
  http.post('*/api/member/notifications/:id/read', ({ params }) => {
    const item = items.find((entry) => entry.id === Number(params['id']));
    if (!item)
      return HttpResponse.json({ success: false, message: 'Notifikasi tidak ditemukan.', data: null }, { status: 404 });
    item.readAt ??= '2026-11-24T04:00:00.000Z';
    return ok(item, 'Notifikasi ditandai sudah dibaca.');
  }),
  http.post('*/api/member/notifications/read-all', () => {
    const marked = unread().length;
    for (const item of unread()) item.readAt = '2026-11-24T04:00:00.000Z';
    return ok({ marked });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  seed();
  failList = false;
  listCalls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    { path: 'notifikasi', element: <NotificationsPage /> },
    { path: 'pesanan/berhasil/:id', element: <h1>Status pesanan</h1> },
  ],
};

const list = () => screen.findByRole('list', { name: 'Daftar notifikasi' });

describe('NotificationsPage', () => {
  it('lists the notifications newest first, with the unread ones marked and the number still unread', async () => {
    renderRemote(app, '/member/notifikasi', demoUser('member'));
    expect(screen.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeInTheDocument();
    const entries = within(await list()).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Pembayaran diterima',
      'Materi baru tersedia',
      'Selamat datang',
    ]);
    expect(within(entries[0]).getByText('Baru')).toBeInTheDocument();
    expect(within(entries[2]).queryByText('Baru')).not.toBeInTheDocument();
    expect(within(entries[2]).getByText(/sudah dibaca/)).toBeInTheDocument();
    expect(await screen.findByText('2 notifikasi belum dibaca.')).toBeInTheDocument();
    expect(listCalls[0]).toContain('status=all');
  });

  it('marks one read: its "Baru" goes and the unread count follows', async () => {
    renderRemote(app, '/member/notifikasi', demoUser('member'));
    await screen.findByText('2 notifikasi belum dibaca.');
    await userEvent.click(screen.getByRole('button', { name: 'Tandai sudah dibaca: Materi baru tersedia' }));
    expect(await screen.findByText('1 notifikasi belum dibaca.')).toBeInTheDocument();
    const entry = screen.getByRole('listitem', { name: 'Materi baru tersedia' });
    await waitFor(() => expect(within(entry).queryByText('Baru')).not.toBeInTheDocument());
  });

  it('opens a notification that leads somewhere and counts it as read', async () => {
    renderRemote(app, '/member/notifikasi', demoUser('member'));
    await screen.findByText('2 notifikasi belum dibaca.');
    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Pembayaran diterima' })).getByRole('link', { name: 'Lihat' }),
    );
    expect(await screen.findByRole('heading', { name: 'Status pesanan' })).toBeInTheDocument();
    await waitFor(() => expect(items.find((item) => item.id === 3)?.readAt).not.toBeNull());
  });

  it('marks all read, then the unread tab is empty and the button rests', async () => {
    renderRemote(app, '/member/notifikasi', demoUser('member'));
    await screen.findByText('2 notifikasi belum dibaca.');
    await userEvent.click(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' }));
    expect(await screen.findByText('2 notifikasi ditandai sudah dibaca.')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada notifikasi baru.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Belum dibaca' }));
    expect(await screen.findByText('Semua sudah dibaca')).toBeInTheDocument();
    expect(listCalls.at(-1)).toContain('status=unread');
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    failList = true;
    renderRemote(app, '/member/notifikasi', demoUser('member'));
    expect(await screen.findByText('Layanan sedang sibuk.')).toBeInTheDocument();
    failList = false;
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await list()).toBeInTheDocument();
  });
});
