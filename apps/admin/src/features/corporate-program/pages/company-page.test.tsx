// The company-in-batch page's learning items: the list, the item form, deletion and the order by buttons and keys.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const PATH = '/admin/corporate-program/3/7';
const COMPANY_API = '/api/lcadm/corporate-program/batches/3/companies/7';
const writes = () => program.state.sent.filter((request) => request.method !== 'GET');
const itemTitles = () =>
  within(screen.getByRole('list', { name: 'Urutan materi program' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('/admin/corporate-program/{batchId}/{corporateId}: learning items', () => {
  it('shows the company, its numbers and its items in order with their pages', async () => {
    renderRemote(app, PATH, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Aman' })).toBeInTheDocument();
    expect(screen.getByText('Budaya Keamanan 2026 · 01 Jul 2026 – 30 Sep 2026')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Lokasi' });
    expect(within(trail).getByRole('link', { name: 'Budaya Keamanan 2026' })).toHaveAttribute(
      'href',
      '/admin/corporate-program/3',
    );
    expect(screen.getByRole('tab', { name: 'Materi program' })).toHaveAttribute('aria-selected', 'true');
    expect(itemTitles()).toEqual([
      '1. Mengenali email phishing',
      '2. Kata sandi yang kuat',
      '3. Bekerja aman dari Wi-Fi publik',
    ]);
    const first = screen.getAllByRole('listitem').find((entry) => entry.textContent?.includes('phishing'));
    expect(first).toHaveTextContent('Tenggat 15 Jul 2026, 17.00 WIB · 150 poin');
    expect(first).toHaveTextContent('2 karyawan mulai · 1 selesai');
    for (const [name, href] of [
      ['Materi Mengenali email phishing', '/admin/corporate-program/3/7/11/materi'],
      ['Kuis Mengenali email phishing', '/admin/corporate-program/3/7/11/kuis'],
      ['Diskusi Mengenali email phishing', '/admin/corporate-program/3/7/11/diskusi'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Started by employees: it stays, and says why.
    const locked = screen.getByRole('button', { name: 'Hapus Mengenali email phishing' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('Sudah dimulai karyawan, jadi tidak dapat dihapus.');
  });

  it('says when the company has no item yet', async () => {
    program.state.company = { ...program.state.company, items: [] };
    renderRemote(app, PATH, admin);
    expect(await screen.findByRole('heading', { name: 'Belum ada materi program.' })).toBeInTheDocument();
  });

  it('refuses a bad item in Indonesian, then adds it with its due date and points', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Tambah materi' }));
    const form = await screen.findByRole('form', { name: 'Materi program baru' });
    await person.type(within(form).getByLabelText(/Judul materi/), 'AI');
    await person.clear(within(form).getByLabelText(/Poin/));
    await person.type(within(form).getByLabelText(/Poin/), '20000');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Judul materi minimal 3 karakter')).toBeInTheDocument();
    expect(within(form).getByText('Poin maksimal 10000')).toBeInTheDocument();
    await person.clear(within(form).getByLabelText(/Poin/));
    await person.type(within(form).getByLabelText(/Poin/), 'seratus');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Poin harus berupa angka')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await person.clear(within(form).getByLabelText(/Judul materi/));
    await person.type(within(form).getByLabelText(/Judul materi/), 'Rekayasa sosial lewat telepon');
    fireEvent.change(within(form).getByLabelText(/Tenggat/), { target: { value: '2026-08-20T17:00' } });
    await person.clear(within(form).getByLabelText(/Poin/));
    await person.type(within(form).getByLabelText(/Poin/), '200');
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Materi program baru' })).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: `${COMPANY_API}/items`,
        body: {
          title: 'Rekayasa sosial lewat telepon',
          dueAt: new Date('2026-08-20T17:00').toISOString(),
          points: 200,
        },
      },
    ]);
    await waitFor(() => expect(itemTitles()).toHaveLength(4));
    expect(itemTitles()[3]).toBe('4. Rekayasa sosial lewat telepon');
  });

  it('changes an item, a blank due date meaning none', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Ubah Mengenali email phishing' }));
    const form = await screen.findByRole('form', { name: 'Ubah materi program' });
    expect(within(form).getByLabelText(/Judul materi/)).toHaveValue('Mengenali email phishing');
    expect(within(form).getByLabelText(/Poin/)).toHaveValue('150');
    fireEvent.change(within(form).getByLabelText(/Tenggat/), { target: { value: '' } });
    await person.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'PUT',
      path: `${COMPANY_API}/items/11`,
      body: { title: 'Mengenali email phishing', dueAt: null, points: 150 },
    });
    expect(await screen.findByText(/Tanpa tenggat · 150 poin/)).toBeInTheDocument();
  });

  it('deletes an item nobody started after asking, with the API message', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Hapus Kata sandi yang kuat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus materi program' });
    expect(dialog).toHaveTextContent('Hapus Kata sandi yang kuat? Modul, materi, kuis, dan diskusinya ikut terhapus.');
    await person.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    expect(await screen.findByText('Kata sandi yang kuat dihapus.')).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()).toHaveLength(2));
    expect(writes()).toEqual([{ method: 'DELETE', path: `${COMPANY_API}/items/12`, body: null }]);
  });

  it('moves items with their buttons and with Alt+↑ / Alt+↓, sending the whole order', async () => {
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Turun: Mengenali email phishing' }));
    await waitFor(() => expect(itemTitles()[0]).toBe('1. Kata sandi yang kuat'));
    expect(writes()).toEqual([{ method: 'PUT', path: `${COMPANY_API}/items/order`, body: { itemIds: [12, 11, 13] } }]);

    const link = screen.getByRole('link', { name: 'Bekerja aman dari Wi-Fi publik' });
    link.focus();
    await person.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(itemTitles()[1]).toBe('2. Bekerja aman dari Wi-Fi publik'));
    expect(writes().at(-1)).toEqual({
      method: 'PUT',
      path: `${COMPANY_API}/items/order`,
      body: { itemIds: [12, 13, 11] },
    });
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Naik: Bekerja aman dari Wi-Fi publik' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+ArrowUp',
    );
  });

  it('puts the order back and says so when the API refuses it', async () => {
    server.use(
      http.put('*/api/lcadm/corporate-program/batches/:batchId/companies/:corporateId/items/order', () =>
        fail(422, 'Urutan materi tidak valid'),
      ),
    );
    renderRemote(app, PATH, admin);
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    await person.click(await screen.findByRole('button', { name: 'Naik: Kata sandi yang kuat' }));
    expect(await screen.findByText('Urutan materi tidak valid')).toBeInTheDocument();
    await waitFor(() => expect(itemTitles()[0]).toBe('1. Mengenali email phishing'));
  });

  it('is "not found" for a company outside the batch, and offers a retry when the page cannot be loaded', async () => {
    const { unmount } = renderRemote(app, '/admin/corporate-program/3/8', admin);
    expect(await screen.findByText('Perusahaan tidak terdaftar di batch ini.')).toBeInTheDocument();
    unmount();

    let failures = 1;
    server.use(
      http.get('*/api/lcadm/corporate-program/batches/:batchId/companies/:corporateId', () =>
        failures-- > 0
          ? fail(500, 'Terjadi kesalahan pada server. Silakan coba lagi nanti.')
          : ok(program.state.company),
      ),
    );
    renderRemote(app, PATH, admin);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Perusahaan belum dapat dimuat');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Nusantara Aman' })).toBeInTheDocument();
  });
});
