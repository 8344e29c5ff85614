import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { CheckoutInput } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { ok, order } from '../../../testing/commerce-fixtures';

const checkouts: CheckoutInput[] = [];
const server = setupServer(
  http.get('*/api/member/subscription', () => ok({ endDate: '2026-12-31', active: true, includedCourseCount: 18 })),
  http.get('*/api/subscription-plans', () =>
    ok([
      { id: 1, name: 'Bulanan', months: 1, price: 99000, description: 'Akses sebulan' },
      { id: 3, name: 'Tahunan', months: 12, price: 799000, description: 'Paling hemat' },
    ]),
  ),
  http.post('*/api/transaction/checkout', async ({ request }) => {
    const body = (await request.json()) as CheckoutInput;
    checkouts.push(body);
    return ok(
      order({
        idTransaction: 'AS261123PLANORD1',
        kind: 'subscription',
        items: [{ type: 'plan', ref: '3', title: 'Tahunan', price: 799000 }],
      }),
      201,
    );
  }),
  http.get('*/api/transaction/orders/:id', ({ params }) =>
    ok(
      order({
        idTransaction: String(params.id),
        kind: 'subscription',
        items: [{ type: 'plan', ref: '3', title: 'Tahunan', price: 799000 }],
      }),
    ),
  ),
  ...chromeHandlers,
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  checkouts.length = 0;
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/subscription', () => {
  it('shows the current subscription and the plans, and buys one', async () => {
    renderRemote(app, '/member/subscription', demoUser('member'));
    expect(await screen.findByText('Aktif', undefined, slow)).toBeInTheDocument();
    expect(screen.getByText('31 Des 2026')).toBeInTheDocument();
    const yearly = await screen.findByRole('article', { name: 'Tahunan' });
    expect(within(yearly).getByText('Rp799.000')).toBeInTheDocument();
    expect(within(yearly).getByText(/12 bulan · Rp66\.583 per bulan/)).toBeInTheDocument();
    await userEvent.click(within(yearly).getByRole('link', { name: 'Pilih paket Tahunan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout langganan' }, slow)).toBeInTheDocument();
    expect(await screen.findByText('Langganan Tahunan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /menyetujui syarat dan ketentuan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Buat pesanan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pembayaran' }, slow)).toBeInTheDocument();
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({ kind: 'subscription', items: [{ type: 'plan', ref: '3' }] });
  });
});
