import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminLabExercise } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const exercise: AdminLabExercise = {
  id: 4,
  slug: 'pengintaian-dasar',
  title: 'Pengintaian Dasar',
  category: 'network',
  difficulty: 'easy',
  summary: 'Pindai, kenali layanan, temukan flag.',
  description: 'Latihan **nmap**.',
  steps: 2,
  points: 150,
  xp: 300,
  completions: 7,
  published: true,
  updatedAt: '2026-05-01T03:00:00Z',
  stepList: [
    {
      id: 12,
      position: 2,
      title: 'Kenali layanan',
      body: 'Layanan apa di port 8080?',
      answerKind: 'text',
      answerFormat: 'satu kata',
      caseInsensitive: true,
      hints: [],
    },
    {
      id: 11,
      position: 1,
      title: 'Pindai port',
      body: 'Jalankan `nmap -p- target`.',
      answerKind: 'flag',
      answerFormat: 'AKSB{...}',
      caseInsensitive: false,
      hints: [{ id: 5, position: 1, cost: 10, body: 'Pakai `-p-` untuk semua port.', unlocks: 2 }],
    },
  ],
};

const sent: { method: string; path: string; body: unknown }[] = [];
const record = async (request: Request) => {
  const body = await request.json();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/lab/exercises', () => page([{ ...exercise, stepList: undefined, description: undefined }])),
  http.get('*/api/lcadm/lab/exercises/:id', () => ok(exercise)),
  http.post('*/api/lcadm/lab/exercises', async ({ request }) => {
    await record(request);
    return ok({ ...exercise, id: 9 }, 201);
  }),
  http.put('*/api/lcadm/lab/exercises/:id', async ({ request }) => {
    await record(request);
    return ok(exercise);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/lab/exercises', () => {
  it('lists the exercise labs and creates one with ordered steps', async () => {
    const { currentUrl } = renderRemote(app, '/admin/lab/exercises', admin);
    const table = await screen.findByRole('table', { name: 'Lab latihan' });
    const row = within(table).getByRole('row', { name: /Pengintaian Dasar/ });
    expect(row).toHaveTextContent('150 poin · 300 XP');
    expect(row).toHaveTextContent('Terbit');

    await userEvent.click(screen.getByRole('link', { name: 'Tambah lab latihan' }));
    const form = await screen.findByRole('form', { name: 'Lab latihan baru' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Judul\*?$/ }), 'Forensik Log');
    await userEvent.tab();
    await userEvent.type(within(form).getByRole('textbox', { name: /Ringkasan/ }), 'Baca log, temukan penyerang.');
    await userEvent.type(within(form).getByRole('textbox', { name: /Judul langkah 1/ }), 'Cari IP');
    await userEvent.type(within(form).getByRole('textbox', { name: /Instruksi langkah 1/ }), 'Buka `access.log`.');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Jenis jawaban langkah 1' }), 'text');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Jawaban langkah 1/ }), '203.0.113.77');
    await userEvent.click(within(form).getByRole('button', { name: 'Tambah langkah' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Judul langkah 2/ }), 'Temukan flag');
    await userEvent.type(within(form).getByRole('textbox', { name: /Instruksi langkah 2/ }), 'Lihat baris terakhir.');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat lab latihan' }));
    // The new second step has no answer: the API's message, on that step's answer.
    expect(await within(form).findByText('Jawaban langkah wajib diisi')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Jawaban langkah 2/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Jawaban langkah 2/ }), 'AKSB{{log_terbaca}');
    // The second step goes first.
    await userEvent.click(within(form).getByRole('button', { name: 'Naikkan langkah 2' }));
    expect(within(form).getByRole('textbox', { name: /Judul langkah 1/ })).toHaveValue('Temukan flag');
    // The keyboard stays on the moved step (its "up" button is disabled at the top).
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Turunkan langkah 1' })).toHaveFocus());
    await userEvent.click(within(form).getByRole('button', { name: 'Buat lab latihan' }));
    expect(await screen.findByText('Lab latihan dibuat.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/exercises/9'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/lcadm/lab/exercises',
        body: {
          slug: 'forensik-log',
          title: 'Forensik Log',
          category: 'web',
          difficulty: 'easy',
          summary: 'Baca log, temukan penyerang.',
          description: '',
          points: 100,
          xp: 200,
          published: false,
          steps: [
            {
              title: 'Temukan flag',
              body: 'Lihat baris terakhir.',
              answerKind: 'flag',
              answer: 'AKSB{log_terbaca}',
              answerFormat: null,
              caseInsensitive: true,
              hints: [],
            },
            {
              title: 'Cari IP',
              body: 'Buka `access.log`.',
              answerKind: 'text',
              answer: '203.0.113.77',
              answerFormat: null,
              caseInsensitive: true,
              hints: [],
            },
          ],
        },
      },
    ]);
  });

  it("edits an exercise lab: saved answers never shown, kept unless retyped; a step's 422 lands on it", async () => {
    renderRemote(app, '/admin/lab/exercises/4', admin);
    const form = await screen.findByRole('form', { name: 'Ubah lab latihan' });
    // Steps in their order, answers write-only.
    expect(within(form).getByRole('textbox', { name: /Judul langkah 1/ })).toHaveValue('Pindai port');
    expect(within(form).getByRole('textbox', { name: /^Jawaban langkah 1/ })).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: /^Jawaban langkah 2/ })).toHaveValue('');
    expect(within(form).getAllByText(/Jawaban tersimpan tidak ditampilkan/)).toHaveLength(2);

    await userEvent.type(within(form).getByRole('textbox', { name: /^Jawaban langkah 2/ }), 'http');
    // Step 1's saved hint is there to edit; step 2 gets a free one.
    expect(within(form).getByRole('textbox', { name: /Isi petunjuk 1 langkah 1/ })).toHaveValue(
      'Pakai `-p-` untuk semua port.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Tambah petunjuk langkah 2' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Isi petunjuk 1 langkah 2/ }),
      'Lihat kolom SERVICE.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan lab latihan' }));
    expect(await screen.findByText('Lab latihan disimpan.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/api/lcadm/lab/exercises/4' });
    expect((sent[0].body as { steps: unknown[] }).steps).toEqual([
      {
        id: 11,
        title: 'Pindai port',
        body: 'Jalankan `nmap -p- target`.',
        answerKind: 'flag',
        answerFormat: 'AKSB{...}',
        caseInsensitive: false,
        hints: [{ id: 5, cost: 10, body: 'Pakai `-p-` untuk semua port.' }],
      },
      {
        id: 12,
        title: 'Kenali layanan',
        body: 'Layanan apa di port 8080?',
        answerKind: 'text',
        answer: 'http',
        answerFormat: 'satu kata',
        caseInsensitive: true,
        hints: [{ cost: 0, body: 'Lihat kolom SERVICE.' }],
      },
    ]);
    // The typed answer leaves the page with the request.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Jawaban langkah 2/ })).toHaveValue(''));

    server.use(
      http.put('*/api/lcadm/lab/exercises/:id', () =>
        fieldErrors([{ path: 'steps.1.id', message: 'Langkah 12 tidak ditemukan di lab latihan ini.' }]),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan lab latihan' }));
    expect(await within(form).findByText('Langkah 12 tidak ditemukan di lab latihan ini.')).toBeInTheDocument();

    // A hint's own 422 lands on that hint's box.
    server.use(
      http.put('*/api/lcadm/lab/exercises/:id', () =>
        fieldErrors([{ path: 'steps.0.hints.0.body', message: 'Isi petunjuk maksimal 5000 karakter' }]),
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan lab latihan' }));
    expect(await within(form).findByText('Isi petunjuk maksimal 5000 karakter')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Isi petunjuk 1 langkah 1/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
