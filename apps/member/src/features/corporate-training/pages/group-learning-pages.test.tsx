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
import {
  ERROR_TEXTS,
  type AssessmentInfo,
  type MaterialProgressBody,
  type PlayerMaterial,
} from '@akademi-siber/util-contracts';
import app from '../../../app';
import {
  BATCH_CONTENT_SLUG as CONTENT_SLUG,
  batchContent,
  batchLearning,
  batchMaterials,
  materialHandlers,
} from '../../../testing/batch-fixtures';
import { GROUP_PAGE as GROUP, groupHome } from '../../../testing/cohort-fixtures';

// The group's content is a course record as a batch's is (decision 0044): the batch fixtures' outline serves it.
const at = (rest: string) => `${GROUP}/${rest}`;
const CONTENT_API = `*/api/member/kelas/${CONTENT_SLUG}`;

const home = groupHome({
  // The content has a pre-test and a final test (its exam), no post-test.
  learning: batchLearning({
    tests: batchLearning().tests.filter((test) => test.kind !== 'post_test'),
    certificate: {
      number: null,
      attendance: { percent: 25, thresholdPercent: 75, met: false },
      test: { kind: 'final_test', title: 'Ujian Security Awareness', passed: true },
    },
  }),
});
const certificate = {
  number: 'SAK-200126-0001',
  kind: 'attendance',
  title: 'Security Awareness untuk Karyawan — Divisi Keuangan 2026',
  holderName: 'Demo member',
  issuedAt: '2026-01-20T05:00:00Z',
  expiresAt: null,
  status: 'valid',
};

const assessment = (overrides: Partial<AssessmentInfo>): AssessmentInfo => ({
  id: 9,
  kind: 'quiz',
  title: 'Kuis Reconnaissance',
  courseSlug: CONTENT_SLUG,
  courseTitle: 'Materi grup',
  moduleSlug: 'recon',
  moduleTitle: 'Reconnaissance',
  questionCount: 3,
  timeLimitMinutes: 10,
  passingScore: 70,
  attemptLimit: 3,
  attemptsUsed: 1,
  bestScore: 33,
  passed: false,
  locked: null,
  inProgress: null,
  pastAttempts: [],
  ...overrides,
});

const preTest = assessment({
  id: 10,
  kind: 'pre_test',
  title: 'Pre-test Security Awareness',
  moduleSlug: null,
  moduleTitle: null,
  passingScore: 0,
  attemptLimit: 1,
  attemptsUsed: 0,
  bestScore: null,
});
const exam = assessment({
  id: 11,
  kind: 'exam',
  title: 'Ujian Security Awareness',
  moduleSlug: null,
  moduleTitle: null,
  passingScore: 75,
  bestScore: 80,
  passed: true,
});

const ok = <T,>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

let groupAnswer: () => Response;
let materials: PlayerMaterial[];
const seen: string[] = [];
const saved: MaterialProgressBody[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/corporate-training/security-awareness-karyawan/nusantara-aman-keuangan', () => {
    seen.push('group');
    return groupAnswer();
  }),
  http.get(CONTENT_API, () => {
    seen.push('content');
    return ok(batchContent(materials));
  }),
  ...materialHandlers(CONTENT_API, () => materials, { saved }),
  http.get(`${CONTENT_API}/modul/recon/kuis`, () => ok(assessment({}))),
  http.get(`${CONTENT_API}/pre-test`, () => ok(preTest)),
  http.get(`${CONTENT_API}/ujian`, () => ok(exam)),
  http.get('*/api/member/certificates/:number/pdf-token', () => ok({ token: 'tok_pdf', expires_in: 120 })),
  http.get('*/api/member/certificates/:number', ({ params }) =>
    params['number'] === certificate.number ? ok(certificate) : fail(404, 'Sertifikat tidak ditemukan.'),
  ),
);

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  groupAnswer = () => ok(home);
  materials = batchMaterials();
  seen.length = 0;
  saved.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("a corporate-training group's learning pages (decision 0044)", () => {
  it("frames the group's content: its breadcrumb, and an outline whose every link stays under the group", async () => {
    renderRemote(app, at('modul'), demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Security Awareness untuk Karyawan' }, slow),
    ).toBeInTheDocument();
    const trail = screen.getByRole('link', { name: 'Divisi Keuangan 2026' }).parentElement as HTMLElement;
    expect(trail).toHaveTextContent('Kelas Saya / Pelatihan korporat / Divisi Keuangan 2026');
    expect(within(trail).getByRole('link', { name: 'Kelas Saya' })).toHaveAttribute('href', '/member/kelas-saya');
    expect(within(trail).getByRole('link', { name: 'Pelatihan korporat' })).toHaveAttribute(
      'href',
      '/member/corporate-training',
    );
    expect(within(trail).getByRole('link', { name: 'Divisi Keuangan 2026' })).toHaveAttribute('href', GROUP);

    const outline = screen.getByRole('navigation', { name: 'Daftar materi kelas' });
    const href = (name: RegExp | string) => within(outline).getByRole('link', { name }).getAttribute('href');
    expect(href(/Metodologi pentest.*selesai/)).toBe(at('modul/recon/materi/a1'));
    expect(href(/Demo eksploitasi/)).toBe(at('modul/eksploitasi/materi/v3'));
    expect(href('Berkas modul 1')).toBe(at('modul/recon/file'));
    expect(href('Kuis modul 1')).toBe(at('modul/recon/kuis'));
    expect(href('Semua kuis dan tes')).toBe(at('quiz'));
    // Only the tests the content has (the group's answer): a pre-test and the final test; no post-test.
    expect(within(outline).getByRole('link', { name: /^Pre-test/ })).toHaveAttribute('href', at('pre-test'));
    expect(within(outline).getByRole('link', { name: /^Final test/ })).toHaveAttribute('href', at('final-test'));
    expect(within(outline).queryByRole('link', { name: /^Post-test/ })).not.toBeInTheDocument();
    // The group's attendance certificate, as a batch's (decision 0045).
    expect(href(/^Sertifikat kehadiran/)).toBe(at('sertifikat'));
    expect(href('Tanya di diskusi kelas')).toBe(at('buat-diskusi'));
    for (const link of within(outline).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(`${GROUP}/`);

    // The modules page is the course player's, with the group's paths.
    expect(await screen.findByRole('heading', { level: 2, name: 'Modul' }, slow)).toBeInTheDocument();
    const [recon] = screen.getAllByRole('region', { name: 'Modul 1: Reconnaissance' });
    expect(within(recon).getByRole('link', { name: 'Lanjutkan modul' })).toHaveAttribute(
      'href',
      at('modul/recon/materi/f2'),
    );
  });

  it('shows a material of the group, saves its progress on the content and moves within the group', async () => {
    const view = renderRemote(app, at('modul/recon/materi/f2'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lembar kerja recon' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ position_seconds: 0 }]));
    expect(screen.getByRole('link', { name: 'Materi sebelumnya: Metodologi pentest' })).toHaveAttribute(
      'href',
      at('modul/recon/materi/a1'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Materi berikutnya: Demo eksploitasi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo eksploitasi' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(at('modul/eksploitasi/materi/v3'));
  });

  it("lists the group's quizzes and the content's tests with the way to each", async () => {
    renderRemote(app, at('quiz'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis dan tes' }, slow)).toBeInTheDocument();
    const tests = await screen.findByRole('list', { name: 'Tes grup' });
    expect(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['tes-pre_test', 'tes-final_test']);
    expect(within(tests).getByRole('link', { name: 'Kerjakan pre-test' })).toHaveAttribute('href', at('pre-test'));
    expect(within(tests).getByRole('link', { name: 'Kerjakan final test' })).toHaveAttribute('href', at('final-test'));

    const quizzes = screen.getByRole('list', { name: 'Kuis modul' });
    const quiz = within(quizzes).getByRole('listitem', { name: 'Kuis modul 1: Reconnaissance' });
    expect(await within(quiz).findByText('Belum lulus')).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: 'Kerjakan kuis' })).toHaveAttribute('href', at('modul/recon/kuis'));
  });

  it('says so, naming the instructor, when the group has no quiz or test', async () => {
    groupAnswer = () => ok({ ...home, learning: batchLearning({ tests: [] }) });
    const content = batchContent(materials);
    server.use(
      http.get(CONTENT_API, () =>
        ok({ ...content, modules: content.modules.map((module) => ({ ...module, hasQuiz: false })) }),
      ),
    );
    renderRemote(app, at('quiz'), demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Belum ada kuis atau tes' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Instruktur belum menambahkan kuis atau tes ke grup ini.')).toBeInTheDocument();
  });

  it("opens a module quiz inside the group, with the way back to the group's page", async () => {
    renderRemote(app, at('modul/recon/kuis'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis Reconnaissance' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke grup' })).toHaveAttribute('href', GROUP);
  });

  it("says what the group's attendance certificate still needs while it is not issued", async () => {
    const view = renderRemote(app, at('sertifikat/SAK-200126-0001'), demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
    expect(view.currentUrl()).toBe(at('sertifikat'));
    expect(
      within(section).getByText('Sertifikat kehadiran grup Divisi Keuangan 2026 belum terbit.'),
    ).toBeInTheDocument();
    expect(
      within(within(section).getByRole('list', { name: 'Syarat sertifikat' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Belum terpenuhiKehadiran 25% dari minimal 75%',
      'TerpenuhiLulus final test (Ujian Security Awareness)',
    ]);
  });

  it("shows the group's issued attendance certificate as the certificate page does, at its own address", async () => {
    groupAnswer = () =>
      ok({
        ...home,
        learning: batchLearning({
          certificate: {
            number: certificate.number,
            attendance: { percent: 100, thresholdPercent: 75, met: true },
            test: { kind: 'final_test', title: 'Ujian Security Awareness', passed: true },
          },
        }),
      });
    const view = renderRemote(app, at('sertifikat'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: certificate.title }, slow)).toBeInTheDocument();
    expect(view.currentUrl()).toBe(at('sertifikat/SAK-200126-0001'));
    expect(screen.getByText('Kehadiran')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka halaman verifikasi' })).toHaveAttribute(
      'href',
      '/certificate/SAK-200126-0001',
    );
    const outline = screen.getByRole('navigation', { name: 'Daftar materi kelas' });
    expect(within(outline).getByRole('link', { name: /^Sertifikat kehadiran.*Sudah terbit/ })).toHaveAttribute(
      'href',
      at('sertifikat/SAK-200126-0001'),
    );
  });

  it('says the content is not ready while the group has none, without asking for it', async () => {
    groupAnswer = () => ok({ ...home, contentSlug: null, learning: null });
    renderRemote(app, at('modul'), demoUser('member'));
    expect(await screen.findByText('Materi grup belum tersedia', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke grup' })).toHaveAttribute('href', GROUP);
    expect(seen).toEqual(['group']);
  });

  it("shows the app's 404 and 403 as the group home does, without asking for the content", async () => {
    const message = 'Grup pelatihan tidak ditemukan.';
    groupAnswer = () => fail(404, message);
    const view = renderRemote(app, at('modul'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    view.unmount();

    groupAnswer = () => fail(403, 'Anda bukan peserta grup ini.');
    renderRemote(app, at('quiz'), demoUser('member'));
    expect(await screen.findByText('Anda bukan peserta grup ini.', undefined, slow)).toBeInTheDocument();
    expect(seen).toEqual(['group', 'group']);
  });
});
