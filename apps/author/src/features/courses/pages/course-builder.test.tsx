import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthorCourse, BuiltCourse } from '@akademi-siber/util-contracts';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';

const SLUG = 'keamanan-api';
const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const settings = {
  title: 'Keamanan API',
  level: 'Menengah',
  category: 'Application Security',
  description: 'Mengamankan API REST dari perancangan sampai pemantauan.',
  price: 250000,
  includedInSubscription: true,
  thumbnailUrl: null,
};
const draft: BuiltCourse = {
  slug: SLUG,
  state: 'draft',
  published: false,
  settings,
  editingSlug: SLUG,
  hasWorkingCopy: false,
  editable: true,
  slugEditable: true,
  version: 0,
  students: 0,
  submissions: [],
};
let course: BuiltCourse = draft;
const created: unknown[] = [];
const submitted: unknown[] = [];
const revisions: string[] = [];
const row = (overrides: Partial<AuthorCourse>): AuthorCourse => ({
  slug: SLUG,
  title: 'Keamanan API',
  level: 'Menengah',
  published: false,
  students: 0,
  modules: 1,
  state: 'draft',
  reviewComment: null,
  hasChange: false,
  ...overrides,
});

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/courses', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    const rows =
      state === 'returned'
        ? [row({ slug: 'dikembalikan', title: 'Kelas Dikembalikan', state, reviewComment: 'Tambah contoh.' })]
        : state === 'published'
          ? [row({ slug: 'terbit', title: 'Kelas Terbit', state, published: true, students: 42 })]
          : [];
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data: rows,
      meta: { page: 1, per_page: 10, total: rows.length },
    });
  }),
  http.get('*/api/author/liveclass', () => ok([])),
  http.get('*/api/author/corporate-training', () => ok([])),
  http.get('*/api/author/courses/slug-suggestion', ({ request }) =>
    ok({ slug: new URL(request.url).searchParams.get('title') === 'Keamanan API' ? SLUG : 'kelas', available: true }),
  ),
  http.post('*/api/author/courses', async ({ request }) => {
    created.push(await request.json());
    return ok(draft, 201);
  }),
  http.get(`*/api/author/courses/${SLUG}`, () => ok(course)),
  http.post(`*/api/author/courses/${SLUG}/submission`, async ({ request }) => {
    submitted.push(await request.json());
    course = { ...course, state: 'in_review', editable: false };
    return ok(course);
  }),
  http.post(`*/api/author/courses/${SLUG}/revision`, () => {
    revisions.push('start');
    course = { ...course, editingSlug: `${SLUG}-revisi-abcd`, hasWorkingCopy: true };
    return ok(course);
  }),
  http.get('*/api/author/content/:slug/outline', ({ params }) =>
    ok({
      slug: params['slug'],
      title: 'Keamanan API',
      owner: 'course',
      modules: [],
      exam: null,
      preTest: null,
      postTest: null,
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  course = draft;
  created.length = 0;
  submitted.length = 0;
  revisions.length = 0;
});
afterAll(() => server.close());

it('lists the courses by review state, with the admin comment and learner counts', async () => {
  renderRemote(app, '/author', demoUser('author'));
  expect(await screen.findByRole('link', { name: 'Kelas Dikembalikan' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.getByText('Tambah contoh.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Kelas Terbit' })).toHaveAttribute('href', '/author/kelas/terbit');
  expect(screen.getByText('42')).toBeInTheDocument();
  expect(screen.getByText('Tidak ada draf. Buat kelas baru untuk mulai menulis.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Buat kelas baru' })).toHaveAttribute('href', '/author/kelas-baru');
}, 60_000);

it('creates a draft with the address suggested from the title, then opens its materials', async () => {
  renderRemote(app, '/author/kelas-baru', demoUser('author'));
  await userEvent.type(await screen.findByLabelText(/Judul kelas/, {}, { timeout: 15_000 }), 'Keamanan API');
  await userEvent.tab();
  await waitFor(() => expect(screen.getByLabelText(/Alamat kelas/)).toHaveValue(SLUG));
  await userEvent.type(screen.getByLabelText(/Kategori/), 'Application Security');
  await userEvent.type(screen.getByLabelText(/Deskripsi/), 'Terlalu pendek');
  await userEvent.click(screen.getByRole('button', { name: 'Buat draf' }));
  expect(await screen.findByText('Deskripsi minimal 20 karakter')).toBeInTheDocument();
  expect(created).toHaveLength(0);
  await userEvent.type(screen.getByLabelText(/Deskripsi/), ' tetapi sekarang sudah cukup.');
  await userEvent.clear(screen.getByLabelText(/Harga/));
  await userEvent.type(screen.getByLabelText(/Harga/), '250000');
  await userEvent.click(screen.getByRole('button', { name: 'Buat draf' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ title: 'Keamanan API', slug: SLUG, price: 250000, level: 'Pemula' });
  expect(await screen.findByRole('heading', { name: 'Modul dan materi' }, { timeout: 15_000 })).toBeInTheDocument();
}, 60_000);

it('shows the admin comment of a returned course and submits it again with a note', async () => {
  course = {
    ...draft,
    state: 'returned',
    submissions: [
      {
        id: 1,
        status: 'returned',
        note: '',
        changes: {
          firstVersion: true,
          settings: [],
          modulesAdded: 1,
          modulesRemoved: 0,
          materialsAdded: 2,
          materialsChanged: 0,
          materialsRemoved: 0,
          assessmentsChanged: 1,
        },
        submittedAt: '2026-11-30T03:00:00.000Z',
        submittedBy: 'Budi Instruktur',
        reviewComment: 'Lengkapi kuis modul pertama.',
        reviewedAt: '2026-12-01T03:00:00.000Z',
        reviewerName: 'Admin Demo',
        version: null,
      },
    ],
  };
  renderRemote(app, `/author/kelas/${SLUG}`, demoUser('author'));
  expect(await screen.findByRole('note', { name: 'Komentar admin' }, { timeout: 15_000 })).toHaveTextContent(
    'Lengkapi kuis modul pertama.',
  );
  expect(screen.getByRole('link', { name: 'Materi' })).toHaveAttribute('href', `/author/kelas/${SLUG}/materi`);
  await userEvent.type(screen.getByLabelText(/Catatan untuk peninjau/), 'Kuis sudah dilengkapi.');
  await userEvent.click(screen.getByRole('button', { name: 'Ajukan untuk ditinjau' }));
  await waitFor(() => expect(submitted).toEqual([{ note: 'Kuis sudah dilengkapi.' }]));
  expect(await screen.findByText(/Kelas ini sedang ditinjau admin/)).toBeInTheDocument();
}, 60_000);

it('starts a new version of a published course before its materials can be edited', async () => {
  course = { ...draft, state: 'published', published: true, editingSlug: null, slugEditable: false, version: 1 };
  renderRemote(app, `/author/kelas/${SLUG}/materi`, demoUser('author'));
  await userEvent.click(await screen.findByRole('button', { name: 'Buat versi baru' }, { timeout: 15_000 }));
  await waitFor(() => expect(revisions).toEqual(['start']));
  expect(await screen.findByText(/Peserta masih melihat versi 1/)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Modul dan materi' })).toBeInTheDocument();
}, 60_000);
