import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CoursePlayer, MaterialProgressBody, PlayerMaterial } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { CoursePlayerLayout } from '../parts/course-player-layout';
import { CourseModulesPage, CourseOverviewPage, ModuleMaterialsRedirect } from './course-overview-pages';
import { MaterialPage } from './material-page';

const SLUG = 'ethical-hacking';
const MATERIALS: PlayerMaterial[] = [
  {
    hashId: 'a1',
    title: 'Peran ethical hacker',
    kind: 'article',
    durationSeconds: 540,
    moduleSlug: 'modul-1',
    moduleTitle: 'Etika',
    done: true,
    positionSeconds: 0,
    body:
      '# Tujuan\n\nParagraf pertama dengan **istilah penting**.\n\nParagraf kedua.\n\n' +
      '![Diagram jaringan](/api/courses/images/2026-12-0123456789abcdef0123456789abcdef.png)\n\n' +
      '<img src=x onerror="alert(1)"> [klik](javascript:alert(1))',
    hlsUrl: null,
    fileName: null,
    linkUrl: null,
    previous: null,
    next: { hashId: 'f2', title: 'Rules of engagement' },
  },
  {
    hashId: 'f2',
    title: 'Rules of engagement',
    kind: 'file',
    durationSeconds: 420,
    moduleSlug: 'modul-1',
    moduleTitle: 'Etika',
    done: false,
    positionSeconds: 0,
    body: null,
    hlsUrl: null,
    fileName: 'lembar-kerja.pdf',
    linkUrl: null,
    previous: { hashId: 'a1', title: 'Peran ethical hacker' },
    next: { hashId: 'l3', title: 'Latihan OSINT' },
  },
  {
    hashId: 'l3',
    title: 'Latihan OSINT',
    kind: 'link',
    durationSeconds: 1200,
    moduleSlug: 'modul-2',
    moduleTitle: 'Recon',
    done: false,
    positionSeconds: 0,
    body: null,
    hlsUrl: null,
    fileName: null,
    linkUrl: 'https://example.org/lab',
    previous: { hashId: 'f2', title: 'Rules of engagement' },
    next: null,
  },
];

let materials: PlayerMaterial[] = [];
let enrolled = true;
const saved: MaterialProgressBody[] = [];

function player(): CoursePlayer {
  const done = materials.filter((item) => item.done).length;
  const outline = (slug: string, title: string, order: number) => ({
    slug,
    title,
    order,
    hasQuiz: order === 1,
    materials: materials
      .filter((item) => item.moduleSlug === slug)
      .map(({ hashId, title: name, kind, durationSeconds, done: isDone, positionSeconds }) => ({
        hashId,
        title: name,
        kind,
        durationSeconds,
        done: isDone,
        positionSeconds,
      })),
  });
  return {
    slug: SLUG,
    title: 'Ethical Hacking untuk Pemula',
    thumbnailUrl: null,
    authorName: 'Author Demo',
    progress: Math.floor((done * 100) / materials.length),
    completedMaterials: done,
    totalMaterials: materials.length,
    completedAt: null,
    resume: { hashId: 'f2', title: 'Rules of engagement', moduleSlug: 'modul-1', positionSeconds: 0 },
    modules: [outline('modul-1', 'Etika', 1), outline('modul-2', 'Recon', 2)],
    hasExam: true,
    certificateNumber: null,
  };
}

const ok = <T,>(data: T, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });
const server = setupServer(
  http.get(`*/api/member/kelas/${SLUG}`, () =>
    enrolled
      ? ok(player())
      : HttpResponse.json(
          { success: false, message: 'Kamu belum terdaftar di kelas ini.', data: null },
          { status: 403 },
        ),
  ),
  http.get(`*/api/member/kelas/${SLUG}/materi/:hashId`, ({ params }) => {
    const material = materials.find((item) => item.hashId === params['hashId']);
    return material
      ? ok(material)
      : HttpResponse.json({ success: false, message: 'Materi tidak ditemukan.', data: null }, { status: 404 });
  }),
  http.put(`*/api/member/kelas/${SLUG}/materi/:hashId/progress`, async ({ params, request }) => {
    const body = (await request.json()) as MaterialProgressBody;
    saved.push(body);
    const material = materials.find((item) => item.hashId === params['hashId']);
    if (!material)
      return HttpResponse.json({ success: false, message: 'Materi tidak ditemukan.', data: null }, { status: 404 });
    const completedNow = body.completed === true && !material.done;
    if (body.completed) material.done = true;
    const course = player();
    return ok({
      done: material.done,
      positionSeconds: body.position_seconds,
      progress: course.progress,
      completedMaterials: course.completedMaterials,
      totalMaterials: course.totalMaterials,
      pointsAwarded: completedNow ? 5 : 0,
      xpAwarded: completedNow ? 10 : 0,
      courseCompleted: false,
      certificateNumber: null,
    });
  }),
  http.get('*/api/member/kelas/:slug/materi/:hashId/file-token', () => ok({ token: 'x'.repeat(43), expires_in: 120 })),
  // The overview's discussion section (decision 0021; its own tests are in discussions/discussions.test.tsx).
  http.get(`*/api/member/kelas/${SLUG}/diskusi`, () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
  ),
  http.get('*/api/auth/user', () => ok(demoUser('member'))),
  http.get('*/api/member/notif-total', () => ok({ total_unread_notif: 0 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  materials = MATERIALS.map((item) => ({ ...item }));
  enrolled = true;
  saved.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    {
      path: 'kelas/:courseSlug',
      element: <CoursePlayerLayout />,
      children: [
        { index: true, element: <CourseOverviewPage /> },
        { path: 'modul', element: <CourseModulesPage /> },
        { path: 'modul/:moduleSlug/materi', element: <ModuleMaterialsRedirect /> },
        { path: 'materi/:idHashMaterial', element: <MaterialPage /> },
      ],
    },
    { path: 'kelas-saya', element: <h1>Kelas Saya</h1> },
  ],
};

describe('course player', () => {
  it('shows the course, the progress, the outline and where to continue', async () => {
    renderRemote(app, `/member/kelas/${SLUG}`, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ethical Hacking untuk Pemula' })).toBeInTheDocument();
    expect(screen.getByText('1 dari 3 materi selesai (33%)')).toBeInTheDocument();
    const outline = screen.getByRole('navigation', { name: 'Daftar materi kelas' });
    expect(within(outline).getByRole('link', { name: /Peran ethical hacker.*selesai/ })).toBeInTheDocument();
    expect(within(outline).getByRole('link', { name: /Kuis modul 1/ })).toBeInTheDocument();
    expect(within(outline).getByText('Terkunci: selesaikan semua materi untuk membuka ujian')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lanjutkan belajar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Lanjutkan' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules of engagement' })).toBeInTheDocument();
  });

  it('records the opened material as the place to resume, and marks it done with the points it earned', async () => {
    renderRemote(app, `/member/kelas/${SLUG}/materi/f2`, demoUser('member'));
    expect(await screen.findByRole('button', { name: 'Unduh lembar-kerja.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ position_seconds: 0 }]));
    await userEvent.click(screen.getByRole('button', { name: 'Tandai selesai' }));
    expect(await screen.findByText('Materi selesai. +5 poin, +10 XP.')).toBeInTheDocument();
    expect(saved[1]).toEqual({ position_seconds: 0, completed: true });
    expect(await screen.findByText('2 dari 3 materi selesai (66%)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tandai selesai' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Selesai').length).toBeGreaterThan(0);
  });

  it('renders an article from its Markdown, inert, and moves to the next material', async () => {
    const { container } = renderRemote(app, `/member/kelas/${SLUG}/materi/a1`, demoUser('member'));
    expect(await screen.findByText('Paragraf kedua.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tujuan' })).toBeInTheDocument();
    expect(screen.getByText('istilah penting').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Diagram jaringan' })).toHaveAttribute(
      'src',
      '/api/courses/images/2026-12-0123456789abcdef0123456789abcdef.png',
    );
    // Raw HTML shows as text and a javascript: link loses its address (the design system's XSS list has the rest).
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'klik' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Materi sebelumnya/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Materi berikutnya: Rules of engagement' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules of engagement' })).toBeInTheDocument();
  });

  it('never shows the previous material under the next one while the next one loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*/api/member/kelas/${SLUG}/materi/f2`, async () => {
        await held;
        return ok(materials.find((item) => item.hashId === 'f2'));
      }),
    );
    renderRemote(app, `/member/kelas/${SLUG}/materi/a1`, demoUser('member'));
    expect(await screen.findByText('Paragraf kedua.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Materi berikutnya: Rules of engagement' }));
    expect(await screen.findByText('Memuat materi…')).toBeInTheDocument();
    expect(screen.queryByText('Paragraf kedua.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Peran ethical hacker' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules of engagement' })).toBeInTheDocument();
  });

  it('opens a link material in a new tab', async () => {
    renderRemote(app, `/member/kelas/${SLUG}/materi/l3`, demoUser('member'));
    const link = await screen.findByRole('link', { name: 'Buka latihan (tab baru)' });
    expect(link).toHaveAttribute('href', 'https://example.org/lab');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("opens a module's first material not done", async () => {
    renderRemote(app, `/member/kelas/${SLUG}/modul/modul-1/materi`, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rules of engagement' })).toBeInTheDocument();
  });

  it('lists the modules with their materials', async () => {
    renderRemote(app, `/member/kelas/${SLUG}/modul`, demoUser('member'));
    // The page's card comes before the outline's section of the same name.
    const [module] = await screen.findAllByRole('region', { name: 'Modul 1: Etika' });
    expect(within(module).getByText('1/2 selesai')).toBeInTheDocument();
    expect(within(module).getByRole('link', { name: 'Kuis modul' })).toBeInTheDocument();
  });

  it('explains a course the member is not enrolled in, with the way to the course page', async () => {
    enrolled = false;
    renderRemote(app, `/member/kelas/${SLUG}`, demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Kamu belum terdaftar di kelas ini' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat halaman kelas' })).toHaveAttribute(
      'href',
      `/belajar-online/${SLUG}`,
    );
  });
});
