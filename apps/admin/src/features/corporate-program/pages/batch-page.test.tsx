import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { fail, ok } from '../../../testing/responses';
import { programServer } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const program = programServer();
const { server } = program;

const admin = demoUser('admin');
const PATH = '/admin/corporate-program/3';

describe('/admin/corporate-program/{batchId}', () => {
  it('shows the batch and its companies with their counts and average progress', async () => {
    renderRemote(app, PATH, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Budaya Keamanan 2026' })).toBeInTheDocument();
    expect(screen.getByText('01 Jul 2026 – 30 Sep 2026')).toBeInTheDocument();
    expect(screen.getByText('Akses penuh')).toBeInTheDocument();
    expect(screen.getByText('14 hari')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Program Korporat' })).toHaveAttribute(
      'href',
      '/admin/corporate-program',
    );

    const table = screen.getByRole('table', { name: 'Perusahaan peserta' });
    const row = within(table).getByRole('row', { name: /PT Nusantara Aman/ });
    expect(within(row).getByRole('link', { name: 'PT Nusantara Aman' })).toHaveAttribute(
      'href',
      '/admin/corporate-program/3/7',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PT Nusantara Aman', '3', '2', '1', '34%']);
    expect(within(row).getByRole('progressbar', { name: 'Progres rata-rata PT Nusantara Aman' })).toHaveAttribute(
      'aria-valuenow',
      '34',
    );
  });

  it('adds a company from the register, offering only those not in the batch yet', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Tambah perusahaan' }));
    const form = await screen.findByRole('form', { name: 'Tambah perusahaan ke batch' });

    await person.click(within(form).getByRole('button', { name: 'Tambahkan' }));
    expect(await within(form).findByText('Perusahaan wajib dipilih')).toBeInTheDocument();

    const select = within(form).getByRole('combobox', { name: /Perusahaan/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih perusahaan', 'PT Bank Sejahtera Raya']);
    await person.selectOptions(select, 'PT Bank Sejahtera Raya');
    await person.click(within(form).getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Tambah perusahaan ke batch' })).not.toBeInTheDocument(),
    );
    expect(program.state.sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/lcadm/corporate-program/batches/3/companies', body: { corporateId: 8 } },
    ]);
    expect(await screen.findByRole('link', { name: 'PT Bank Sejahtera Raya' })).toHaveAttribute(
      'href',
      '/admin/corporate-program/3/8',
    );
    expect(screen.getByText('Perusahaan ditambahkan ke batch.')).toBeInTheDocument();
  });

  it('says the API refusal of a company as a toast and keeps the form', async () => {
    server.use(
      http.post('*/api/lcadm/corporate-program/batches/:batchId/companies', () =>
        fail(409, 'Perusahaan ini sudah ada di batch.'),
      ),
    );
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Tambah perusahaan' }));
    const form = await screen.findByRole('form', { name: 'Tambah perusahaan ke batch' });
    const select = within(form).getByRole('combobox', { name: /Perusahaan/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await person.selectOptions(select, 'PT Bank Sejahtera Raya');
    await person.click(within(form).getByRole('button', { name: 'Tambahkan' }));
    expect(await screen.findByText('Perusahaan ini sudah ada di batch.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Tambah perusahaan ke batch' })).toBeInTheDocument();
  });

  it('changes the batch with its form', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Ubah batch' }));
    const form = await screen.findByRole('form', { name: 'Ubah batch program' });
    await person.click(within(form).getByRole('checkbox', { name: 'Akses penuh untuk manajer' }));
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ubah batch program' })).not.toBeInTheDocument());
    expect(program.state.sent.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/lcadm/corporate-program/batches/3',
        body: {
          name: 'Budaya Keamanan 2026',
          startsAt: '2026-06-30T17:00:00.000Z',
          endsAt: '2026-09-30T16:59:59.000Z',
          isFullAccess: false,
          inactiveAfterDays: 14,
        },
      },
    ]);
    expect(await screen.findByText('Terbatas')).toBeInTheDocument();
  });

  it('says when the batch has no company yet', async () => {
    program.state.detail = { ...program.state.detail, companies: 0, companyRows: [] };
    renderRemote(app, PATH, admin);
    expect(
      await screen.findByText('Belum ada perusahaan di batch ini. Tambahkan dari daftar perusahaan.'),
    ).toBeInTheDocument();
  });

  it('is "not found" for an unknown batch, and offers a retry when the batch cannot be loaded', async () => {
    const { unmount } = renderRemote(app, '/admin/corporate-program/99', admin);
    expect(await screen.findByText('Batch program tidak ditemukan.')).toBeInTheDocument();
    unmount();

    let failures = 1;
    server.use(
      http.get('*/api/lcadm/corporate-program/batches/:batchId', () =>
        failures-- > 0 ? fail(503, 'Layanan sedang sibuk.') : ok(program.state.detail),
      ),
    );
    renderRemote(app, PATH, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Batch belum dapat dimuat');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budaya Keamanan 2026' })).toBeInTheDocument();
  });
});
