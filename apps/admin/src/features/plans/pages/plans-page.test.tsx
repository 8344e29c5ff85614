import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../app';
import { event, fail, fieldErrors, ok, page, plan, promo } from '../../testing/commerce-fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

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
  http.get('*/api/lcadm/promo-codes', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search');
    return page(search && !promo.code.includes(search.toUpperCase()) ? [] : [promo]);
  }),
  http.get('*/api/lcadm/events', () => page([event])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

describe('/admin/acara', () => {
  it('edits the speakers list and checks the schedule before sending', async () => {
    const puts: unknown[] = [];
    server.use(
      http.put('*/api/lcadm/events/:id', async ({ request }) => {
        puts.push(await request.json());
        return ok(event);
      }),
    );
    renderRemote(app, '/admin/acara', admin);
    const table = await screen.findByRole('table', { name: 'Acara' });
    expect(within(table).getByRole('link', { name: '40 pendaftar Webinar: Mengenali Phishing' })).toHaveAttribute(
      'href',
      '/admin/acara/3/pendaftar',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ubah acara Webinar: Mengenali Phishing' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah acara' });
    expect(within(dialog).getByRole('textbox', { name: 'Nama pembicara 1' })).toHaveValue('Dewi Lestari');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah pembicara' }));
    const endsAt = within(dialog).getByLabelText(/Waktu selesai/);
    const startsAt = (within(dialog).getByLabelText(/Waktu mulai/) as HTMLInputElement).value;
    await userEvent.clear(endsAt);
    await userEvent.type(endsAt, startsAt.replace(/T\d\d/, 'T00'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama pembicara wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Waktu selesai harus setelah waktu mulai')).toBeInTheDocument();
    expect(puts).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nama pembicara 2' }), 'Bagus Wirawan');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Jabatan pembicara 2' }), 'Penetration Tester');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus pembicara 1' }));
    await userEvent.clear(endsAt);
    await userEvent.type(endsAt, startsAt.replace(/T\d\d/, 'T23'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Acara diperbarui.')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      title: event.title,
      price: 0,
      quota: 100,
      speakers: [{ name: 'Bagus Wirawan', title: 'Penetration Tester' }],
      published: true,
    });
  });

  it("shows the API's 422 on a speaker under the speakers list", async () => {
    server.use(
      http.put('*/api/lcadm/events/:id', () =>
        fieldErrors([{ path: 'speakers.0.name', message: 'Nama pembicara maksimal 100 karakter' }]),
      ),
    );
    renderRemote(app, '/admin/acara', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Ubah acara Webinar: Mengenali Phishing' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah acara' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const speakers = within(dialog).getByRole('group', { name: 'Pembicara' });
    expect(await within(speakers).findByRole('alert')).toHaveTextContent('Nama pembicara maksimal 100 karakter');
    expect(screen.getByRole('dialog', { name: 'Ubah acara' })).toBeInTheDocument();
  });

  it("maps the API's 422 on a new event to its fields", async () => {
    server.use(
      http.post('*/api/lcadm/events', () =>
        fieldErrors([{ path: 'registrationClosesAt', message: 'Batas pendaftaran tidak boleh setelah waktu mulai' }]),
      ),
    );
    renderRemote(app, '/admin/acara', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Tambah acara' }));
    const dialog = screen.getByRole('dialog', { name: 'Acara baru' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Judul/ }), 'Workshop Forensik Digital');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Ringkasan/ }),
      'Praktik langsung analisis bukti digital.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Deskripsi/ }),
      'Peserta belajar mengamankan dan menganalisis bukti digital.',
    );
    await userEvent.type(within(dialog).getByLabelText(/Waktu mulai/), '2026-12-20T09:00');
    await userEvent.type(within(dialog).getByLabelText(/Waktu selesai/), '2026-12-20T12:00');
    await userEvent.type(within(dialog).getByLabelText(/Batas pendaftaran/), '2026-12-19T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Batas pendaftaran tidak boleh setelah waktu mulai')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Batas pendaftaran/)).toHaveAttribute('aria-invalid', 'true');
  });
});
