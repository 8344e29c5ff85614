import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AffiliateOverview, PayoutRequestInput } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/commerce-fixtures';

const payouts: PayoutRequestInput[] = [];
let affiliate: AffiliateOverview;
const joinedOverview: AffiliateOverview = {
  joined: true,
  code: 'RINA2026',
  referralUrl: 'https://akademisiber.id/?ref=RINA2026',
  commissionRate: 10,
  holdingDays: 14,
  clicks: 42,
  referredOrders: 3,
  availableBalance: 150000,
  pendingBalance: 35000,
  totalEarned: 185000,
  minimumPayout: 100000,
};
const server = setupServer(
  http.get('*/api/member/affiliate', () => ok(affiliate)),
  http.post('*/api/member/affiliate/join', () => {
    affiliate = joinedOverview;
    return ok(affiliate);
  }),
  http.get('*/api/member/affiliate/commissions', () =>
    page([
      {
        id: 1,
        idTransaction: 'AS261101AAAABBBB',
        orderTotal: 350000,
        amount: 35000,
        status: 'holding',
        availableAt: '2026-12-01T00:00:00Z',
        createdAt: '2026-11-17T00:00:00Z',
      },
    ]),
  ),
  http.get('*/api/member/affiliate/payouts', () => page([])),
  http.post('*/api/member/affiliate/payouts', async ({ request }) => {
    const body = (await request.json()) as PayoutRequestInput;
    payouts.push(body);
    return ok(
      { id: 9, ...body, status: 'requested', note: null, requestedAt: '2026-11-23T10:00:00Z', processedAt: null },
      201,
    );
  }),
  ...chromeHandlers,
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  payouts.length = 0;
  affiliate = {
    ...joinedOverview,
    joined: false,
    code: null,
    referralUrl: null,
    clicks: 0,
    referredOrders: 0,
    availableBalance: 0,
    pendingBalance: 0,
    totalEarned: 0,
  };
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/afiliasi', () => {
  it('explains the program and joins', async () => {
    renderRemote(app, '/member/afiliasi', demoUser('member'));
    expect(await screen.findByText(/komisi 10% dari nilai belanja/, undefined, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gabung' }));
    expect(await screen.findByTestId('referral-url')).toHaveTextContent('https://akademisiber.id/?ref=RINA2026');
    expect(screen.getByRole('button', { name: 'Tautan referal: salin' })).toBeInTheDocument();
    expect(screen.getByText('Rp150.000')).toBeInTheDocument();
    expect(await screen.findByText('AS261101AAAABBBB')).toBeInTheDocument();
    expect(screen.getByText('Belum ada permintaan pencairan.')).toBeInTheDocument();
  });

  it('validates the payout like the API and sends a valid request', async () => {
    affiliate = joinedOverview;
    renderRemote(app, '/member/afiliasi', demoUser('member'));
    const form = await screen.findByRole('form', { name: 'Ajukan pencairan' }, slow);
    const submit = within(form).getByRole('button', { name: 'Ajukan pencairan' });
    await userEvent.type(within(form).getByLabelText(/Jumlah/), '50000');
    await userEvent.type(within(form).getByLabelText(/Nomor rekening/), '12ab');
    await userEvent.click(submit);
    expect(await within(form).findByText('Jumlah pencairan minimal Rp100.000.')).toBeInTheDocument();
    expect(within(form).getByText('Nama bank wajib diisi.')).toBeInTheDocument();
    expect(within(form).getByText('Nomor rekening terdiri dari 5–30 angka.')).toBeInTheDocument();
    expect(within(form).getByText('Nama pemilik rekening wajib diisi.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText(/Jumlah/));
    await userEvent.type(within(form).getByLabelText(/Jumlah/), '200000');
    await userEvent.click(submit);
    expect(await within(form).findByText('Jumlah pencairan melebihi saldo tersedia (Rp150.000).')).toBeInTheDocument();
    expect(payouts).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText(/Jumlah/));
    await userEvent.type(within(form).getByLabelText(/Jumlah/), '120000');
    await userEvent.type(within(form).getByLabelText(/Nama bank/), 'BCA');
    await userEvent.clear(within(form).getByLabelText(/Nomor rekening/));
    await userEvent.type(within(form).getByLabelText(/Nomor rekening/), '1234567890');
    await userEvent.type(within(form).getByLabelText(/Nama pemilik rekening/), 'Rina Member');
    await userEvent.click(submit);
    expect(await within(form).findByText(/Permintaan pencairan Rp120\.000 terkirim/)).toBeInTheDocument();
    expect(payouts).toEqual([{ amount: 120000, bank: 'BCA', accountNumber: '1234567890', accountName: 'Rina Member' }]);
  });

  it("clears a field's message when it is changed, and puts the API's 422 on its field and in the notice", async () => {
    affiliate = joinedOverview;
    const message = 'Nomor rekening harus 5–30 digit angka';
    server.use(
      http.post('*/api/member/affiliate/payouts', () =>
        fail(422, message, { errors: [{ path: 'accountNumber', message }] }),
      ),
    );
    renderRemote(app, '/member/afiliasi', demoUser('member'));
    const form = await screen.findByRole('form', { name: 'Ajukan pencairan' }, slow);
    const submit = within(form).getByRole('button', { name: 'Ajukan pencairan' });
    await userEvent.click(submit);
    expect(await within(form).findByText('Nama bank wajib diisi.')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Nama bank/), 'B');
    expect(within(form).queryByText('Nama bank wajib diisi.')).not.toBeInTheDocument();
    expect(within(form).getByText('Jumlah pencairan wajib diisi.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/Jumlah/), '120.000');
    await userEvent.type(within(form).getByLabelText(/Nama bank/), 'CA');
    await userEvent.type(within(form).getByLabelText(/Nomor rekening/), '1234567890');
    await userEvent.type(within(form).getByLabelText(/Nama pemilik rekening/), 'Rina Member');
    await userEvent.click(submit);
    await waitFor(() => expect(within(form).getByLabelText(/Nomor rekening/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText(/Nomor rekening/)).toHaveAccessibleDescription(message);
    expect(within(form).getAllByText(message)).toHaveLength(2);
    expect(payouts).toHaveLength(0);
  });

  it('keeps the payout form disabled below the minimum', async () => {
    affiliate = { ...joinedOverview, availableBalance: 40000 };
    renderRemote(app, '/member/afiliasi', demoUser('member'));
    const form = await screen.findByRole('form', { name: 'Ajukan pencairan' }, slow);
    expect(within(form).getByText(/setelah saldo tersedia mencapai Rp100\.000/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Ajukan pencairan' })).toBeDisabled();
    expect(within(form).getByLabelText(/Jumlah/)).toBeDisabled();
  });
});
