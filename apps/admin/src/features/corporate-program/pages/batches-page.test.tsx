import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { fail, fieldErrors, page } from '../../../testing/responses';
import { programHandlers, programServer } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const program = programServer();
const { server } = program;

const admin = demoUser('admin');
const PATH = '/admin/corporate-program';
const posts = () => program.state.sent.filter((request) => request.method !== 'GET');

async function openNewBatch() {
  const person = userEvent.setup({ pointerEventsCheck: 0 });
  await person.click(await screen.findByRole('button', { name: 'Buat batch' }));
  const form = await screen.findByRole('form', { name: 'Batch program baru' });
  return { person, form };
}

describe('/admin/corporate-program', () => {
  it('lists the batches with their days, manager access and counts, and finds one', async () => {
    renderRemote(app, PATH, admin);
    expect(screen.getByRole('status', { name: '' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Program Korporat' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Batch program korporat' });
    const row = within(table).getByRole('row', { name: /Budaya Keamanan 2026/ });
    expect(within(row).getByRole('link', { name: 'Budaya Keamanan 2026' })).toHaveAttribute(
      'href',
      '/admin/corporate-program/3',
    );
    expect(within(row).getByText('01 Jul 2026 – 30 Sep 2026')).toBeInTheDocument();
    expect(within(row).getByText('Akses penuh')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Pilot 2025/ })).getByText('Terbatas')).toBeInTheDocument();

    const person = userEvent.setup();
    await person.type(screen.getByRole('searchbox', { name: 'Cari batch' }), 'pilot');
    await person.click(
      within(screen.getByRole('search', { name: 'Cari batch' })).getByRole('button', { name: 'Cari' }),
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(program.state.sent.at(-1)?.path).toBe('/api/lcadm/corporate-program/batches?page=1&per_page=10&q=pilot');
  });

  it('says when there is no batch yet, and when a search finds none', async () => {
    program.state.batches = [];
    renderRemote(app, PATH, admin);
    expect(await screen.findByText('Belum ada batch. Buat batch pertama.')).toBeInTheDocument();
    const person = userEvent.setup();
    await person.type(screen.getByRole('searchbox', { name: 'Cari batch' }), 'xyz');
    await person.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await screen.findByText('Tidak ada batch yang cocok.')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let failures = 1;
    server.use(
      http.get('*/api/lcadm/corporate-program/batches', () =>
        failures-- > 0 ? fail(500, 'Terjadi kesalahan pada server. Silakan coba lagi nanti.') : page([]),
      ),
    );
    renderRemote(app, PATH, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daftar batch belum dapat dimuat');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Belum ada batch. Buat batch pertama.')).toBeInTheDocument();
  });

  it('refuses an incomplete batch in Indonesian, on its fields, without sending it', async () => {
    renderRemote(app, PATH, admin);
    const { person, form } = await openNewBatch();
    await person.type(within(form).getByLabelText(/Nama batch/), 'Q3');
    await person.clear(within(form).getByLabelText(/Batas tidak aktif/));
    await person.type(within(form).getByLabelText(/Batas tidak aktif/), '0');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    // Blank date boxes first (the API's own message about ISO dates would say nothing here), then the API's rules.
    expect(await within(form).findByText('Tanggal mulai wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText('Tanggal selesai wajib diisi')).toBeInTheDocument();

    await person.type(within(form).getByLabelText(/Tanggal mulai/), '2026-09-01');
    await person.type(within(form).getByLabelText(/Tanggal selesai/), '2026-08-01');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Nama batch minimal 3 karakter')).toBeInTheDocument();
    expect(within(form).getByText('Tanggal selesai harus setelah tanggal mulai')).toBeInTheDocument();
    expect(within(form).getByText('Batas tidak aktif minimal 1 hari')).toBeInTheDocument();
    expect(within(form).queryByText('Tanggal mulai wajib diisi')).not.toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it('creates a batch over whole WIB days and opens it', async () => {
    const view = renderRemote(app, PATH, admin);
    const { person, form } = await openNewBatch();
    await person.type(within(form).getByLabelText(/Nama batch/), 'Budaya Keamanan Gelombang 2');
    await person.type(within(form).getByLabelText(/Tanggal mulai/), '2026-10-01');
    await person.type(within(form).getByLabelText(/Tanggal selesai/), '2026-12-31');
    await person.click(within(form).getByRole('checkbox', { name: 'Akses penuh untuk manajer' }));
    await person.clear(within(form).getByLabelText(/Batas tidak aktif/));
    await person.type(within(form).getByLabelText(/Batas tidak aktif/), '21');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(view.currentUrl()).toBe('/admin/corporate-program/4'));
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: '/api/lcadm/corporate-program/batches',
        body: {
          name: 'Budaya Keamanan Gelombang 2',
          startsAt: '2026-09-30T17:00:00.000Z',
          endsAt: '2026-12-31T16:59:59.000Z',
          isFullAccess: true,
          inactiveAfterDays: 21,
        },
      },
    ]);
    expect(await screen.findByText('Batch program dibuat.')).toBeInTheDocument();
  });

  it('changes a batch from its row, and shows the API refusal on the field', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Ubah batch Pilot 2025' }));
    const form = await screen.findByRole('form', { name: 'Ubah batch program' });
    expect(within(form).getByLabelText(/Nama batch/)).toHaveValue('Pilot 2025');
    expect(within(form).getByLabelText(/Tanggal mulai/)).toHaveValue('2025-10-01');
    expect(within(form).getByLabelText(/Tanggal selesai/)).toHaveValue('2025-12-31');
    expect(within(form).getByRole('checkbox', { name: 'Akses penuh untuk manajer' })).not.toBeChecked();
    expect(within(form).getByLabelText(/Batas tidak aktif/)).toHaveValue('30');

    server.use(
      http.put('*/api/lcadm/corporate-program/batches/:batchId', () =>
        fieldErrors([{ path: 'name', message: 'Nama batch sudah dipakai' }]),
      ),
    );
    await person.clear(within(form).getByLabelText(/Nama batch/));
    await person.type(within(form).getByLabelText(/Nama batch/), 'Budaya Keamanan 2026');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Nama batch sudah dipakai')).toBeInTheDocument();

    server.use(...programHandlers(program.state));
    await person.clear(within(form).getByLabelText(/Nama batch/));
    await person.type(within(form).getByLabelText(/Nama batch/), 'Pilot 2025 (selesai)');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ubah batch program' })).not.toBeInTheDocument());
    expect(posts().at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/lcadm/corporate-program/batches/2',
      body: { name: 'Pilot 2025 (selesai)', isFullAccess: false, inactiveAfterDays: 30 },
    });
    expect(await screen.findByRole('link', { name: 'Pilot 2025 (selesai)' })).toBeInTheDocument();
  });
});
