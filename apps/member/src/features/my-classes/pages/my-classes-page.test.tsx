import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { MemberClass } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { LAB_EXERCISES } from '../../../testing/lab-fixtures';

const classRequests: URLSearchParams[] = [];
const classes: MemberClass[] = [
  {
    slug: 'pentest-web',
    title: 'Pentest Aplikasi Web',
    kind: 'course',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 30,
    totalMaterials: 10,
    completedMaterials: 3,
    enrolledAt: '2026-11-01T00:00:00Z',
    batchSlug: null,
  },
  {
    slug: 'soc-analyst',
    title: 'SOC Analyst Bootcamp',
    kind: 'liveclass',
    level: 'Menengah',
    thumbnailUrl: null,
    progress: 0,
    totalMaterials: 8,
    completedMaterials: 0,
    enrolledAt: '2026-11-02T00:00:00Z',
    batchSlug: 'kelas-malam',
  },
];
const server = setupServer(
  http.get('*/api/lab/exercises', () => HttpResponse.json({ success: true, message: 'OK', data: LAB_EXERCISES })),
  http.get('*/api/member/kelas-saya', ({ request }) => {
    const params = new URL(request.url).searchParams;
    classRequests.push(params);
    const kind = params.get('kind');
    const rows = classes.filter((row) => !kind || row.kind === kind);
    return HttpResponse.json({
      success: true,
      message: 'Berhasil',
      data: rows,
      meta: { page: 1, per_page: 9, total: rows.length },
    });
  }),
  ...chromeHandlers,
);

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  classRequests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/kelas-saya', () => {
  it('lists courses and live classes with progress and filters by kind', async () => {
    renderRemote(app, '/member/kelas-saya', demoUser('member'));
    expect(await screen.findByRole('article', { name: 'Pentest Aplikasi Web' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SOC Analyst Bootcamp' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Live class' }));
    expect(await screen.findByRole('article', { name: 'SOC Analyst Bootcamp' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pentest Aplikasi Web' })).not.toBeInTheDocument();
    expect(classRequests.at(-1)?.get('kind')).toBe('liveclass');
  });

  it('shows the started exercise labs under "Semua" and on their own tab, kept in the address', async () => {
    const { currentUrl } = renderRemote(app, '/member/kelas-saya', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Lab latihan' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pengenalan Linux untuk Keamanan' })).toHaveTextContent(
      'Selesai 21 Nov 2026 · +80 poin, +160 XP.',
    );
    expect(screen.queryByRole('article', { name: 'Dasar Pemindaian dengan Nmap' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Lab latihan' }));
    expect(currentUrl()).toBe('/member/kelas-saya?jenis=lab');
    expect(screen.queryByRole('article', { name: 'Pentest Aplikasi Web' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Analisis Header Email Phishing' })).toHaveTextContent(
      '1 dari 3 langkah selesai.',
    );
  });

  it('says where labs come from when none was started', async () => {
    server.use(http.get('*/api/lab/exercises', () => HttpResponse.json({ success: true, message: 'OK', data: [] })));
    renderRemote(app, '/member/kelas-saya?jenis=lab', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Belum ada lab latihan' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buka Lab Latihan/ })).toHaveAttribute(
      'href',
      '/lab/buka?redirect=exercise-lab',
    );
  });

  it('leads to the campus classrooms, where a code joins one', async () => {
    renderRemote(app, '/member/kelas-saya', demoUser('member'));
    expect(await screen.findByRole('link', { name: 'Classroom kampus' }, slow)).toHaveAttribute(
      'href',
      '/member/classroom',
    );
  });
});
