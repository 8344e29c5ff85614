import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { Reward, RewardRedemption } from '@akademi-siber/util-contracts';
import app from '../../../app';

const kaos: Reward = {
  id: 1,
  slug: 'kaos-akademi-siber',
  name: 'Kaos Akademi Siber',
  description: 'Kaos katun hitam.',
  imageUrl: null,
  kind: 'physical',
  pointsCost: 1000,
  stock: 25,
};
const ebook: Reward = {
  id: 4,
  slug: 'e-book-panduan-password-aman',
  name: 'E-book Panduan Password Aman',
  description: 'E-book PDF.',
  imageUrl: null,
  kind: 'digital',
  pointsCost: 100,
  stock: 200,
};
const hoodie: Reward = {
  id: 6,
  slug: 'hoodie-red-team',
  name: 'Hoodie Red Team',
  description: 'Hoodie fleece.',
  imageUrl: null,
  kind: 'physical',
  pointsCost: 2500,
  stock: 5,
};
const tumbler: Reward = {
  id: 5,
  slug: 'tumbler-capture-the-flag',
  name: 'Tumbler Capture The Flag',
  description: 'Tumbler.',
  imageUrl: null,
  kind: 'physical',
  pointsCost: 600,
  stock: 0,
};
const rewards = [ebook, kaos, hoodie, tumbler];

const redemption = (reward: Reward, extra: Partial<RewardRedemption> = {}): RewardRedemption => ({
  id: 7,
  reward: { slug: reward.slug, name: reward.name, kind: reward.kind, imageUrl: null },
  pointsSpent: reward.pointsCost,
  status: 'requested',
  recipientName: null,
  phone: null,
  address: null,
  notes: null,
  adminNote: null,
  createdAt: '2026-11-24T03:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  rejectedAt: null,
  ...extra,
});

let mine: RewardRedemption[] = [];
let redeemAnswer: { status: number; body: unknown } | null = null;
const sent: unknown[] = [];
const page = <T,>(data: T[]) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: 1, per_page: 12, total: data.length } });
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/rewards', () => page(rewards)),
  http.get('*/api/rewards/:slug', ({ params }) => {
    const reward = rewards.find((candidate) => candidate.slug === params['slug']);
    return reward
      ? HttpResponse.json({ success: true, message: 'Berhasil', data: reward })
      : HttpResponse.json({ success: false, message: 'Hadiah tidak ditemukan.', data: null }, { status: 404 });
  }),
  http.get('*/api/member/rewards/redemptions', () => page(mine)),
  http.post('*/api/member/rewards/:slug/redeem', async ({ request, params }) => {
    const body = await request.json();
    sent.push(body);
    if (redeemAnswer) return HttpResponse.json(redeemAnswer.body as object, { status: redeemAnswer.status });
    const reward = rewards.find((candidate) => candidate.slug === params['slug']) ?? ebook;
    const created = redemption(reward, body as Partial<RewardRedemption>);
    mine = [created, ...mine];
    return HttpResponse.json({ success: true, message: 'Penukaran berhasil.', data: created }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mine = [];
  redeemAnswer = null;
  sent.length = 0;
});
afterAll(() => server.close());

describe('/member/reward', () => {
  it("shows the member's points, what each reward costs, and what cannot be redeemed yet", async () => {
    mine = [
      redemption(kaos, {
        id: 1,
        status: 'rejected',
        adminNote: 'Alamat kurang lengkap.',
        rejectedAt: '2026-11-21T03:00:00.000Z',
      }),
    ];
    renderRemote(app, '/member/reward', demoUser('member', { point: 1250, xp: 3400 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tukar Poin' })).toBeInTheDocument();
    expect(screen.getAllByText('1.250').length).toBeGreaterThan(0);
    const catalogue = await screen.findByRole('list', { name: 'Katalog hadiah' });
    expect(within(catalogue).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Kurang 1.250 poin: Hoodie Red Team' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Stok habis: Tumbler Capture The Flag' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tukar poin: Kaos Akademi Siber' })).toBeEnabled();
    const history = await screen.findByRole('list', { name: 'Penukaran saya' });
    expect(within(history).getByText('Ditolak (poin dikembalikan)')).toBeInTheDocument();
    expect(within(history).getByText('Catatan admin: Alamat kurang lengkap.')).toBeInTheDocument();
  });

  it('asks where to send a physical reward, checks it, redeems, and lists the redemption', async () => {
    renderRemote(app, '/member/reward', demoUser('member', { point: 1250, xp: 3400 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tukar poin: Kaos Akademi Siber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Kaos Akademi Siber?' });
    expect(within(dialog).getByText('250 poin')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tukar 1.000 poin' }));
    expect(await within(dialog).findByText('Nama penerima wajib diisi untuk hadiah fisik')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Nama penerima/), 'Rina Member');
    await userEvent.type(within(dialog).getByLabelText(/Nomor telepon/), '081234567890');
    await userEvent.type(within(dialog).getByLabelText(/Alamat lengkap/), 'Jl. Merdeka No. 10, Bandung 40111');
    await userEvent.type(within(dialog).getByLabelText(/Catatan/), 'Ukuran L');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tukar 1.000 poin' }));

    expect((await screen.findByText(/berhasil: 1\.000 poin sudah ditukar/)).closest('p')).toHaveTextContent(
      'Penukaran Kaos Akademi Siber berhasil: 1.000 poin sudah ditukar.',
    );
    expect(sent).toEqual([
      {
        recipientName: 'Rina Member',
        phone: '081234567890',
        address: 'Jl. Merdeka No. 10, Bandung 40111',
        notes: 'Ukuran L',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Penukaran saya' });
    expect(within(history).getByText('Kaos Akademi Siber')).toBeInTheDocument();
    expect(within(history).getByText('Diproses')).toBeInTheDocument();
  });

  it("shows the API's refusal (stock gone meanwhile) in the dialog", async () => {
    redeemAnswer = { status: 409, body: { success: false, message: 'Maaf, stok hadiah ini sudah habis.', data: null } };
    renderRemote(app, '/member/reward/e-book-panduan-password-aman', demoUser('member', { point: 1250, xp: 3400 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-book Panduan Password Aman' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tukar poin: E-book Panduan Password Aman' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Alamat lengkap/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tukar 100 poin' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Maaf, stok hadiah ini sudah habis.');
    expect(sent).toEqual([{}]);
  });

  it("puts the API's 422 on its field and says it in the dialog", async () => {
    const message = 'Nomor telepon hanya boleh berisi angka, spasi, + dan -';
    redeemAnswer = { status: 422, body: { success: false, message, data: { errors: [{ path: 'phone', message }] } } };
    renderRemote(app, '/member/reward', demoUser('member', { point: 1250, xp: 3400 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Tukar poin: Kaos Akademi Siber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Kaos Akademi Siber?' });
    await userEvent.type(within(dialog).getByLabelText(/Nama penerima/), 'Rina Member');
    await userEvent.type(within(dialog).getByLabelText(/Nomor telepon/), '0812 3456 7890');
    await userEvent.type(within(dialog).getByLabelText(/Alamat lengkap/), 'Jl. Merdeka No. 10, Bandung 40111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tukar 1.000 poin' }));
    const phone = within(dialog).getByLabelText(/Nomor telepon/);
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(message);
    expect(within(dialog).getAllByText(message)).toHaveLength(2);
    expect(sent).toHaveLength(1);
  });

  it('says a reward that does not exist is not found', async () => {
    renderRemote(app, '/member/reward/tidak-ada', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hadiah tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua hadiah' })).toHaveAttribute('href', '/member/reward');
  });
});
