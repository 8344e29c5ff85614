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
  type CertificateVerification,
  type DiscussionDetail,
  type MaterialProgressBody,
  type MemberBatchHome,
  type PlayerMaterial,
} from '@akademi-siber/util-contracts';
import app from '../../../app';
import {
  BATCH_CONTENT_SLUG,
  batchContent,
  batchLearning,
  batchMaterials,
  materialHandlers,
} from '../../../testing/batch-fixtures';

const BATCH = '/member/liveclass/bootcamp/batch-12';
const at = (rest: string) => `${BATCH}/${rest}`;
const CONTENT_API = `*/api/member/kelas/${BATCH_CONTENT_SLUG}`;

const home = (learning = batchLearning()): MemberBatchHome => ({
  liveClass: { slug: 'bootcamp', title: 'Bootcamp Penetration Testing', instructor: 'Budi Santoso' },
  batch: { slug: 'batch-12', name: 'Batch 12', startsAt: '2026-01-05T00:00:00Z', endsAt: '2026-01-31T00:00:00Z' },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
  sessions: [],
  attendance: { attended: 1, held: 2, total: 4, percent: 25 },
  learning,
});

const assessment = (overrides: Partial<AssessmentInfo>): AssessmentInfo => ({
  id: 9,
  kind: 'quiz',
  title: 'Kuis Reconnaissance',
  courseSlug: BATCH_CONTENT_SLUG,
  courseTitle: 'Materi Batch 12',
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

const preTest = (overrides: Partial<AssessmentInfo> = {}) =>
  assessment({
    kind: 'pre_test',
    title: 'Pre-test Bootcamp Penetration Testing',
    moduleSlug: null,
    moduleTitle: null,
    questionCount: 5,
    timeLimitMinutes: 15,
    passingScore: 0,
    attemptLimit: 1,
    attemptsUsed: 0,
    bestScore: null,
    ...overrides,
  });

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

let batchAnswer: () => Response;
let preTestInfo: AssessmentInfo;
let materials: PlayerMaterial[];
const seen: string[] = [];
const saved: MaterialProgressBody[] = [];

const certificate: CertificateVerification = {
  number: 'BPT-200126-0001',
  kind: 'attendance',
  title: 'Bootcamp Penetration Testing — Batch 12',
  holderName: 'Demo member',
  issuedAt: '2026-01-20T03:00:00Z',
  expiresAt: null,
  status: 'valid',
};

const thread: DiscussionDetail = {
  hashId: 'tanya1',
  courseSlug: BATCH_CONTENT_SLUG,
  courseTitle: 'Materi Batch 12',
  title: 'Nmap tidak menemukan port',
  body: 'Saya menjalankan nmap -sS dan semua port filtered.',
  author: { name: 'Demo member', username: 'member.demo', role: 'member' },
  pinned: false,
  closed: false,
  replyCount: 0,
  answeredByStaff: false,
  mine: true,
  createdAt: '2026-01-06T03:00:00Z',
  lastActivityAt: '2026-01-06T03:00:00Z',
  edited: false,
  replies: [],
  canDelete: true,
};

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/member/liveclass/bootcamp/batch-12', () => {
    seen.push('batch');
    return batchAnswer();
  }),
  http.get(CONTENT_API, () => {
    seen.push('content');
    return ok(batchContent(materials));
  }),
  http.get(`${CONTENT_API}/materi/:hashId/file-token`, ({ params }) => {
    seen.push(`file-token ${String(params['hashId'])}`);
    return ok({ token: 'tok_file', expires_in: 120 });
  }),
  ...materialHandlers(CONTENT_API, () => materials, { saved, award: { points: 5, xp: 10 } }),
  http.get(`${CONTENT_API}/modul/recon/kuis`, () => ok(assessment({}))),
  http.get(`${CONTENT_API}/pre-test`, () => {
    seen.push('pre-test');
    return ok(preTestInfo);
  }),
  http.post(`${CONTENT_API}/pre-test/attempts`, () => {
    seen.push('pre-test attempt');
    return fail(409, 'Pre-test ditutup saat sesi pertama dimulai.');
  }),
  http.get('*/api/member/diskusi/tanya1', () => ok(thread)),
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
  batchAnswer = () => ok(home());
  preTestInfo = preTest();
  materials = batchMaterials();
  seen.length = 0;
  saved.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe("a batch's learning pages (decision 0041)", () => {
  it("frames the batch's content: its breadcrumb, and an outline whose every link stays under the batch", async () => {
    renderRemote(app, at('modul'), demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bootcamp Penetration Testing' }, slow),
    ).toBeInTheDocument();
    const trail = screen.getByRole('link', { name: 'Batch 12' }).parentElement as HTMLElement;
    expect(trail).toHaveTextContent('Kelas Saya / Bootcamp Penetration Testing / Batch 12');
    expect(within(trail).getByRole('link', { name: 'Kelas Saya' })).toHaveAttribute('href', '/member/kelas-saya');
    expect(within(trail).getByRole('link', { name: 'Bootcamp Penetration Testing' })).toHaveAttribute(
      'href',
      '/member/liveclass',
    );
    expect(screen.getByRole('link', { name: 'Batch 12' })).toHaveAttribute('href', BATCH);
    expect(screen.getByText('1 dari 3 materi selesai (33%)')).toBeInTheDocument();

    const outline = screen.getByRole('navigation', { name: 'Daftar materi kelas' });
    const href = (name: RegExp | string) => within(outline).getByRole('link', { name }).getAttribute('href');
    expect(href(/Metodologi pentest.*selesai/)).toBe(at('modul/recon/materi/a1'));
    expect(href(/Lembar kerja recon/)).toBe(at('modul/recon/materi/f2'));
    expect(href(/Demo eksploitasi/)).toBe(at('modul/eksploitasi/materi/v3'));
    expect(href('Berkas modul 1')).toBe(at('modul/recon/file'));
    expect(href('Kuis modul 1')).toBe(at('modul/recon/kuis'));
    expect(href('Semua kuis dan tes')).toBe(at('quiz'));
    expect(href(/^Pre-test/)).toBe(at('pre-test'));
    expect(href(/^Post-test/)).toBe(at('post-test'));
    expect(within(outline).getByText('Terkunci: Post-test dibuka setelah sesi terakhir selesai.')).toBeInTheDocument();
    expect(href(/^Final test/)).toBe(at('final-test'));
    expect(href(/^Sertifikat kehadiran/)).toBe(at('sertifikat'));
    expect(href('Tanya di diskusi kelas')).toBe(at('buat-diskusi'));
    // The tests replace the course's exam; no link leads to the course player's own addresses.
    expect(within(outline).queryByText('Ujian kelas')).not.toBeInTheDocument();
    for (const link of within(outline).getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/member\/liveclass\/bootcamp\/batch-12\//);

    // The modules page is the course player's, with the batch's paths.
    expect(await screen.findByRole('heading', { level: 2, name: 'Modul' }, slow)).toBeInTheDocument();
    const [recon] = screen.getAllByRole('region', { name: 'Modul 1: Reconnaissance' });
    expect(within(recon).getByText('1/2 selesai')).toBeInTheDocument();
    expect(within(recon).getByRole('link', { name: 'Lanjutkan modul' })).toHaveAttribute(
      'href',
      at('modul/recon/materi/f2'),
    );
    expect(within(recon).getByRole('link', { name: 'Berkas modul' })).toHaveAttribute('href', at('modul/recon/file'));
    expect(within(recon).getByRole('link', { name: 'Kuis modul' })).toHaveAttribute('href', at('modul/recon/kuis'));
    expect(seen).toEqual(['batch', 'content']);
  });

  it('shows a material of the batch, saves its progress on the content and moves within the batch', async () => {
    const view = renderRemote(app, at('modul/recon/materi/f2'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lembar kerja recon' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([{ position_seconds: 0 }]));
    expect(screen.getByRole('link', { name: 'Materi sebelumnya: Metodologi pentest' })).toHaveAttribute(
      'href',
      at('modul/recon/materi/a1'),
    );
    expect(screen.getByRole('link', { name: 'Materi berikutnya: Demo eksploitasi' })).toHaveAttribute(
      'href',
      at('modul/eksploitasi/materi/v3'),
    );

    seen.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Tandai selesai' }));
    expect(await screen.findByText('Materi selesai. +5 poin, +10 XP.')).toBeInTheDocument();
    expect(saved[1]).toEqual({ position_seconds: 0, completed: true });
    expect(await screen.findByText('2 dari 3 materi selesai (66%)')).toBeInTheDocument();
    // The batch page's progress, tests and leaderboard are asked again too.
    await waitFor(() => expect(seen).toEqual(expect.arrayContaining(['batch', 'content'])));

    await userEvent.click(screen.getByRole('link', { name: 'Materi berikutnya: Demo eksploitasi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo eksploitasi' })).toBeInTheDocument();
    expect(view.currentUrl()).toBe(at('modul/eksploitasi/materi/v3'));
  });

  it("sends a material named under another module to its own module's address", async () => {
    const view = renderRemote(app, at('modul/eksploitasi/materi/a1'), demoUser('member'));
    expect(await screen.findByText('Paragraf metodologi.', undefined, slow)).toBeInTheDocument();
    expect(view.currentUrl()).toBe(at('modul/recon/materi/a1'));
  });

  it("lists a module's files and downloads one through the token helper", async () => {
    const hrefs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderRemote(app, at('modul/recon/file'), demoUser('member'));
    const list = await screen.findByRole('list', { name: 'Berkas modul' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]).getByRole('link', { name: 'Lembar kerja recon' })).toHaveAttribute(
      'href',
      at('modul/recon/materi/f2'),
    );
    await userEvent.click(within(items[0]).getByRole('button', { name: 'Unduh berkas Lembar kerja recon' }));
    await waitFor(() =>
      expect(hrefs).toEqual([`/api/member/kelas/${BATCH_CONTENT_SLUG}/materi/f2/file?token=tok_file`]),
    );
    expect(seen).toContain('file-token f2');
  });

  it("takes the pre-test from the content's pre-test endpoint, and shows why it is closed", async () => {
    renderRemote(app, at('pre-test'), demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pre-test Bootcamp Penetration Testing' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke batch' })).toHaveAttribute('href', BATCH);
    // The API refuses once the first session has started: its message is shown as it is.
    await userEvent.click(screen.getByRole('button', { name: 'Mulai pre-test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pre-test ditutup saat sesi pertama dimulai.');
    // (The refused start refreshes the info, as for any assessment.)
    expect(seen.slice(0, 4)).toEqual(['batch', 'content', 'pre-test', 'pre-test attempt']);
  });

  it('offers no start when the pre-test is locked, and says why', async () => {
    preTestInfo = preTest({ locked: 'Pre-test ditutup saat sesi pertama dimulai.' });
    renderRemote(app, at('pre-test'), demoUser('member'));
    expect(await screen.findByText('Pre-test ditutup saat sesi pertama dimulai.', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai pre-test' })).not.toBeInTheDocument();
  });

  it('lists every quiz and test with where the member stands and the way to each', async () => {
    renderRemote(app, at('quiz'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis dan tes' }, slow)).toBeInTheDocument();
    const tests = screen.getByRole('list', { name: 'Tes batch' });
    expect(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-labelledby')),
    ).toEqual(['tes-pre_test', 'tes-post_test', 'tes-final_test']);
    expect(within(tests).getByRole('link', { name: 'Kerjakan final test' })).toHaveAttribute('href', at('final-test'));

    const quizzes = screen.getByRole('list', { name: 'Kuis modul' });
    const quiz = within(quizzes).getByRole('listitem', { name: 'Kuis modul 1: Reconnaissance' });
    expect(await within(quiz).findByText('Belum lulus')).toBeInTheDocument();
    expect(within(quiz).getByText('Nilai terbaik: 33 · nilai lulus 70')).toBeInTheDocument();
    expect(within(quiz).getByText('3 soal · 10 menit · percobaan 1 dari 3')).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: 'Kerjakan kuis' })).toHaveAttribute('href', at('modul/recon/kuis'));
    // The second module has no quiz.
    expect(within(quizzes).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says what the attendance certificate still needs while it is not issued', async () => {
    const view = renderRemote(app, at('sertifikat/BPT-200126-0001'), demoUser('member'));
    const section = await screen.findByRole('region', { name: 'Sertifikat kehadiran' }, slow);
    expect(view.currentUrl()).toBe(at('sertifikat'));
    expect(within(section).getByText('Sertifikat kehadiran batch Batch 12 belum terbit.')).toBeInTheDocument();
    const requirements = within(section).getByRole('list', { name: 'Syarat sertifikat' });
    expect(
      within(requirements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Belum terpenuhiKehadiran 25% dari minimal 75%',
      'Belum terpenuhiLulus final test (Final test Bootcamp Penetration Testing) · Buka final test',
    ]);
    expect(within(section).getByRole('link', { name: 'Buka final test' })).toHaveAttribute('href', at('final-test'));
  });

  it('shows the issued attendance certificate as the certificate page does, at its own address', async () => {
    const issued = batchLearning({
      certificate: {
        number: 'BPT-200126-0001',
        attendance: { percent: 100, thresholdPercent: 75, met: true },
        test: { kind: 'final_test', title: 'Final test Bootcamp Penetration Testing', passed: true },
      },
    });
    batchAnswer = () => ok(home(issued));
    const view = renderRemote(app, at('sertifikat'), demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bootcamp Penetration Testing — Batch 12' }, slow),
    ).toBeInTheDocument();
    expect(view.currentUrl()).toBe(at('sertifikat/BPT-200126-0001'));
    expect(screen.getByText('Kehadiran')).toBeInTheDocument();
    expect(screen.getByText('Berlaku')).toBeInTheDocument();
    expect(screen.getByText('Demo member')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka halaman verifikasi' })).toHaveAttribute(
      'href',
      '/certificate/BPT-200126-0001',
    );
  });

  it("opens a thread of the batch's discussions, with the way back to the batch page's list", async () => {
    renderRemote(app, at('diskusi/tanya1'), demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nmap tidak menemukan port' }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Kembali ke diskusi kelas' })).toHaveAttribute(
      'href',
      `${BATCH}#diskusi`,
    );
  });

  it("shows the app's 404 and 403 as the batch page does, without asking for the content", async () => {
    const message = 'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.';
    batchAnswer = () => fail(404, message);
    const view = renderRemote(app, at('modul'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    view.unmount();

    batchAnswer = () => fail(403, 'Anda belum terdaftar di batch ini.');
    renderRemote(app, at('pre-test'), demoUser('member'));
    expect(await screen.findByText('Anda belum terdaftar di batch ini.', undefined, slow)).toBeInTheDocument();
    expect(seen).toEqual(['batch', 'batch']);
  });
});
