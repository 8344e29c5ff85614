import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import app from './app';
import { LAB_EXERCISES } from './testing/lab-fixtures';

const classes = [
  {
    slug: 'workshop-first',
    title: 'Workshop Secure Coding — Kelas Pagi',
    kind: 'liveclass',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 0,
    totalMaterials: 3,
    completedMaterials: 0,
    enrolledAt: '2026-01-06T00:00:00Z',
  },
  {
    slug: 'dasar',
    title: 'Dasar-Dasar Keamanan Siber',
    kind: 'course',
    level: 'Pemula',
    thumbnailUrl: null,
    progress: 40,
    totalMaterials: 10,
    completedMaterials: 4,
    enrolledAt: '2026-01-05T00:00:00Z',
  },
  {
    slug: 'workshop',
    title: 'Workshop Secure Coding — Kelas Malam',
    kind: 'liveclass',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 33,
    totalMaterials: 3,
    completedMaterials: 1,
    enrolledAt: '2026-01-04T00:00:00Z',
  },
];
let requestedPage: string | null = null;
const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/notifications', () =>
    HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 3, total: 0 } }),
  ),
  http.get('*/api/lab/exercises', () => HttpResponse.json({ success: true, message: 'OK', data: LAB_EXERCISES })),
  // Not an employee in a corporate program: the dashboard shows no program section.
  http.get('*/api/member/corporate-program', () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  http.get('*/api/member/kelas-saya', ({ request }) => {
    requestedPage = new URL(request.url).searchParams.get('page');
    return HttpResponse.json({ success: true, message: 'OK', data: classes, meta: { page: 1, per_page: 6, total: 3 } });
  }),
);
// The first visit downloads (here: compiles) the lazy page module; on a busy machine that takes more than 1 s.
const slow = { timeout: 15_000 };
jest.setTimeout(30_000);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('member remote', () => {
  it('exposes the member app at /member', () => {
    expect(app.id).toBe('member');
    expect(app.basePath).toBe('/member');
  });

  it('shows the member, points, XP and their classes with progress on /member', async () => {
    renderRemote(app, '/member', demoUser('member', { name: 'Rina Member' }));
    expect(await screen.findByRole('heading', { name: 'Halo, Rina Member' }, slow)).toBeInTheDocument();
    const article = await screen.findByRole('article', { name: 'Dasar-Dasar Keamanan Siber' });
    expect(within(article).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(article).getByText(/4 dari 10 materi selesai/)).toBeInTheDocument();
    // A live class counts its sessions and leads to the member's schedule.
    const live = screen.getByRole('article', { name: 'Workshop Secure Coding — Kelas Malam' });
    expect(within(live).getByText('1 dari 3 sesi sudah berlangsung (33%)')).toBeInTheDocument();
    expect(
      within(live).getByRole('link', { name: 'Lihat jadwal sesi: Workshop Secure Coding — Kelas Malam' }),
    ).toHaveAttribute('href', '/member/training-index');
    expect(screen.getAllByText(/1\.250/).length).toBeGreaterThan(0);
    expect(requestedPage).toBe('1');
    // Continue where you left off: the course touched last that is not finished (a live class, newer here, is not
    // "continued": it moves on with its sessions).
    const next = screen.getByRole('region', { name: 'Lanjutkan belajar' });
    expect(within(next).getByRole('link', { name: 'Lanjutkan belajar' })).toHaveAttribute(
      'href',
      '/member/kelas/dasar',
    );
  });

  it('shows the exercise labs started in the lab, the last one touched first, each opening the lab at it', async () => {
    renderRemote(app, '/member', demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Lab latihan' }, slow);
    const cards = await within(section).findAllByRole('article');
    // Not started labs are the lab's catalogue, not the member's progress.
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'lab-latihan-analisis-email-phishing',
      'lab-latihan-pengenalan-linux',
    ]);
    expect(cards[0]).toHaveTextContent('Sedang dikerjakan');
    expect(cards[0]).toHaveTextContent('1 dari 3 langkah selesai.');
    expect(cards[1]).toHaveTextContent('Selesai');
    expect(cards[1]).toHaveTextContent('+80 poin, +160 XP.');
    const open = within(cards[1]).getByRole('link', { name: /Buka di lab: Pengenalan Linux untuk Keamanan/ });
    expect(open).toHaveAttribute('href', '/lab/buka?redirect=exercise-lab%2Fpengenalan-linux');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('shows an empty state when there are no classes, and the 404 panel for unknown pages', async () => {
    server.use(
      http.get('*/api/member/kelas-saya', () =>
        HttpResponse.json({ success: true, message: 'OK', data: [], meta: { page: 1, per_page: 6, total: 0 } }),
      ),
    );
    const { unmount } = renderRemote(app, '/member', demoUser('member'));
    // Both the "continue" card and the class list say so.
    expect(await screen.findAllByText('Belum ada kelas', undefined, slow)).toHaveLength(2);
    unmount();
    renderRemote(app, '/member/tidak-ada', demoUser('member'));
    expect(
      await screen.findByRole('heading', { name: 'Kamu tersesat, segera kembali ke jalan yang benar!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(
      http.get('*/api/member/kelas-saya', () =>
        HttpResponse.json({ success: false, message: 'Layanan sedang tidak tersedia.', data: null }, { status: 503 }),
      ),
    );
    renderRemote(app, '/member', demoUser('member'));
    // The list's error panel (and the §8 toast) carry the server's message; one retry button, not one per section.
    expect((await screen.findAllByText('Layanan sedang tidak tersedia.', undefined, slow)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Coba lagi' })).toHaveLength(1);
    expect(screen.getByText('Kelas terakhir belum dapat dimuat.')).toBeInTheDocument();
  });
});
