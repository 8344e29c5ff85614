import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BuiltCourse } from '@akademi-siber/util-contracts';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from '../../../app';
import { page } from '../../../testing/responses';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const SLUG = 'keamanan-api';
const changes = {
  firstVersion: false,
  settings: ['harga'],
  modulesAdded: 0,
  modulesRemoved: 0,
  materialsAdded: 1,
  materialsChanged: 2,
  materialsRemoved: 0,
  assessmentsChanged: 0,
};
const course: BuiltCourse = {
  slug: SLUG,
  state: 'in_review',
  published: true,
  settings: {
    title: 'Keamanan API',
    level: 'Menengah',
    category: 'Application Security',
    description: 'Mengamankan API REST.',
    price: 300000,
    includedInSubscription: true,
    thumbnailUrl: null,
  },
  editingSlug: `${SLUG}-revisi-abcd`,
  hasWorkingCopy: true,
  editable: false,
  slugEditable: false,
  version: 1,
  students: 12,
  submissions: [
    {
      id: 3,
      status: 'pending',
      note: 'Menambah referensi OWASP.',
      changes,
      submittedAt: '2026-12-01T03:00:00.000Z',
      submittedBy: 'Budi Instruktur',
      reviewComment: null,
      reviewedAt: null,
      reviewerName: null,
      version: null,
    },
  ],
};
const decisions: { decision: string; body: unknown }[] = [];
const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lcadm/course-reviews', () =>
    page(
      [
        {
          courseSlug: SLUG,
          title: 'Keamanan API',
          authorName: 'Budi Instruktur',
          submittedAt: '2026-12-01T03:00:00.000Z',
          note: 'Menambah referensi OWASP.',
          changes,
          firstVersion: false,
        },
      ],
      1,
    ),
  ),
  http.get(`*/api/lcadm/course-reviews/${SLUG}`, () =>
    ok({
      course,
      settings: course.settings,
      outline: {
        modules: [
          {
            id: 1,
            slug: 'dasar',
            title: 'Dasar API',
            order: 1,
            quiz: null,
            materials: [
              {
                id: 10,
                hashId: 'a1',
                kind: 'article',
                title: 'Apa itu API',
                order: 1,
                durationSeconds: 0,
                body: '## Pengertian\n\nAPI adalah **antarmuka**.',
                linkUrl: null,
                fileType: null,
                hasVideo: false,
                isFreePreview: true,
              },
            ],
          },
        ],
        exam: null,
      },
    }),
  ),
  http.post(`*/api/lcadm/course-reviews/${SLUG}/:decision`, async ({ params, request }) => {
    decisions.push({ decision: String(params['decision']), body: await request.json() });
    return ok(course);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  decisions.length = 0;
});
afterAll(() => server.close());

it('lists the submissions with their author and what changed', async () => {
  renderRemote(app, '/admin/tinjauan-kelas', demoUser('admin'));
  const table = await screen.findByRole('table', { name: 'Kelas yang menunggu tinjauan' });
  expect(within(table).getByRole('link', { name: 'Keamanan API' })).toHaveAttribute(
    'href',
    `/admin/tinjauan-kelas/${SLUG}`,
  );
  expect(within(table).getByText('Budi Instruktur')).toBeInTheDocument();
  expect(within(table).getByText(/1 materi baru, 2 materi diubah, pengaturan: harga/)).toBeInTheDocument();
});

it('shows the submitted version and sends it back only with a comment', async () => {
  renderRemote(app, `/admin/tinjauan-kelas/${SLUG}`, demoUser('admin'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Keamanan API' })).toBeInTheDocument();
  expect(screen.getByText('Catatan pengajar: Menambah referensi OWASP.')).toBeInTheDocument();
  await userEvent.click(screen.getByText(/Apa itu API/));
  expect(screen.getByRole('heading', { name: 'Pengertian' })).toBeInTheDocument();
  expect(screen.getByText('antarmuka').tagName).toBe('STRONG');

  await userEvent.click(screen.getByRole('button', { name: 'Kembalikan ke pengajar' }));
  expect(await screen.findByText('Komentar untuk pengajar minimal 10 karakter')).toBeInTheDocument();
  expect(decisions).toHaveLength(0);
  await userEvent.type(screen.getByLabelText(/Komentar untuk pengajar/), 'Tambahkan contoh permintaan.');
  await userEvent.click(screen.getByRole('button', { name: 'Kembalikan ke pengajar' }));
  await waitFor(() =>
    expect(decisions).toEqual([{ decision: 'return', body: { comment: 'Tambahkan contoh permintaan.' } }]),
  );
});

it('approves with an optional comment', async () => {
  renderRemote(app, `/admin/tinjauan-kelas/${SLUG}`, demoUser('admin'));
  await userEvent.click(await screen.findByRole('button', { name: 'Setujui dan terbitkan' }));
  await waitFor(() => expect(decisions).toEqual([{ decision: 'approve', body: { comment: '' } }]));
  expect(await screen.findByRole('heading', { level: 1, name: 'Tinjauan Kelas' })).toBeInTheDocument();
});
