import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminSubscriptionPlan } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fieldErrors, ok } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const plan: AdminSubscriptionPlan = {
  id: 2,
  name: 'Langganan 3 Bulan',
  months: 3,
  price: 249000,
  description: 'Akses semua kelas langganan.',
  active: true,
};

const sent: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/subscription-plans', () => ok([plan])),
  http.post('*/api/lcadm/subscription-plans', async ({ request }) => {
    await record(request);
    return ok({ ...plan, id: 5 }, 201);
  }),
  http.put('*/api/lcadm/subscription-plans/:id', async ({ request }) => {
    await record(request);
    return ok(plan);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/paket-langganan', () => {
  it('lists plans and creates one after the form is valid', async () => {
    renderRemote(app, '/admin/paket-langganan', admin);
    const table = await screen.findByRole('table', { name: 'Paket langganan' });
    expect(within(table).getByRole('row', { name: /Langganan 3 Bulan/ })).toHaveTextContent('Rp249.000');

    await userEvent.click(screen.getByRole('button', { name: 'Tambah paket' }));
    const dialog = screen.getByRole('dialog', { name: 'Paket langganan baru' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Durasi/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Durasi/ }), '0');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Harga/ }), '12a');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama paket wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Durasi minimal 1 bulan')).toBeInTheDocument();
    expect(within(dialog).getByText('Harga harus berupa angka')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nama paket/ }), 'Langganan 6 Bulan');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Durasi/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Durasi/ }), '6');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Harga/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Harga/ }), '459000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Paket langganan ditambahkan.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/lcadm/subscription-plans',
        body: { name: 'Langganan 6 Bulan', months: 6, price: 459000, description: '', active: true },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the API's 422 messages on their fields and keeps the form open", async () => {
    server.use(
      http.put('*/api/lcadm/subscription-plans/:id', () =>
        fieldErrors([{ path: 'price', message: 'Harga terlalu besar' }]),
      ),
    );
    renderRemote(app, '/admin/paket-langganan', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah paket Langganan 3 Bulan' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah paket langganan' });
    expect(within(dialog).getByRole('textbox', { name: /Nama paket/ })).toHaveValue('Langganan 3 Bulan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Harga terlalu besar')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Harga/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an empty state when there are no plans', async () => {
    server.use(http.get('*/api/lcadm/subscription-plans', () => ok([])));
    renderRemote(app, '/admin/paket-langganan', admin);
    expect(await screen.findByText('Belum ada paket langganan. Tambahkan paket pertama.')).toBeInTheDocument();
  });
});
