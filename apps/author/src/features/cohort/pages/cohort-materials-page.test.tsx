import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type {
  AuthoredContent,
  AuthoredMaterial,
  AuthoredModule,
  AttendanceSheet,
  MaterialInput,
} from '@akademi-siber/util-contracts';
import { File as NodeFile } from 'node:buffer';
import app from '../../../app';

jest.setTimeout(30_000);

const SLUG = 'keamanan-web-live';
const CONTENT = 'batch-7-materi';
const PAGE = `/author/liveclass/${SLUG}/batch/7/materi`;
const API = `*/api/author/content/${CONTENT}`;

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });
const failure = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const sheet: AttendanceSheet = {
  owner: 'batch',
  parent: { slug: SLUG, title: 'Keamanan Web Live' },
  contentSlug: CONTENT,
  cohort: {
    id: 7,
    slug: 'batch-1',
    name: 'Batch 1',
    startsAt: '2026-01-05T12:00:00.000Z',
    endsAt: '2026-01-12T14:00:00Z',
  },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
  sessions: [],
  members: [],
  corrections: [],
};

let outline: AuthoredContent;
let nextId = 100;
const PICTURE = '/api/courses/images/2026-12-0123456789abcdef0123456789abcdef.png';
const sent: { method: string; path: string; body: unknown }[] = [];
let uploads: { path: string; name: string; size: number; authorization: string | null }[] = [];
/** The status and message of the next uploads' answer; null: a stored PDF. */
let uploadRefusal: { status: number; message: string } | null = null;

/**
 * The upload goes through XMLHttpRequest (for its progress), which msw does not see under jsdom: this stand-in
 * records what was sent, reports the bytes going up, and answers like the API.
 */
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  private method = '';
  private url = '';
  private headers = new Map<string, string>();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: FormData) {
    const file = body.get('file') as File;
    const path = new URL(this.url).pathname;
    uploads.push({ path, name: file.name, size: file.size, authorization: this.headers.get('authorization') ?? null });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 } as ProgressEvent);
      this.upload.onload?.();
      this.answer(path);
    }, 10);
  }
  private answer(path: string) {
    const [, materialId] = /materials\/(\d+)\/file$/.exec(path) ?? [];
    const found = findMaterial(Number(materialId));
    if (uploadRefusal || !found || this.method !== 'POST') {
      const refusal = uploadRefusal ?? { status: 404, message: 'Materi tidak ditemukan di konten ini.' };
      this.status = refusal.status;
      this.responseText = JSON.stringify({ success: false, message: refusal.message, data: null });
    } else {
      Object.assign(found, { fileType: 'pdf' });
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, message: 'Diunggah.', data: found });
    }
    this.onload?.();
  }
}

/**
 * A video goes up with tus-js-client (decision 0051), replaced here by a stand-in that records the upload, reports
 * its bytes going up and then succeeds or fails like the server; the material's state is the outline's.
 */
const mockTus = {
  uploads: [] as { endpoint: string; name: string; authorization: string | undefined }[],
  refusal: null as { status: number; message: string } | null,
  onFinished: (_endpoint: string) => undefined as void,
};
jest.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      private file: File,
      private options: {
        endpoint: string;
        headers: Record<string, string>;
        onProgress: (sent: number, total: number) => void;
        onSuccess: () => void;
        onError: (error: unknown) => void;
      },
    ) {}
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {
      return undefined;
    }
    start() {
      const { endpoint, headers, onProgress, onSuccess, onError } = this.options;
      mockTus.uploads.push({ endpoint, name: this.file.name, authorization: headers['Authorization'] });
      setTimeout(() => {
        onProgress(40, 100);
        onProgress(100, 100);
        const refusal = mockTus.refusal;
        if (refusal) {
          const body = JSON.stringify({ success: false, message: refusal.message, data: null });
          onError({ originalResponse: { getStatus: () => refusal.status, getBody: () => body } });
          return;
        }
        mockTus.onFinished(endpoint);
        onSuccess();
      }, 10);
    }
  },
}));
const realXhr = window.XMLHttpRequest;

const moduleOf = (id: number, title: string, materials: AuthoredMaterial[] = []): AuthoredModule => ({
  id,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title,
  order: id,
  materials,
  quiz: null,
});
const material = (id: number, input: MaterialInput): AuthoredMaterial => ({
  id,
  hashId: `h${id}`,
  kind: input.kind,
  title: input.title,
  order: id,
  durationSeconds: 0,
  body: input.kind === 'article' ? input.body : null,
  linkUrl: input.kind === 'link' ? input.linkUrl : null,
  fileType: null,
  hasVideo: false,
  video: null,
  isFreePreview: false,
});
const findMaterial = (id: number) =>
  outline.modules.flatMap((entry) => entry.materials).find((entry) => entry.id === id);
const record = async (request: Request) => {
  const body = request.method === 'DELETE' ? null : await request.json();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  return body;
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.get(`${API}/outline`, () => ok(outline)),
  http.post(`${API}/modules`, async ({ request }) => {
    const { title } = (await record(request)) as { title: string };
    const made = moduleOf(nextId++, title);
    outline = { ...outline, modules: [...outline.modules, made] };
    return ok(made, 'Modul ditambahkan.', 201);
  }),
  http.put(`${API}/modules/order`, async ({ request }) => {
    const { ids } = (await record(request)) as { ids: number[] };
    outline = {
      ...outline,
      modules: ids.map((id) => outline.modules.find((entry) => entry.id === id) as AuthoredModule),
    };
    return ok(null, 'Urutan disimpan.');
  }),
  http.delete(`${API}/modules/:moduleId`, async ({ request }) => {
    await record(request);
    return failure(
      409,
      'Modul ini tidak dapat dihapus: kuisnya sudah dikerjakan peserta (2 percobaan). Ubah isinya saja.',
    );
  }),
  http.post(`${API}/modules/:moduleId/materials`, async ({ request, params }) => {
    const body = (await record(request)) as MaterialInput;
    const made = material(nextId++, body);
    outline = {
      ...outline,
      modules: outline.modules.map((entry) =>
        entry.id === Number(params.moduleId) ? { ...entry, materials: [...entry.materials, made] } : entry,
      ),
    };
    return ok(made, 'Materi ditambahkan.', 201);
  }),
  http.post(`${API}/images`, async ({ request }) => {
    const form = await request.formData();
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body: { fields: [...form.keys()] } });
    return ok({ url: PICTURE }, 'Gambar diunggah', 201);
  }),
  http.put(`${API}/materials/:materialId`, async ({ request, params }) => {
    const body = (await record(request)) as MaterialInput;
    const found = findMaterial(Number(params.materialId)) as AuthoredMaterial;
    Object.assign(found, { title: body.title });
    return ok(found, 'Materi disimpan.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  outline = {
    slug: CONTENT,
    title: 'Keamanan Web Live — Batch 1',
    owner: 'batch',
    modules: [],
    exam: null,
    preTest: null,
    postTest: null,
  };
  nextId = 100;
  sent.length = 0;
  uploads = [];
  uploadRefusal = null;
  mockTus.uploads = [];
  mockTus.refusal = null;
  // A finished upload: the material waits for its transcoding, 40 % done.
  mockTus.onFinished = (endpoint) => {
    const [, materialId] = /materials\/(\d+)\/video-uploads$/.exec(endpoint) ?? [];
    const found = findMaterial(Number(materialId));
    if (found) found.video = { status: 'processing', progress: 40, error: null, thumbnailUrl: null };
  };
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  server.resetHandlers();
  window.XMLHttpRequest = realXhr;
});
afterAll(() => server.close());

async function openPage() {
  renderRemote(app, PAGE, demoUser('author'));
  await screen.findByRole('heading', { level: 2, name: 'Modul dan materi' }, { timeout: 15_000 });
}

// jsdom's File is not the Blob that Node's FormData accepts; a browser has one kind.
const nodeFile = (bits: string[], name: string, type = '') => new NodeFile(bits, name, { type }) as unknown as File;
const pdf = () => nodeFile(['%PDF-1.7 lembar kerja'], 'lembar-kerja.pdf', 'application/pdf');

it('sits in the batch frame, its menu marking Materi, and starts with no module', async () => {
  await openPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Keamanan Web Live — Batch 1' })).toBeInTheDocument();
  const menu = screen.getByRole('navigation', { name: 'Menu batch' });
  expect(within(menu).getByRole('link', { name: 'Materi' })).toHaveAttribute('aria-current', 'page');
  expect(within(menu).getByRole('link', { name: 'Sesi & kehadiran' })).toHaveAttribute(
    'href',
    `/author/liveclass/${SLUG}/batch/7`,
  );
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Sesi & kehadiran', 'Materi', 'Kuis & tes', 'Diskusi', 'Peserta']);
  expect(screen.getByRole('heading', { name: 'Belum ada modul.' })).toBeInTheDocument();
  expect(document.title).toBe('Materi Keamanan Web Live — Batch 1 · Author · Akademi Siber');
});

it('adds a module, then an article to it, sending exactly what the API takes', async () => {
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tambah modul' }));
  let dialog = await screen.findByRole('dialog', { name: 'Tambah modul' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Judul modul minimal 3 karakter')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText(/Judul modul/), '  Pengenalan XSS ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  const card = await screen.findByRole('region', { name: 'Modul 1: Pengenalan XSS' });
  expect(screen.getByText('Modul ditambahkan.')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Tambah materi ke modul Pengenalan XSS' }));
  dialog = await screen.findByRole('dialog', { name: 'Tambah materi' });
  await userEvent.type(within(dialog).getByLabelText(/Judul materi/), 'Apa itu XSS');
  // The Markdown editor comes in its own chunk: a slow first import under jest.
  const body = await within(dialog).findByLabelText(/Isi artikel/, {}, { timeout: 20_000 });
  await userEvent.type(body, '## Contoh{enter}{enter}Paragraf **pertama** <script>alert(1)</script>');
  // The preview renders it as the member will see it: sanitised, the `##` one level below the material's title.
  const preview = within(dialog).getByRole('region', { name: 'Pratinjau isi artikel' });
  expect(within(preview).getByRole('heading', { level: 4, name: 'Contoh' })).toBeInTheDocument();
  expect(within(preview).getByText('pertama').tagName).toBe('STRONG');
  expect(preview.querySelector('script')).toBeNull();
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'alur-serangan.png', { type: 'image/png' });
  await userEvent.upload(within(dialog).getByLabelText(/Sisipkan gambar/), picture);
  await waitFor(() => expect((body as HTMLTextAreaElement).value).toContain(`![alur serangan](${PICTURE})`));
  expect(within(preview).getByRole('img', { name: 'alur serangan' })).toHaveAttribute('src', PICTURE);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(card).findByText('Apa itu XSS')).toBeInTheDocument();
  expect(sent).toEqual([
    { method: 'POST', path: `/api/author/content/${CONTENT}/modules`, body: { title: 'Pengenalan XSS' } },
    { method: 'POST', path: `/api/author/content/${CONTENT}/images`, body: { fields: ['file'] } },
    {
      method: 'POST',
      path: `/api/author/content/${CONTENT}/modules/100/materials`,
      body: {
        kind: 'article',
        title: 'Apa itu XSS',
        body: `## Contoh\n\nParagraf **pertama** <script>alert(1)</script>\n\n![alur serangan](${PICTURE})`,
      },
    },
  ]);
});

it('checks a link with the API schema before sending it', async () => {
  outline.modules = [moduleOf(1, 'Referensi')];
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tambah materi ke modul Referensi' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah materi' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Jenis materi'), 'link');
  await userEvent.type(within(dialog).getByLabelText(/Judul materi/), 'OWASP');
  await userEvent.type(within(dialog).getByLabelText(/Alamat tautan/), 'http://owasp.org');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/Alamat tautan/)).toHaveAccessibleDescription(
      /Tautan harus alamat https yang lengkap/,
    ),
  );
  expect(sent).toEqual([]);
});

it('makes a file material and uploads its PDF; a failed upload keeps the material and is tried again', async () => {
  outline.modules = [moduleOf(1, 'Praktik')];
  uploadRefusal = { status: 413, message: 'Ukuran berkas materi maksimal 50 MB.' };
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tambah materi ke modul Praktik' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah materi' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Jenis materi'), 'file');
  await userEvent.type(within(dialog).getByLabelText(/Judul materi/), 'Lembar kerja');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Pilih berkas untuk diunggah.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await userEvent.upload(within(dialog).getByLabelText('Berkas materi'), pdf());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Materi sudah dibuat, tetapi berkasnya belum terunggah: Ukuran berkas materi maksimal 50 MB.',
  );
  expect(within(dialog).getByRole('heading', { name: 'Ubah materi' })).toBeInTheDocument();
  expect(sent.map((entry) => entry.method)).toEqual(['POST']);

  uploadRefusal = null;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unggah lagi' }));
  expect(await screen.findByText('Berkas materi diunggah.')).toBeInTheDocument();
  // The second try changed the material it made instead of making another.
  expect(sent.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
    `POST /api/author/content/${CONTENT}/modules/1/materials`,
    `PUT /api/author/content/${CONTENT}/materials/100`,
  ]);
  const path = `/api/author/content/${CONTENT}/materials/100/file`;
  const sentFile = { path, name: 'lembar-kerja.pdf', size: 21, authorization: 'Bearer test-token' };
  expect(uploads).toEqual([sentFile, sentFile]);
  const card = screen.getByRole('region', { name: 'Modul 1: Praktik' });
  expect(await within(card).findByText('Berkas PDF tersimpan.')).toBeInTheDocument();
});

it('shows the upload going up, then the video being processed, until it is ready with its thumbnail', async () => {
  outline.modules = [moduleOf(1, 'Demo')];
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Tambah materi ke modul Demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah materi' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Jenis materi'), 'video');
  await userEvent.type(within(dialog).getByLabelText(/Judul materi/), 'Demo serangan XSS');
  const video = nodeFile(['0000ftypisom'], 'demo.mp4', 'video/mp4');
  await userEvent.upload(within(dialog).getByLabelText('Video materi'), video);
  expect(within(dialog).getByText(/Dipilih: demo\.mp4/)).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));

  expect(await screen.findByText('Video terunggah dan sedang diproses.')).toBeInTheDocument();
  const editing = screen.getByRole('dialog', { name: 'Ubah materi' });
  const bar = await within(editing).findByRole('progressbar', { name: 'Memproses video' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(within(editing).getByText(/Video sedang diproses \(40%\)/)).toBeInTheDocument();
  expect(mockTus.uploads).toEqual([
    {
      endpoint: `http://localhost/api/author/content/${CONTENT}/materials/100/video-uploads`,
      name: 'demo.mp4',
      authorization: expect.stringMatching(/^Bearer /),
    },
  ]);

  // The job finishes; the dialog's polling sees it.
  Object.assign(findMaterial(100) as AuthoredMaterial, {
    hasVideo: true,
    durationSeconds: 125,
    video: { status: 'ready', progress: 100, error: null, thumbnailUrl: '/api/video-thumbnails/2026-01-ab.jpg' },
  });
  expect(await within(editing).findByText(/Video siap diputar peserta/, {}, { timeout: 8000 })).toBeInTheDocument();
  expect(within(editing).getByRole('img', { name: 'Cuplikan video Demo serangan XSS' })).toHaveAttribute(
    'src',
    '/api/video-thumbnails/2026-01-ab.jpg',
  );
  expect(within(editing).getByText('2:05')).toBeInTheDocument();
  await userEvent.click(within(editing).getAllByRole('button', { name: 'Tutup' })[0]);
  const card = screen.getByRole('region', { name: 'Modul 1: Demo' });
  expect(await within(card).findByText('Video tersimpan (2:05).')).toBeInTheDocument();
});

it('shows why a video failed and tries it again; a refused upload keeps the material', async () => {
  const failed = {
    ...material(7, { kind: 'video', title: 'Demo gagal' } as MaterialInput),
    video: {
      status: 'failed' as const,
      progress: 12,
      error: 'Video tidak dapat diproses. Coba simpan ulang videonya sebagai MP4 (H.264) lalu unggah lagi.',
      thumbnailUrl: null,
    },
  };
  outline.modules = [moduleOf(1, 'Demo', [failed])];
  server.use(
    http.post(`${API}/materials/:materialId/video/retry`, ({ params }) => {
      const found = findMaterial(Number(params.materialId)) as AuthoredMaterial;
      found.video = { status: 'uploaded', progress: 0, error: null, thumbnailUrl: null };
      return ok(found, 'Video dijadwalkan untuk diproses lagi.');
    }),
  );
  await openPage();
  const card = screen.getByRole('region', { name: 'Modul 1: Demo' });
  expect(within(card).getByText(/Video gagal diproses\./)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Ubah materi Demo gagal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah materi' });
  const alert = within(dialog).getByRole('alert');
  expect(alert).toHaveTextContent('Video gagal diproses. Video tidak dapat diproses. Coba simpan ulang videonya');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await within(dialog).findByText(/Video terunggah, menunggu giliran diproses\./)).toBeInTheDocument();

  mockTus.refusal = { status: 422, message: 'Video harus berkas MP4 atau WebM.' };
  await userEvent.upload(
    within(dialog).getByLabelText(/Video materi/),
    nodeFile(['0000ftypisom'], 'b.mp4', 'video/mp4'),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(
    await within(dialog).findByText(/videonya belum terunggah: Video harus berkas MP4 atau WebM\./),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Unggah lagi' })).toBeInTheDocument();
});

it('refuses a file of another type before uploading it, and renames without one', async () => {
  outline.modules = [moduleOf(1, 'Praktik', [{ ...material(5, { kind: 'file', title: 'Data' }) }])];
  await openPage();
  const card = screen.getByRole('region', { name: 'Modul 1: Praktik' });
  expect(within(card).getByText(/Belum ada berkas\. Peserta belum dapat membukanya\./)).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Ubah materi Data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah materi' });
  expect(within(dialog).queryByLabelText('Jenis materi')).not.toBeInTheDocument();
  const picker = within(dialog).getByLabelText('Berkas materi');
  await userEvent.upload(picker, nodeFile(['MZ'], 'program.exe'), { applyAccept: false });
  expect(
    await within(dialog).findByText('Berkas materi harus PDF, DOCX, XLSX, ZIP, TXT atau CSV.'),
  ).toBeInTheDocument();
  expect(picker).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(sent).toEqual([]);
  expect(uploads).toEqual([]);

  // Without a file picked, an existing material is only renamed.
  await userEvent.upload(picker, []);
  await userEvent.clear(within(dialog).getByLabelText(/Judul materi/));
  await userEvent.type(within(dialog).getByLabelText(/Judul materi/), 'Data latihan');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Materi disimpan.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `/api/author/content/${CONTENT}/materials/5`,
      body: { kind: 'file', title: 'Data latihan' },
    },
  ]);
  expect(uploads).toEqual([]);
});

it('moves a module up with the keyboard, sending the new order, and keeps the focus on it', async () => {
  outline.modules = [moduleOf(1, 'Dasar'), moduleOf(2, 'Lanjutan')];
  await openPage();
  const up = screen.getByRole('button', { name: 'Naik: modul Lanjutan' });
  expect(screen.getByRole('button', { name: 'Naik: modul Dasar' })).toBeDisabled();
  up.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Modul 1: Lanjutan',
      'Modul 2: Dasar',
    ]),
  );
  expect(sent).toEqual([
    { method: 'PUT', path: `/api/author/content/${CONTENT}/modules/order`, body: { ids: [2, 1] } },
  ]);
  // At the top now: "Naik" is disabled, so the focus moved to "Turun" of the same module.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Turun: modul Lanjutan' })).toHaveFocus());
});

it('shows why a module cannot be deleted', async () => {
  outline.modules = [moduleOf(1, 'Berkuis')];
  await openPage();
  await userEvent.click(screen.getByRole('button', { name: 'Hapus modul Berkuis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hapus modul' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(/sudah dikerjakan peserta \(2 percobaan\)/);
  expect(screen.getByRole('region', { name: 'Modul 1: Berkuis' })).toBeInTheDocument();
});

it('offers a retry when the content cannot be loaded', async () => {
  let calls = 0;
  server.use(
    http.get(`${API}/outline`, () => {
      calls += 1;
      return calls === 1 ? failure(500, 'Layanan sedang sibuk.') : ok(outline);
    }),
  );
  renderRemote(app, PAGE, demoUser('author'));
  const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(alert).toHaveTextContent('Materi belum dapat dimuat');
  await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('heading', { name: 'Belum ada modul.' })).toBeInTheDocument();
});
