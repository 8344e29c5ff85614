import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AdminLiveClass, BatchInput, LiveClassInput } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, fieldErrors, ok, page } from '../../../testing/responses';
import { budi, draftBatch, runningBatch, sari, workshop } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let liveClasses: AdminLiveClass[];
const listQueries: URLSearchParams[] = [];
const sent: { method: string; path: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/admin/liveclass', ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    const search = query.get('search')?.toLowerCase();
    const found = search ? liveClasses.filter((item) => item.title.toLowerCase().includes(search)) : liveClasses;
    return page(found);
  }),
  http.get('*/api/admin/liveclass-instructors', ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
    return page([budi, sari].filter((person) => person.name.toLowerCase().includes(search)));
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  liveClasses = [workshop()];
  listQueries.length = 0;
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const admin = demoUser('admin');
const openPage = async () => {
  renderRemote(app, '/admin/liveclass', admin);
  return screen.findByRole('region', { name: 'Workshop Secure Coding' }, { timeout: 15_000 });
};
const record =
  (method: string) =>
  async ({ request }: { request: Request }) => {
    sent.push({ method, path: new URL(request.url).pathname, body: await request.json() });
  };

it('lists the live classes with their batches: dates, price, seats, status, and the batch page', async () => {
  const card = await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Live Class' })).toBeInTheDocument();
  expect(card).toHaveTextContent('Terbit');
  expect(card).toHaveTextContent('Pengajar: Budi Instruktur (@author.demo)');
  const table = within(card).getByRole('table', { name: 'Batch Workshop Secure Coding' });
  const running = within(table).getByRole('link', { name: 'Kelas Malam' });
  expect(running).toHaveAttribute('href', '/admin/liveclass/workshop-secure-coding/batch/7');
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('05 Jan 2026 – 19 Jan 2026');
  expect(rows[1]).toHaveTextContent('3 sesi');
  expect(rows[1]).toHaveTextContent('Rp950.000');
  expect(rows[1]).toHaveTextContent('12 / 30 peserta');
  expect(rows[1]).toHaveTextContent('sisa 16');
  expect(rows[1]).toHaveTextContent('Pendaftaran ditutup');
  expect(rows[2]).toHaveTextContent('Rp1.250.000 (dari Rp1.500.000)');
  expect(rows[2]).toHaveTextContent('Draf');
  expect(rows[2]).toHaveTextContent('Pendaftaran belum dibuka');
  expect(document.title).toBe('Live Class · Admin · Akademi Siber');
});

it('searches, and says when nothing matches', async () => {
  await openPage();
  await userEvent.type(screen.getByRole('textbox', { name: 'Cari judul atau alamat' }), 'forensik');
  await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
  expect(await screen.findByRole('heading', { name: 'Tidak ada live class yang cocok.' })).toBeInTheDocument();
  expect(listQueries.at(-1)?.get('search')).toBe('forensik');
});

it('creates a live class: the address from the title, the instructor picked, the API’s field error shown', async () => {
  server.use(
    http.post('*/api/admin/liveclass', async (info) => {
      await record('POST')(info);
      const body = sent.at(-1)?.body as LiveClassInput;
      if (body.instructorUsername === 'author.demo') {
        return fieldErrors([{ path: 'instructorUsername', message: 'Pengajar harus akun aktif dengan peran author.' }]);
      }
      const made = workshop({ ...body, id: 4, instructor: sari, batches: [], slugLocked: false });
      liveClasses = [made, ...liveClasses];
      return ok(made, 201);
    }),
  );
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tambah live class' }));
  const dialog = await screen.findByRole('dialog', { name: 'Live class baru' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /^Judul/ }), 'Incident Response Live');
  await userEvent.tab();
  expect(within(dialog).getByRole('textbox', { name: /Alamat \(slug\)/ })).toHaveValue('incident-response-live');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Kategori/ }), 'Defensive Security');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Silabus/ }), 'Persiapan{enter}{enter}Deteksi');

  // Without an instructor the form says so before sending.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Pengajar wajib dipilih')).toBeInTheDocument();
  expect(sent).toEqual([]);

  const picker = within(dialog).getByRole('combobox', { name: /^Pengajar/ });
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
  await userEvent.selectOptions(picker, 'author.demo');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(picker).toHaveAccessibleDescription(/Pengajar harus akun aktif dengan peran author\./));

  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Cari pengajar/ }), 'sari');
  await waitFor(() => expect(within(picker).queryByRole('option', { name: /Budi/ })).toBeInTheDocument());
  await waitFor(() => expect(within(picker).getByRole('option', { name: /Sari Pengajar/ })).toBeInTheDocument());
  await userEvent.selectOptions(picker, 'sari.pengajar');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Terbitkan/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

  expect(await screen.findByText('Live class dibuat.')).toBeInTheDocument();
  expect(sent.at(-1)).toEqual({
    method: 'POST',
    path: '/api/admin/liveclass',
    body: {
      title: 'Incident Response Live',
      slug: 'incident-response-live',
      level: 'Pemula',
      category: 'Defensive Security',
      description: '',
      syllabus: ['Persiapan', 'Deteksi'],
      thumbnailUrl: null,
      instructorUsername: 'sari.pengajar',
      published: true,
    },
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Incident Response Live' })).toHaveTextContent(
    'Belum ada batch. Tambahkan batch pertama live class ini.',
  );
});

it('adds a batch: checks the prices before sending, sends whole rupiah and ISO times, shows a refusal', async () => {
  let answer: 'conflict' | 'created' = 'conflict';
  server.use(
    http.post('*/api/admin/liveclass/:slug/batches', async (info) => {
      await record('POST')(info);
      if (answer === 'conflict') return fail(409, 'Alamat batch itu sudah dipakai batch lain di live class ini.');
      return ok(draftBatch({ id: 10, slug: 'batch-februari', name: 'Batch Februari' }), 201);
    }),
  );
  const card = await openPage();
  await userEvent.click(within(card).getByRole('button', { name: 'Tambah batch Workshop Secure Coding' }));
  const dialog = await screen.findByRole('dialog', { name: 'Batch baru: Workshop Secure Coding' });
  const box = (name: RegExp) => within(dialog).getByLabelText(name);
  await userEvent.type(box(/^Nama batch/), 'Batch Februari');
  await userEvent.type(box(/^Alamat batch/), 'batch-februari');
  await userEvent.type(box(/^Harga \(Rp\)/), '1.500.000');
  await userEvent.type(box(/^Harga promo/), '2000000');
  await userEvent.type(box(/^Pendaftaran dibuka/), '2026-02-01T08:00');
  await userEvent.type(box(/^Pendaftaran ditutup/), '2026-02-20T17:00');
  await userEvent.type(box(/^Tanggal mulai/), '2026-03-01T19:00');
  await userEvent.type(box(/^Tanggal selesai/), '2026-03-29T21:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Harga promo tidak boleh lebih dari harga')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.clear(box(/^Harga promo/));
  await userEvent.type(box(/^Harga promo/), '1.250.000');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Alamat batch itu sudah dipakai batch lain di live class ini.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Batch baru: Workshop Secure Coding' })).toBeInTheDocument();

  answer = 'created';
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Batch dibuat.')).toBeInTheDocument();
  const expected: BatchInput = {
    name: 'Batch Februari',
    slug: 'batch-februari',
    price: 1_500_000,
    salePrice: 1_250_000,
    quota: 30,
    registrationOpensAt: new Date('2026-02-01T08:00').toISOString(),
    registrationClosesAt: new Date('2026-02-20T17:00').toISOString(),
    startsAt: new Date('2026-03-01T19:00').toISOString(),
    endsAt: new Date('2026-03-29T21:00').toISOString(),
    lateAfterMinutes: 10,
    attendanceFinalAfterMinutes: 1440,
    attendanceThresholdPercent: 75,
    published: false,
  };
  expect(sent).toEqual([
    { method: 'POST', path: '/api/admin/liveclass/workshop-secure-coding/batches', body: expected },
    { method: 'POST', path: '/api/admin/liveclass/workshop-secure-coding/batches', body: expected },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('edits a batch people bought: its address and dates are fixed, the quota refusal is the API’s', async () => {
  server.use(
    http.put('*/api/admin/liveclass/:slug/batches/:batchId', async (info) => {
      await record('PUT')(info);
      return fail(
        409,
        'Kuota tidak boleh lebih kecil dari kursi yang sudah terisi (14: peserta dan pesanan yang belum dibayar).',
      );
    }),
  );
  const card = await openPage();
  await userEvent.click(within(card).getByRole('button', { name: 'Ubah batch Kelas Malam' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah Kelas Malam' });
  expect(within(dialog).getByLabelText(/^Alamat batch/)).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText(/^Tanggal mulai/)).toHaveAttribute('readonly');
  expect(within(dialog).getByLabelText(/^Tanggal selesai/)).toHaveAttribute('readonly');
  expect(dialog).toHaveTextContent('Kursi terisi: 14');
  expect(dialog).toHaveTextContent('15 pesanan yang sudah dibuat tetap dengan harganya.');
  const quota = within(dialog).getByLabelText(/^Kuota peserta/);
  await userEvent.clear(quota);
  await userEvent.type(quota, '10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(
    await screen.findByText(
      'Kuota tidak boleh lebih kecil dari kursi yang sudah terisi (14: peserta dan pesanan yang belum dibayar).',
    ),
  ).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    path: '/api/admin/liveclass/workshop-secure-coding/batches/7',
    body: { slug: 'kelas-malam', quota: 10, startsAt: runningBatch().startsAt },
  });
});

it('says when there is no live class yet, and offers a retry when the list fails', async () => {
  liveClasses = [];
  const first = renderRemote(app, '/admin/liveclass', admin);
  expect(
    await screen.findByRole('heading', { name: 'Belum ada live class.' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  first.unmount();

  let calls = 0;
  server.use(
    http.get('*/api/admin/liveclass', () => {
      calls += 1;
      return calls === 1 ? fail(503, 'Layanan sedang tidak tersedia.') : page([workshop()]);
    }),
  );
  renderRemote(app, '/admin/liveclass', admin);
  const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(alert).toHaveTextContent('Daftar live class belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('region', { name: 'Workshop Secure Coding' })).toBeInTheDocument();
});
