import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { AdminLabChallenge, AdminLabChallengeRow } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, fieldErrors, ok, page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const STATIC_FLAG = 'AKSB{r4h4s14_st4t1s}';

const row = (overrides: Partial<AdminLabChallengeRow> = {}): AdminLabChallengeRow => ({
  id: 1,
  slug: 'web-101',
  title: 'Web 101',
  category: 'web',
  difficulty: 'easy',
  published: true,
  visible: true,
  visibleFrom: null,
  visibleUntil: null,
  valueType: 'static',
  value: 250,
  solves: 3,
  submissions: 6,
  suspicious: 0,
  updatedAt: '2026-05-01T03:00:00Z',
  ...overrides,
});

const detail = (overrides: Partial<AdminLabChallenge> = {}): AdminLabChallenge => ({
  ...row(),
  description: 'Unduh sumber halamannya dan temukan **kunci uji**.',
  connectionInfo: null,
  prerequisite: null,
  initialValue: 250,
  minimumValue: 0,
  decay: 1,
  maxAttempts: null,
  flags: [],
  hints: [],
  attachments: [],
  createdAt: '2026-04-01T03:00:00Z',
  ...overrides,
});

const rows = [
  row(),
  row({
    id: 2,
    slug: 'log-pribadi',
    title: 'Log Pribadi',
    category: 'forensics',
    difficulty: 'medium',
    valueType: 'dynamic',
    value: 180,
    suspicious: 2,
  }),
  row({ id: 3, slug: 'draf-kripto', title: 'Draf Kripto', category: 'crypto', published: false, visible: false }),
];

let challenge: AdminLabChallenge;
const sent: { method: string; path: string; body: unknown }[] = [];
const listQueries: string[] = [];
const record = async (request: Request) => {
  const type = request.headers.get('content-type') ?? '';
  const body = type.includes('json')
    ? await request.json()
    : type.includes('multipart')
      ? Object.fromEntries(
          [...(await request.formData()).entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : value.name,
          ]),
        )
      : null;
  const url = new URL(request.url);
  sent.push({ method: request.method, path: `${url.pathname}${url.search}`, body });
  return body;
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/lab/challenges', ({ request }) => {
    const params = new URL(request.url).searchParams;
    listQueries.push(params.toString());
    const category = params.get('category');
    const visibility = params.get('visibility');
    const search = params.get('search');
    return page(
      rows.filter(
        (item) =>
          (!category || item.category === category) &&
          (!visibility || item.visible === (visibility === 'visible')) &&
          (!search || item.title.toLowerCase().includes(search.toLowerCase())),
      ),
    );
  }),
  http.post('*/api/lcadm/lab/challenges', async ({ request }) => {
    const body = (await record(request)) as Partial<AdminLabChallenge>;
    challenge = detail({ ...body, id: 5, solves: 0, submissions: 0, value: body.initialValue, visible: false });
    return ok(challenge, 201);
  }),
  http.get('*/api/lcadm/lab/challenges/:id', ({ params }) =>
    Number(params.id) === challenge.id ? ok(challenge) : fail(404, 'Tantangan tidak ditemukan.'),
  ),
  http.put('*/api/lcadm/lab/challenges/:id', async ({ request }) => {
    const body = (await record(request)) as Partial<AdminLabChallenge>;
    challenge = { ...challenge, ...body };
    return ok(challenge);
  }),
  http.post('*/api/lcadm/lab/challenges/:id/flags', async ({ request }) => {
    const body = (await record(request)) as { kind: 'static' | 'regex' | 'per_user'; caseInsensitive: boolean };
    // What the API answers: the flag's kind and case rule, never its text.
    const flag = { id: 100 + challenge.flags.length, kind: body.kind, caseInsensitive: body.caseInsensitive };
    challenge = { ...challenge, flags: [...challenge.flags, { ...flag, createdAt: '2026-05-02T03:00:00Z' }] };
    return ok(challenge, 201);
  }),
  http.delete('*/api/lcadm/lab/flags/:flagId', async ({ request, params }) => {
    await record(request);
    challenge = { ...challenge, flags: challenge.flags.filter((flag) => flag.id !== Number(params.flagId)) };
    return ok(challenge);
  }),
  http.post('*/api/lcadm/lab/challenges/:id/hints', async ({ request }) => {
    const body = (await record(request)) as { position: number; cost: number; body: string };
    challenge = { ...challenge, hints: [...challenge.hints, { id: 70, unlocks: 0, ...body }] };
    return ok(challenge, 201);
  }),
  http.put('*/api/lcadm/lab/hints/:hintId', async ({ request, params }) => {
    const body = (await record(request)) as { position: number; cost: number; body: string };
    challenge = {
      ...challenge,
      hints: challenge.hints.map((hint) => (hint.id === Number(params.hintId) ? { ...hint, ...body } : hint)),
    };
    return ok(challenge);
  }),
  http.delete('*/api/lcadm/lab/hints/:hintId', async ({ request, params }) => {
    await record(request);
    challenge = { ...challenge, hints: challenge.hints.filter((hint) => hint.id !== Number(params.hintId)) };
    return ok(challenge);
  }),
  http.post('*/api/lcadm/lab/challenges/:id/attachments', async ({ request }) => {
    const body = (await record(request)) as { file: string };
    const perUser = new URL(request.url).searchParams.get('perUser') === 'true';
    challenge = {
      ...challenge,
      attachments: [{ id: 90, fileName: body.file, contentType: 'text/plain', size: 2048, perUser }],
    };
    return ok(challenge, 201);
  }),
  http.post('*/api/lcadm/lab/challenges/:id/reset-attempts', async ({ request }) => {
    await record(request);
    return ok({ previousAttempts: 4 });
  }),
  http.delete('*/api/lcadm/lab/challenges/:id', async ({ request }) => {
    await record(request);
    return ok(null);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  challenge = detail();
});
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  listQueries.length = 0;
});
afterAll(() => server.close());

const admin = demoUser('admin');

describe('/admin/lab/challenges', () => {
  it('lists challenges with their status, values and counts, and filters by category and visibility', async () => {
    const { currentUrl } = renderRemote(app, '/admin/lab', admin);
    const table = await screen.findByRole('table', { name: 'Tantangan CTF' });
    expect(currentUrl()).toBe('/admin/lab/challenges');
    expect(screen.getByRole('navigation', { name: 'Menu lab' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Menu staf' })).getByRole('link', { name: 'Lab' }),
    ).toHaveAttribute('aria-current', 'page');
    const web = within(table).getByRole('row', { name: /Web 101/ });
    expect(web).toHaveTextContent('Tampil');
    expect(web).toHaveTextContent('250');
    expect(within(web).getByRole('link', { name: 'Web 101' })).toHaveAttribute('href', '/admin/lab/challenges/1');
    const log = within(table).getByRole('row', { name: /Log Pribadi/ });
    expect(log).toHaveTextContent('dinamis');
    expect(within(log).getByRole('link', { name: '2 mencurigakan' })).toHaveAttribute(
      'href',
      '/admin/lab/submissions?challengeId=2&suspicious=true',
    );
    expect(within(table).getByRole('row', { name: /Draf Kripto/ })).toHaveTextContent('Draf');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'forensics');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Web 101/ })).not.toBeInTheDocument());
    expect(currentUrl()).toBe('/admin/lab/challenges?category=forensics');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tampil bagi pemain' }), 'hidden');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('row', { name: /Draf Kripto/ })).toBeInTheDocument();
    expect(listQueries.at(-1)).toBe('page=1&per_page=10&visibility=hidden');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari judul atau slug' }), 'web');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    expect(await within(table).findByText('Tidak ada tantangan yang cocok dengan filter.')).toBeInTheDocument();
    expect(currentUrl()).toBe('/admin/lab/challenges?visibility=hidden&q=web');
  });

  it('creates a challenge, then adds a static flag that is sent once and never shown again', async () => {
    const { currentUrl } = renderRemote(app, '/admin/lab/challenges', admin);
    await userEvent.click(await screen.findByRole('link', { name: 'Tambah tantangan' }));
    const form = await screen.findByRole('form', { name: 'Tantangan baru' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Judul/ }), 'Sandi Kaisar');
    await userEvent.tab();
    expect(within(form).getByRole('textbox', { name: /Slug/ })).toHaveValue('sandi-kaisar');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Kategori' }), 'crypto');
    await userEvent.type(within(form).getByRole('textbox', { name: /Deskripsi/ }), 'Geser **tiga** huruf.');
    await userEvent.click(within(form).getByRole('button', { name: 'Pratinjau deskripsi' }));
    const preview = within(form).getByRole('region', { name: 'Pratinjau deskripsi' });
    expect(within(preview).getByText('tiga').tagName).toBe('STRONG');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Jenis nilai' }), 'dynamic');
    await userEvent.clear(within(form).getByRole('textbox', { name: /Nilai awal/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Nilai awal/ }), '300');
    await userEvent.clear(within(form).getByRole('textbox', { name: /Nilai minimum/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Nilai minimum/ }), '100');
    await userEvent.clear(within(form).getByRole('textbox', { name: /Decay/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Decay/ }), '10');
    expect(within(form).getByText(/ke-1: 300 · ke-5: 268 · ke-11: 100/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Batas percobaan/ }), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat tantangan' }));

    expect(await screen.findByText('Tantangan dibuat. Tambahkan flag agar bisa diselesaikan.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/admin/lab/challenges/5'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandi Kaisar' })).toBeInTheDocument();
    const flags = screen.getByRole('region', { name: 'Flag' });
    expect(within(flags).getByText('Belum ada flag: tantangan ini belum dapat diselesaikan.')).toBeInTheDocument();

    // `{` opens a key name in user-event: typed as `{{`.
    await userEvent.type(within(flags).getByRole('textbox', { name: /^Flag/ }), STATIC_FLAG.replace('{', '{{'));
    await userEvent.click(within(flags).getByRole('checkbox', { name: 'Abaikan huruf besar/kecil' }));
    await userEvent.click(within(flags).getByRole('button', { name: 'Tambah flag' }));
    expect(await screen.findByText('Flag Statis ditambahkan.')).toBeInTheDocument();
    const list = await within(flags).findByRole('list', { name: 'Flag tantangan' });
    expect(within(list).getByText('Statis')).toBeInTheDocument();
    expect(within(list).getByText(/Abaikan huruf besar\/kecil/)).toBeInTheDocument();
    // Write-only: the box is cleared and the flag appears nowhere on the page.
    expect(within(flags).getByRole('textbox', { name: /^Flag/ })).toHaveValue('');
    expect(document.body.textContent).not.toContain(STATIC_FLAG);
    expect(document.body.innerHTML).not.toContain('r4h4s14');

    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/lcadm/lab/challenges',
        body: {
          slug: 'sandi-kaisar',
          title: 'Sandi Kaisar',
          category: 'crypto',
          difficulty: 'easy',
          description: 'Geser **tiga** huruf.',
          connectionInfo: null,
          published: false,
          visibleFrom: null,
          visibleUntil: null,
          prerequisiteSlug: null,
          valueType: 'dynamic',
          initialValue: 300,
          minimumValue: 100,
          decay: 10,
          maxAttempts: 5,
        },
      },
      {
        method: 'POST',
        path: '/api/lcadm/lab/challenges/5/flags',
        body: { kind: 'static', value: STATIC_FLAG, caseInsensitive: true },
      },
    ]);
  });

  it('adds a per-user flag without a value, a hint with its cost, and a per-user file', async () => {
    challenge = detail({
      id: 5,
      flags: [{ id: 41, kind: 'static', caseInsensitive: false, createdAt: '2026-05-02T03:00:00Z' }],
    });
    renderRemote(app, '/admin/lab/challenges/5', admin);
    const flags = await screen.findByRole('region', { name: 'Flag' });
    await userEvent.selectOptions(within(flags).getByRole('combobox', { name: 'Jenis flag' }), 'per_user');
    expect(within(flags).queryByRole('textbox', { name: /^Flag/ })).not.toBeInTheDocument();
    await userEvent.click(within(flags).getByRole('button', { name: 'Tambah flag' }));
    const flagList = within(flags).getByRole('list', { name: 'Flag tantangan' });
    expect(await within(flagList).findByText('Per pengguna')).toBeInTheDocument();
    expect(within(flagList).getByText(/Dibuat server untuk setiap pemain/)).toBeInTheDocument();

    const hints = screen.getByRole('region', { name: 'Petunjuk' });
    const hintForm = within(hints).getByRole('form', { name: 'Tambah petunjuk' });
    await userEvent.clear(within(hintForm).getByRole('textbox', { name: /Biaya/ }));
    await userEvent.type(within(hintForm).getByRole('textbox', { name: /Biaya/ }), '40');
    await userEvent.type(within(hintForm).getByRole('textbox', { name: /Isi petunjuk/ }), 'Lihat baris cron.');
    await userEvent.click(within(hintForm).getByRole('button', { name: 'Tambah petunjuk' }));
    const hintList = await within(hints).findByRole('list', { name: 'Petunjuk tantangan' });
    expect(within(hintList).getByText('−40 poin')).toBeInTheDocument();
    expect(within(hintList).getByText('Lihat baris cron.')).toBeInTheDocument();

    const files = screen.getByRole('region', { name: 'Berkas' });
    const person = userEvent.setup({ pointerEventsCheck: 0 });
    // jsdom's File is not the Blob that Node's FormData (the fetch the tests run on) accepts.
    const log = new NodeFile(['beacon --id {{FLAG_BASE64}}'], 'auth.log', { type: 'text/plain' }) as unknown as File;
    await person.upload(within(files).getByLabelText('Berkas'), log);
    await person.click(within(files).getByRole('checkbox', { name: /Berkas per pengguna/ }));
    await person.click(within(files).getByRole('button', { name: 'Unggah berkas' }));
    const fileList = await within(files).findByRole('list', { name: 'Berkas tantangan' });
    expect(within(fileList).getByText('auth.log')).toBeInTheDocument();
    expect(within(fileList).getByText('Per pengguna')).toBeInTheDocument();

    expect(sent).toEqual([
      { method: 'POST', path: '/api/lcadm/lab/challenges/5/flags', body: { kind: 'per_user', caseInsensitive: false } },
      {
        method: 'POST',
        path: '/api/lcadm/lab/challenges/5/hints',
        body: { position: 1, cost: 40, body: 'Lihat baris cron.' },
      },
      { method: 'POST', path: '/api/lcadm/lab/challenges/5/attachments?perUser=true', body: { file: 'auth.log' } },
    ]);
  });

  it('edits a hint in place (the keyboard lands in its text) and deletes it after asking', async () => {
    challenge = detail({ hints: [{ id: 7, position: 1, cost: 40, body: 'Lihat baris cron.', unlocks: 3 }] });
    renderRemote(app, '/admin/lab/challenges/1', admin);
    const hints = await screen.findByRole('region', { name: 'Petunjuk' });
    expect(within(hints).getByText(/dibuka 3 pemain/)).toBeInTheDocument();
    await userEvent.click(within(hints).getByRole('button', { name: 'Ubah petunjuk 1' }));
    const edit = within(hints).getByRole('form', { name: 'Ubah petunjuk 1' });
    await waitFor(() => expect(within(edit).getByRole('textbox', { name: /Isi petunjuk/ })).toHaveFocus());
    await userEvent.clear(within(edit).getByRole('textbox', { name: /Biaya/ }));
    await userEvent.type(within(edit).getByRole('textbox', { name: /Biaya/ }), '0');
    await userEvent.click(within(edit).getByRole('button', { name: 'Simpan petunjuk' }));
    expect(await screen.findByText('Petunjuk disimpan.')).toBeInTheDocument();
    expect(await within(hints).findByText('Gratis')).toBeInTheDocument();
    await waitFor(() => expect(within(hints).getByRole('button', { name: 'Ubah petunjuk 1' })).toHaveFocus());

    await userEvent.click(within(hints).getByRole('button', { name: 'Hapus petunjuk 1' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Hapus petunjuk?' })).getByRole('button', {
        name: 'Ya, hapus petunjuk',
      }),
    );
    expect(await within(hints).findByText('Belum ada petunjuk.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/lcadm/lab/hints/7', body: { position: 1, cost: 0, body: 'Lihat baris cron.' } },
      { method: 'DELETE', path: '/api/lcadm/lab/hints/7', body: null },
    ]);
  });

  it("puts the API's 422 on its field (a taken slug) and keeps the form", async () => {
    server.use(
      http.post('*/api/lcadm/lab/challenges', () =>
        fieldErrors([{ path: 'slug', message: 'Alamat (slug) sudah dipakai. Gunakan slug lain.' }]),
      ),
    );
    renderRemote(app, '/admin/lab/challenges/new', admin);
    const form = await screen.findByRole('form', { name: 'Tantangan baru' });
    await userEvent.click(within(form).getByRole('button', { name: 'Buat tantangan' }));
    expect(await within(form).findByText('Judul minimal 3 karakter')).toBeInTheDocument();
    expect(within(form).getByText('Deskripsi wajib diisi')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /Judul/ }), 'Web 101');
    await userEvent.type(within(form).getByRole('textbox', { name: /Slug/ }), 'web-101');
    await userEvent.type(within(form).getByRole('textbox', { name: /Deskripsi/ }), 'Salinan.');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat tantangan' }));
    expect(await within(form).findByText('Alamat (slug) sudah dipakai. Gunakan slug lain.')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Slug/ })).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('textbox', { name: /Judul/ })).toHaveValue('Web 101');
  });

  it("refuses deleting a solved challenge with the API's message; resets a player's attempts on confirm", async () => {
    const solved = 'Tantangan yang sudah diselesaikan tidak dapat dihapus; sembunyikan dengan membatalkan terbit.';
    server.use(http.delete('*/api/lcadm/lab/challenges/:id', () => fail(409, solved)));
    renderRemote(app, '/admin/lab/challenges/1', admin);

    const reset = await screen.findByRole('region', { name: 'Atur ulang percobaan' });
    await userEvent.type(within(reset).getByRole('textbox', { name: /Username pemain/ }), 'member.demo');
    await userEvent.click(within(reset).getByRole('button', { name: 'Atur ulang' }));
    const ask = screen.getByRole('dialog', { name: 'Atur ulang percobaan?' });
    expect(ask).toHaveTextContent('member.demo');
    await userEvent.click(within(ask).getByRole('button', { name: 'Ya, atur ulang' }));
    expect(await screen.findByText('Percobaan member.demo diatur ulang (sebelumnya 4 percobaan).')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/lcadm/lab/challenges/1/reset-attempts', body: { username: 'member.demo' } },
    ]);

    const danger = screen.getByRole('region', { name: 'Hapus tantangan' });
    await userEvent.click(within(danger).getByRole('button', { name: 'Hapus tantangan' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Hapus tantangan?' })).getByRole('button', {
        name: 'Ya, hapus tantangan',
      }),
    );
    expect(await within(danger).findByText(solved)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Web 101' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails, and a 404 for an unknown challenge', async () => {
    server.use(http.get('*/api/lcadm/lab/challenges', () => fail(500, 'Server sedang sibuk.')));
    const { unmount } = renderRemote(app, '/admin/lab/challenges', admin);
    expect(await screen.findByText('Daftar tantangan belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
    unmount();
    renderRemote(app, '/admin/lab/challenges/99', admin);
    expect(await screen.findByText('Tantangan tidak ditemukan.')).toBeInTheDocument();
  });
});
