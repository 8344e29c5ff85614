import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminReward, AdminRewardRedemption } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const kaos: AdminReward = {
  id: 1,
  slug: 'kaos-akademi-siber',
  name: 'Kaos Akademi Siber',
  description: 'Kaos katun.',
  imageUrl: null,
  kind: 'physical',
  pointsCost: 1000,
  stock: 0,
  active: true,
  createdAt: '2026-11-01T00:00:00Z',
  redeemedCount: 3,
};
const waiting: AdminRewardRedemption = {
  id: 9,
  reward: { slug: kaos.slug, name: kaos.name, kind: 'physical', imageUrl: null },
  pointsSpent: 1000,
  status: 'requested',
  recipientName: 'Dimas Saputra',
  phone: '085712345678',
  address: 'Jl. Diponegoro No. 12, Bandung',
  notes: 'Ukuran L',
  adminNote: null,
  createdAt: '2026-11-23T02:00:00Z',
  shippedAt: null,
  deliveredAt: null,
  rejectedAt: null,
  member: { username: 'dimas.saputra', name: 'Dimas Saputra', email: 'dimas.saputra@demo.akademisiber.id' },
};

const sent: { path: string; body: unknown }[] = [];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/rewards', () => page([kaos])),
  http.get('*/api/lcadm/reward-redemptions', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return page(status && status !== 'requested' ? [] : [waiting]);
  }),
  http.post('*/api/lcadm/rewards', async ({ request }) => {
    const body = await request.json();
    sent.push({ path: 'rewards', body });
    if ((body as { slug: string }).slug === kaos.slug)
      return fail(409, 'Alamat (slug) hadiah sudah dipakai. Gunakan slug lain.');
    return ok({ ...kaos, ...(body as object), id: 2, redeemedCount: 0 }, 201);
  }),
  http.post('*/api/lcadm/reward-redemptions/:id/status', async ({ params, request }) => {
    const body = await request.json();
    sent.push({ path: `status/${String(params['id'])}`, body });
    return ok({ ...waiting, ...(body as object) });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

describe('/admin/hadiah', () => {
  it('lists the waiting redemptions with where to send them, and rejects one with a reason', async () => {
    renderRemote(app, '/admin/hadiah', demoUser('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hadiah' })).toBeInTheDocument();
    const queue = await screen.findByRole('table', { name: 'Penukaran hadiah' });
    expect(within(queue).getByText(/Jl\. Diponegoro No\. 12/)).toBeInTheDocument();
    expect(within(queue).getByText('Catatan: Ukuran L')).toBeInTheDocument();
    expect(within(queue).getByText('Diproses')).toBeInTheDocument();

    await userEvent.click(within(queue).getByRole('button', { name: 'Tolak: Kaos Akademi Siber untuk Dimas Saputra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tolak penukaran' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak penukaran' }));
    expect(await within(dialog).findByText('Alasan penolakan minimal 5 karakter')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Alasan penolakan/), 'Alamat tidak ditemukan kurir');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak penukaran' }));
    await screen.findByText('Penukaran ditolak; poin dan stok dikembalikan.');
    expect(sent).toEqual([
      { path: 'status/9', body: { status: 'rejected', adminNote: 'Alamat tidak ditemukan kurir' } },
    ]);
  });

  it('shows the catalogue with stock, and adds a reward (a taken slug is refused)', async () => {
    renderRemote(app, '/admin/hadiah', demoUser('admin'));
    const catalogue = await screen.findByRole('table', { name: 'Katalog hadiah' });
    expect(within(catalogue).getByText('1.000 poin')).toBeInTheDocument();
    expect(within(catalogue).getByText('Habis')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tambah hadiah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hadiah baru' });
    await userEvent.type(within(dialog).getByLabelText(/Nama hadiah/), 'Mug Akademi Siber');
    await userEvent.type(within(dialog).getByLabelText(/Slug/), 'kaos-akademi-siber');
    await userEvent.type(within(dialog).getByLabelText(/Harga \(poin\)/), '400');
    await userEvent.clear(within(dialog).getByLabelText(/^Stok/));
    await userEvent.type(within(dialog).getByLabelText(/^Stok/), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Alamat (slug) hadiah sudah dipakai. Gunakan slug lain.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/Slug/));
    await userEvent.type(within(dialog).getByLabelText(/Slug/), 'mug-akademi-siber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Hadiah ditambahkan.');
    expect(sent[1]).toEqual({
      path: 'rewards',
      body: {
        slug: 'mug-akademi-siber',
        name: 'Mug Akademi Siber',
        description: '',
        imageUrl: null,
        kind: 'physical',
        pointsCost: 400,
        stock: 12,
        active: true,
      },
    });
  });
});
