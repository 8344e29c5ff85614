// The company-in-batch page's people: the employees (list, search, CSV import) and the managers (add, remove).
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { fail } from '../../../testing/responses';
import { programServer } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const program = programServer();
const { server } = program;

const admin = demoUser('admin');
const COMPANY_API = '/api/lcadm/corporate-program/batches/3/companies/7';
const EMPLOYEES = '/admin/corporate-program/3/7?tab=karyawan';
const MANAGERS = '/admin/corporate-program/3/7?tab=manajer';
const writes = () => program.state.sent.filter((request) => request.method !== 'GET');
const csvFile = (name = 'karyawan.csv') =>
  new NodeFile(['name,email,department\nRina,rina@nusantara-aman.co.id,Keuangan\n'], name, {
    type: 'text/csv',
  }) as unknown as File;

describe('the employees of a company in a batch', () => {
  it('lists them with department, status, progress, points and last activity, and finds one', async () => {
    renderRemote(app, EMPLOYEES, admin);
    const table = await screen.findByRole('table', { name: 'Karyawan perusahaan' });
    const rina = within(table).getByRole('row', { name: /Rina Wulandari/ });
    expect(
      within(rina)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rina Wulandaririna@nusantara-aman.co.id', 'Keuangan', 'Aktif', '67%', '250', '10 Jul 2026, 10.00']);
    const bayu = within(table).getByRole('row', { name: /Bayu Jatmiko/ });
    expect(within(bayu).getByText('Menunggu aktivasi')).toBeInTheDocument();
    expect(within(bayu).getByText('Belum pernah')).toBeInTheDocument();
    expect(within(table).getByRole('progressbar', { name: 'Progres Rina Wulandari' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );

    const person = userEvent.setup();
    await person.type(screen.getByRole('searchbox', { name: /Cari karyawan/ }), 'keuangan');
    await person.click(
      within(screen.getByRole('search', { name: 'Cari karyawan' })).getByRole('button', { name: 'Cari' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(program.state.sent.at(-1)?.path).toBe(`${COMPANY_API}/employees?page=1&per_page=10&q=keuangan`);
  });

  it('says when there is nobody yet, and when the list cannot be loaded', async () => {
    program.state.employees = [];
    const { unmount } = renderRemote(app, EMPLOYEES, admin);
    expect(await screen.findByText('Belum ada karyawan. Impor dari berkas CSV di bawah.')).toBeInTheDocument();
    unmount();

    server.use(
      http.get('*/api/lcadm/corporate-program/batches/:batchId/companies/:corporateId/employees', () =>
        fail(500, 'Terjadi kesalahan pada server. Silakan coba lagi nanti.'),
      ),
    );
    renderRemote(app, EMPLOYEES, admin);
    expect(await screen.findByText('Daftar karyawan belum dapat dimuat')).toBeInTheDocument();
  });

  it('imports a CSV file and says what it did', async () => {
    renderRemote(app, EMPLOYEES, admin);
    const panel = await screen.findByRole('region', { name: 'Impor karyawan dari CSV' });
    expect(within(panel).getByLabelText('Contoh isi berkas')).toHaveTextContent(
      'name,email,department Rina Wulandari,rina@perusahaan.co.id,Keuangan',
    );
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(within(panel).getByRole('button', { name: 'Impor karyawan' }));
    expect(within(panel).getByText('Pilih berkas CSV karyawan untuk diunggah.')).toBeInTheDocument();
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile());
    await person.click(within(panel).getByRole('button', { name: 'Impor karyawan' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      '3 baris dibaca: 1 akun terdaftar ditambahkan, 2 akun baru dibuat dan diundang lewat email.',
    );
    expect(writes()).toEqual([{ method: 'POST', path: `${COMPANY_API}/employees/import`, body: 'karyawan.csv' }]);
  });

  it('lists every bad row of a refused file by its line, and nothing is imported', async () => {
    program.state.importAnswer = () =>
      fail(
        422,
        'Berkas tidak diimpor: 2 baris bermasalah. Perbaiki lalu unggah lagi; tidak ada karyawan yang ditambahkan.',
        {
          errors: [
            { path: 'line.3', message: 'Email tidak valid.' },
            { path: 'line.5', message: 'Departemen maksimal 100 karakter.' },
          ],
        },
      );
    renderRemote(app, EMPLOYEES, admin);
    const panel = await screen.findByRole('region', { name: 'Impor karyawan dari CSV' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile());
    await person.click(within(panel).getByRole('button', { name: 'Impor karyawan' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Berkas tidak diimpor: 2 baris bermasalah.');
    const rows = within(within(alert).getByRole('table', { name: 'Baris bermasalah' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '3Email tidak valid.',
      '5Departemen maksimal 100 karakter.',
    ]);
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a refusal of the whole file without a table', async () => {
    program.state.importAnswer = () =>
      fail(422, 'Berkas harus berupa teks CSV dengan encoding UTF-8.', {
        errors: [{ path: 'file', message: 'Berkas harus berupa teks CSV dengan encoding UTF-8.' }],
      });
    renderRemote(app, EMPLOYEES, admin);
    const panel = await screen.findByRole('region', { name: 'Impor karyawan dari CSV' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.upload(within(panel).getByLabelText('Berkas CSV'), csvFile('karyawan.xlsx'));
    await person.click(within(panel).getByRole('button', { name: 'Impor karyawan' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Berkas harus berupa teks CSV dengan encoding UTF-8.');
    expect(within(alert).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the managers of a company in a batch', () => {
  it('lists them, refuses a bad address, and adds one who is invited by email', async () => {
    renderRemote(app, MANAGERS, admin);
    const table = await screen.findByRole('table', { name: 'Manajer perusahaan' });
    expect(within(within(table).getByRole('row', { name: /Dewi Lestari/ })).getByText('Aktif')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Tambah manajer' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.type(within(form).getByLabelText(/Email/), 'bukan-email');
    await person.click(within(form).getByRole('button', { name: 'Tambah manajer' }));
    expect(await within(form).findByText('Nama minimal 2 karakter')).toBeInTheDocument();
    expect(within(form).getByText('Email tidak valid')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await person.type(within(form).getByLabelText(/Nama/), 'Agus Salim');
    await person.clear(within(form).getByLabelText(/Email/));
    await person.type(within(form).getByLabelText(/Email/), ' Agus@Nusantara-Aman.co.id ');
    await person.click(within(form).getByRole('button', { name: 'Tambah manajer' }));
    expect(
      await screen.findByText('Undangan membuat password dikirim ke agus@nusantara-aman.co.id.'),
    ).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: `${COMPANY_API}/managers`,
        body: { name: 'Agus Salim', email: 'agus@nusantara-aman.co.id' },
      },
    ]);
    const agus = await within(table).findByRole('row', { name: /Agus Salim/ });
    expect(within(agus).getByText('Menunggu aktivasi')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Nama/)).toHaveValue('');
  });

  it('removes a manager after asking, with the API message', async () => {
    renderRemote(app, MANAGERS, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Hapus manajer Dewi Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus manajer' });
    expect(dialog).toHaveTextContent('sebagai manajer PT Nusantara Aman di batch ini?');
    await person.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    expect(await screen.findByText('Dewi Lestari tidak lagi menjadi manajer batch ini.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada manajer. Tambahkan dengan nama dan email di bawah.')).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'DELETE', path: `${COMPANY_API}/managers/dewi.hr`, body: null }]);
  });

  it('keeps the dialog and says why when the removal is refused', async () => {
    server.use(
      http.delete('*/api/lcadm/corporate-program/batches/:batchId/companies/:corporateId/managers/:username', () =>
        fail(404, 'Manajer tidak ditemukan di batch ini.'),
      ),
    );
    renderRemote(app, MANAGERS, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Hapus manajer Dewi Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus manajer' });
    await person.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    expect(await screen.findByText('Manajer tidak ditemukan di batch ini.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Hapus manajer' })).toBeInTheDocument();
  });

  it('switches tabs through the address', async () => {
    const view = renderRemote(app, '/admin/corporate-program/3/7', admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('tab', { name: 'Manajer' }));
    expect(view.currentUrl()).toBe(MANAGERS);
    expect(await screen.findByRole('table', { name: 'Manajer perusahaan' })).toBeInTheDocument();
    await person.click(screen.getByRole('tab', { name: 'Karyawan' }));
    expect(view.currentUrl()).toBe(EMPLOYEES);
    expect(await screen.findByRole('table', { name: 'Karyawan perusahaan' })).toBeInTheDocument();
  });
});
