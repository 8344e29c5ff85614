import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminAffiliatePayout } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const payout: AdminAffiliatePayout = {
  id: 21,
  amount: 150000,
  bank: 'BCA',
  accountNumber: '1234567890',
  accountName: 'Rina Member',
  status: 'requested',
  note: null,
  requestedAt: '2026-11-22T02:00:00Z',
  processedAt: null,
  member: { name: 'Rina Member', username: 'member.demo', email: 'member@akademisiber.id' },
};

const actions: { path: string; body: unknown }[] = [];
const statuses: (string | null)[] = [];
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/affiliate-payouts', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    statuses.push(status);
    const current = actions.length
      ? { ...payout, status: 'paid' as const, processedAt: '2026-11-23T00:00:00Z' }
      : payout;
    return page(status && current.status !== status ? [] : [current]);
  }),
  http.post('*/api/lcadm/affiliate-payouts/:id/:action', async ({ params, request }) => {
    actions.push({ path: `${String(params['id'])}/${String(params['action'])}`, body: await request.json() });
    return ok(null);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  actions.length = 0;
  statuses.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/afiliasi', () => {
  it('lists waiting payout requests and rejects one only with a note', async () => {
    renderRemote(app, '/admin/afiliasi', admin);
    const table = await screen.findByRole('table', { name: 'Permintaan pencairan' });
    expect(statuses[0]).toBe('requested');
    expect(within(table).getByRole('row', { name: /Rina Member/ })).toHaveTextContent('Rp150.000');
    await userEvent.click(within(table).getByRole('button', { name: 'Tolak: Rina Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak pencairan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak pencairan' }));
    expect(await within(dialog).findByText('Alasan penolakan wajib diisi')).toBeInTheDocument();
    expect(actions).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Alasan penolakan/ }),
      'Nama rekening tidak sesuai',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tolak pencairan' }));
    expect(await screen.findByText('Pencairan ditolak; saldo dikembalikan ke member.')).toBeInTheDocument();
    expect(actions).toEqual([{ path: '21/reject', body: { note: 'Nama rekening tidak sesuai' } }]);
  });

  it('marks a payout paid, with an optional note, and the list follows', async () => {
    renderRemote(app, '/admin/afiliasi', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai dibayar: Rina Member' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tandai dibayar' }));
    expect(await screen.findByText('Pencairan ditandai sudah dibayar.')).toBeInTheDocument();
    expect(actions).toEqual([{ path: '21/paid', body: {} }]);
    expect(await screen.findByText('Tidak ada permintaan pencairan yang menunggu.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    const row = await screen.findByRole('row', { name: /Rina Member/ });
    expect(row).toHaveTextContent('Dibayar');
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a 409 (already processed) in the red toast', async () => {
    server.use(
      http.post('*/api/lcadm/affiliate-payouts/:id/:action', () =>
        fail(409, 'Permintaan pencairan ini sudah diproses.'),
      ),
    );
    renderRemote(app, '/admin/afiliasi', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai dibayar: Rina Member' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tandai dibayar' }));
    expect(await screen.findByText('Permintaan pencairan ini sudah diproses.')).toBeInTheDocument();
  });
});
