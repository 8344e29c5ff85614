import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';

// The home page is a lazy route; its first render compiles the module, slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

const users = [
  {
    id: 7,
    username: 'member.demo',
    name: 'Rina Member',
    email: 'member@akademisiber.id',
    id_role: 1,
    createdAt: '2026-11-01T00:00:00Z',
  },
  {
    id: 8,
    username: 'author.demo',
    name: 'Budi Instruktur',
    email: 'author@akademisiber.id',
    id_role: 2,
    createdAt: '2026-10-01T00:00:00Z',
  },
];
const queries: string[] = [];
const orderQueries: string[] = [];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/admin/users', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    queries.push(q);
    const data = users.filter((u) => u.name.toLowerCase().includes(q.toLowerCase()));
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data,
      meta: { page: 1, per_page: 10, total: data.length },
    });
  }),
  http.get('*/api/lcadm/orders', ({ request }) => {
    orderQueries.push(new URL(request.url).searchParams.toString());
    return HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 1, total: 3 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('admin home lists the newest users and searches them', async () => {
  expect(app).toMatchObject({ id: 'admin', basePath: '/admin' });
  renderRemote(app, '/admin', demoUser('admin'));
  const table = await screen.findByRole('table', { name: 'Pengguna terbaru' });
  expect(within(table).getByText('member@akademisiber.id')).toBeInTheDocument();
  expect(within(table).getByText('Pengajar')).toBeInTheDocument();

  await userEvent.type(screen.getByRole('textbox', { name: 'Cari nama, username, atau email' }), 'budi');
  await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
  expect(await within(table).findByText('author@akademisiber.id')).toBeInTheDocument();
  await waitFor(() => expect(within(table).queryByText('member@akademisiber.id')).not.toBeInTheDocument());
  expect(queries).toContain('budi');
});

it('admin home links the staff pages and says how many transfers wait for verification', async () => {
  renderRemote(app, '/admin', demoUser('admin'));
  const shortcuts = await screen.findByRole('region', { name: 'Kelola' });
  const orders = within(shortcuts).getByRole('link', { name: /Verifikasi pesanan/ });
  expect(orders).toHaveAttribute('href', '/admin/pesanan');
  expect(await within(orders).findByText('3 menunggu')).toBeInTheDocument();
  expect(orderQueries).toContain('page=1&per_page=1&status=waiting_verification');
  for (const [name, href] of [
    ['Kode promo', '/admin/kode-promo'],
    ['Token aktivasi', '/admin/token-aktivasi'],
    ['Acara Cyber Insight', '/admin/acara'],
    ['Pencairan afiliasi', '/admin/afiliasi'],
    ['Paket langganan', '/admin/paket-langganan'],
    ['Permintaan pelatihan', '/admin/permintaan-pelatihan'],
    ['Live class', '/admin/liveclass'],
    ['Pelatihan korporat', '/admin/corporate-training'],
    ['Program korporat', '/admin/corporate-program'],
  ]) {
    expect(within(shortcuts).getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
});
