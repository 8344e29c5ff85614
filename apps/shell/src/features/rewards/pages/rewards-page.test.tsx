import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Reward } from '@akademi-siber/util-contracts';
import { member, renderPage } from '../../../testing/render-page';
import { RewardsPage } from './rewards-page';

const rewards: Reward[] = [
  {
    id: 2,
    slug: 'paket-stiker-keamanan-siber',
    name: 'Paket Stiker Keamanan Siber',
    description: 'Sepuluh stiker vinil.',
    imageUrl: null,
    kind: 'physical',
    pointsCost: 150,
    stock: 100,
  },
  {
    id: 4,
    slug: 'e-book-panduan-password-aman',
    name: 'E-book Panduan Password Aman',
    description: 'E-book PDF.',
    imageUrl: null,
    kind: 'digital',
    pointsCost: 1500,
    stock: 3,
  },
  {
    id: 5,
    slug: 'tumbler-capture-the-flag',
    name: 'Tumbler Capture The Flag',
    description: 'Tumbler 500 ml.',
    imageUrl: null,
    kind: 'physical',
    pointsCost: 600,
    stock: 0,
  },
];
const server = setupServer(
  http.get('*/api/rewards', () =>
    HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: rewards,
      meta: { page: 1, per_page: 12, total: rewards.length },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/rewards', () => {
  it('shows each reward with its cost in points and its stock, and asks a visitor to sign in to redeem', async () => {
    renderPage('/rewards', <RewardsPage />, '/rewards', { session: { status: 'anonymous', user: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tukar Poin dengan Hadiah' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Daftar hadiah' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]).getByText('1.500 poin')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Stok tersisa 3')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Digital')).toBeInTheDocument();
    expect(within(cards[2]).getByText('Stok habis')).toBeInTheDocument();
    expect(
      within(cards[0]).getByRole('link', { name: 'Masuk untuk menukar Paket Stiker Keamanan Siber' }),
    ).toHaveAttribute('href', '/login?redirect=%2Fmember%2Freward%2Fpaket-stiker-keamanan-siber');
  });

  it('sends a signed-in member to the reward in the member area', async () => {
    renderPage('/rewards', <RewardsPage />, '/rewards', { session: { status: 'authenticated', user: member } });
    const link = await screen.findByRole('link', { name: 'Tukar poin: Paket Stiker Keamanan Siber' });
    expect(link).toHaveAttribute('href', '/member/reward/paket-stiker-keamanan-siber');
    expect(screen.queryByText(/untuk menukarnya/)).not.toBeInTheDocument();
  });

  it('says so when the catalogue is empty', async () => {
    server.use(
      http.get('*/api/rewards', () =>
        HttpResponse.json({ success: true, message: 'Berhasil', data: [], meta: { page: 1, per_page: 12, total: 0 } }),
      ),
    );
    renderPage('/rewards', <RewardsPage />, '/rewards');
    expect(await screen.findByRole('heading', { name: 'Belum ada hadiah' })).toBeInTheDocument();
  });
});
