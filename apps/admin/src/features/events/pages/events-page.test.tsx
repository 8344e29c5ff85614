import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminEvent } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const event: AdminEvent = {
  id: 3,
  slug: 'webinar-phishing',
  title: 'Webinar: Mengenali Phishing',
  summary: 'Cara mengenali email dan pesan phishing.',
  description: 'Sesi dua jam tentang teknik phishing terbaru dan cara melindungi tim Anda.',
  coverUrl: null,
  startsAt: '2026-12-10T06:00:00Z',
  endsAt: '2026-12-10T08:00:00Z',
  location: 'Online (Zoom)',
  price: 0,
  quota: 100,
  seatsLeft: 60,
  registrationClosesAt: '2026-12-10T05:00:00Z',
  registrationStatus: 'open',
  speakers: [{ name: 'Dewi Lestari', title: 'Analis SOC' }],
  published: true,
  registrantCount: 40,
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/events', () => page([event])),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');

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
