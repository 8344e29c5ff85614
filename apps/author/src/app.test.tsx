import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/notifications', () =>
    HttpResponse.json({
      success: true,
      message: 'OK',
      data: [
        {
          id: 7,
          title: 'Pertanyaan baru di kelas',
          body: 'Seorang peserta bertanya di Keamanan Aplikasi Web.',
          link: null,
          createdAt: '2026-11-24T03:00:00.000Z',
          readAt: null,
        },
      ],
      meta: { page: 1, per_page: 10, total: 1 },
    }),
  ),
  // The home asks once per review state (features/courses has the states' own tests).
  http.get('*/api/author/courses', ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    const course = { level: 'Menengah', modules: 5, reviewComment: null, hasChange: false };
    const data =
      state === 'published'
        ? [{ ...course, slug: 'web', title: 'Keamanan Aplikasi Web', published: true, students: 1200, state }]
        : state === 'draft'
          ? [{ ...course, slug: 'draf', title: 'Analisis Malware', published: false, students: 0, state }]
          : [];
    return HttpResponse.json({
      success: true,
      message: 'OK',
      data,
      meta: { page: 1, per_page: 10, total: data.length },
    });
  }),
  // The home's "Batch live class" section (features/liveclass has its own tests).
  http.get('*/api/author/liveclass', () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  // Its "Grup pelatihan korporat" section (features/corporate-training has its own tests).
  http.get('*/api/author/corporate-training', () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it("author home lists the instructor's courses with status and student counts", async () => {
  expect(app).toMatchObject({ id: 'author', basePath: '/author' });
  renderRemote(app, '/author', demoUser('author', { name: 'Budi Instruktur' }));
  expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi Instruktur' })).toBeInTheDocument();
  const published = await screen.findByRole('table', { name: 'Terbit' });
  const row = within(published).getByRole('row', { name: /Keamanan Aplikasi Web/ });
  expect(within(row).getByText('1.200')).toBeInTheDocument();
  const drafts = await screen.findByRole('table', { name: 'Draf' });
  expect(within(drafts).getByRole('link', { name: 'Analisis Malware' })).toHaveAttribute('href', '/author/kelas/draf');
  expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
});

it("author notifications page lists the author's notifications (spec §2 /author/notifikasi)", async () => {
  renderRemote(app, '/author/notifikasi', demoUser('author'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifikasi' }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByRole('listitem', { name: 'Pertanyaan baru di kelas' })).toBeInTheDocument();
});
