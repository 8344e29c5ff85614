import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminPromoCode } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const promo: AdminPromoCode = {
  id: 4,
  code: 'HEMAT20',
  title: 'Hemat 20%',
  description: 'Potongan untuk kelas dan live class.',
  kind: 'percent',
  value: 20,
  startsAt: null,
  endsAt: '2026-12-31T16:59:00Z',
  quota: null,
  perUserLimit: 1,
  eligible: ['course', 'batch'],
  showOnPromoPage: true,
  active: true,
  usedCount: 3,
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/promo-codes', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search');
    return page(search && !promo.code.includes(search.toUpperCase()) ? [] : [promo]);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/kode-promo', () => {
  it('searches the codes and validates the form before sending', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/lcadm/promo-codes', async ({ request }) => {
        posts.push(await request.json());
        return ok({ ...promo, id: 7 }, 201);
      }),
    );
    renderRemote(app, '/admin/kode-promo', admin);
    const table = await screen.findByRole('table', { name: 'Kode promo' });
    expect(within(table).getByRole('row', { name: /HEMAT20/ })).toHaveTextContent('20%');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari kode atau judul' }), 'zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await within(table).findByText('Tidak ada kode promo yang cocok.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tambah kode promo' }));
    const dialog = screen.getByRole('dialog', { name: 'Kode promo baru' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kode promo/ }), 'akhir tahun');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Judul/ }), 'Promo Akhir Tahun');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nilai potongan/ }), '150');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Kelas online' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Batch live class' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kode promo hanya boleh berisi huruf, angka, - dan _')).toBeInTheDocument();
    expect(within(dialog).getByText('Potongan persen maksimal 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Pilih minimal satu jenis item')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Kode promo/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kode promo/ }), 'akhirtahun');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Jenis potongan' }), 'fixed');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Nilai potongan/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nilai potongan/ }), '50000');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Acara' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tampilkan di halaman Promo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kode promo ditambahkan.')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        code: 'AKHIRTAHUN',
        title: 'Promo Akhir Tahun',
        description: '',
        kind: 'fixed',
        value: 50000,
        startsAt: null,
        endsAt: null,
        quota: null,
        perUserLimit: 1,
        eligible: ['event'],
        showOnPromoPage: true,
        active: true,
      },
    ]);
  });

  it('shows a duplicate code (409) in the red toast, and 422 on the field', async () => {
    let answer = fail(409, 'Kode promo sudah dipakai.');
    server.use(http.put('*/api/lcadm/promo-codes/:id', () => answer));
    renderRemote(app, '/admin/kode-promo', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah kode HEMAT20' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah kode promo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const toast = await screen.findByText('Kode promo sudah dipakai.');
    expect(toast.closest('[role="alert"], [role="status"]')).toHaveTextContent('Info');
    expect(screen.getByRole('dialog', { name: 'Ubah kode promo' })).toBeInTheDocument();

    answer = fieldErrors([{ path: 'endsAt', message: 'Tanggal berakhir harus setelah tanggal mulai' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Tanggal berakhir harus setelah tanggal mulai')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tanggal berakhir')).toHaveAttribute('aria-invalid', 'true');
  });
});
