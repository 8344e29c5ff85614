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
  type MemberProgramBatch,
  type PlayerMaterial,
} from '@akademi-siber/util-contracts';
import app from '../../../app';
import { batchContent, batchMaterials, materialHandlers } from '../../../testing/batch-fixtures';
import {
  answerBothBatches,
  daysFromNow,
  failingOnce,
  ok,
  OTHER_BATCH,
  PROGRAM_BATCH,
  PROGRAM_CONTENT_SLUG as CONTENT_SLUG,
  programApiHandlers,
  programBatch,
  programItems,
  resetProgramApi,
  type ProgramApi,
} from '../../../testing/program-fixtures';

// The second item of the fixtures: in progress, due in 5 days, 150 points; its content is the batch fixtures'
// outline (two modules, the first with a quiz) under the item's own content slug.
const ITEM = '/member/-corporate-program/program-password-nusantara/5/12';
const at = (rest: string) => `${ITEM}/${rest}`;
const CONTENT_API = `*/api/member/kelas/${CONTENT_SLUG}`;

/** The batch answer once the second item is completed: its points join the member's. */
function completedBatch(): MemberProgramBatch {
  const items = programItems().map((entry) =>
    entry.id === 12
      ? { ...entry, progress: 100, status: 'selesai' as const, completedAt: daysFromNow(0), quizScore: 80 }
      : entry,
  );
  return programBatch({ learningItems: items });
}

const quiz: AssessmentInfo = {
  id: 9,
  kind: 'quiz',
  title: 'Kuis Reconnaissance',
  courseSlug: CONTENT_SLUG,
  courseTitle: 'Password dan autentikasi dua langkah',
  moduleSlug: 'recon',
  moduleTitle: 'Reconnaissance',
  questionCount: 3,
  timeLimitMinutes: 10,
  passingScore: 70,
  attemptLimit: 3,
  attemptsUsed: 0,
  bestScore: null,
  passed: false,
  locked: null,
  inProgress: null,
  pastAttempts: [],
};

const programApi: ProgramApi = { list: () => ok([]), batches: {}, seen: [] };
const seen = programApi.seen;
let materials: PlayerMaterial[];
let hasExam: boolean;

const server = setupServer(
  ...chromeHandlers,
  ...programApiHandlers(programApi),
  // Every item's content has the same outline here, under its own slug.
  http.get('*/api/member/kelas/:slug', ({ params }) => {
    seen.push('content');
    return ok({ ...batchContent(materials), slug: params['slug'], title: 'Materi program', hasExam });
  }),
  ...materialHandlers(CONTENT_API, () => materials, { award: { points: 150, xp: 0 } }),
  http.get(`${CONTENT_API}/modul/recon/kuis`, () => ok(quiz)),
  http.get('*/api/member/kelas/:slug/diskusi', () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
  ),
  // The member's points as the session's user fetch answers them (the item's award once it is completed).
  http.get('*/api/auth/user', () => {
    const completed = materials.every((entry) => entry.done);
    const user = demoUser('member', { point: completed ? 1400 : 1250 });
    return HttpResponse.json({ success: true, message: 'OK', user, data: user });
  }),
);

jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  resetProgramApi(programApi);
  // Finishing the last material completes the item: the API awards its program points.
  programApi.batches[PROGRAM_BATCH.id] = () =>
    ok(materials.every((entry) => entry.done) ? completedBatch() : programBatch());
  materials = batchMaterials();
  hasExam = false;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const value = (label: string) => screen.getByText(label).nextElementSibling;

describe("a program learning item's page (/member/-corporate-program/{lmsSlug}/{corpId}/{compId})", () => {
  it('frames the item in the player: its trail, standing, the way to continue, an outline under the item', async () => {
    renderRemote(app, ITEM, demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password dan autentikasi dua langkah' }, slow),
    ).toBeInTheDocument();
    const trail = screen.getByRole('link', { name: 'Batch 1 — 2026' }).parentElement as HTMLElement;
    expect(trail).toHaveTextContent('Cybersecurity Culture / Batch 1 — 2026 / Password dan autentikasi dua langkah');
    expect(within(trail).getByRole('link', { name: 'Cybersecurity Culture' })).toHaveAttribute(
      'href',
      '/member/corporate-program',
    );
    expect(within(trail).getByRole('link', { name: 'Batch 1 — 2026' })).toHaveAttribute(
      'href',
      '/member/corporate-program/3',
    );
    expect(within(trail).getByRole('link', { name: 'Password dan autentikasi dua langkah' })).toHaveAttribute(
      'href',
      ITEM,
    );
    expect(screen.getByText('Batch 1 — 2026 · PT Nusantara Aman')).toBeInTheDocument();
    expect(screen.getByText('1 dari 3 materi selesai (33%)')).toBeInTheDocument();

    const standing = await screen.findByRole('region', { name: 'Posisimu di materi ini' });
    expect(within(standing).getByText('Sedang berjalan')).toBeInTheDocument();
    expect(within(standing).getByText('Progres 33%')).toBeInTheDocument();
    expect(value('Tenggat')).toHaveTextContent(/^dalam 5 hari$/);
    expect(within(standing).getByText(/^\d{2} \w{3} \d{4},? \d{2}[.:]\d{2} WIB$/)).toBeInTheDocument();
    expect(value('Poin program')).toHaveTextContent('150');
    expect(within(standing).getByText('diperoleh saat materi selesai')).toBeInTheDocument();
    expect(value('Skor kuis terbaik')).toHaveTextContent('—');
    expect(within(standing).getByText('Belum mengerjakan kuis')).toBeInTheDocument();

    // The content's overview, as a course's: continue at the last material, every module.
    expect(screen.getByRole('link', { name: 'Lanjutkan' })).toHaveAttribute('href', at('module/recon/materi/f2'));
    expect(screen.getByRole('link', { name: 'Lihat semua modul' })).toHaveAttribute('href', at('module'));
    expect(screen.queryByRole('link', { name: 'Ujian' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Diskusi materi program' })).toBeInTheDocument();

    const outline = screen.getByRole('navigation', { name: 'Daftar materi kelas' });
    const href = (name: RegExp | string) => within(outline).getByRole('link', { name }).getAttribute('href');
    expect(href(/Metodologi pentest.*selesai/)).toBe(at('module/recon/materi/a1'));
    expect(href(/Demo eksploitasi/)).toBe(at('module/eksploitasi/materi/v3'));
    expect(href('Berkas modul 1')).toBe(at('module/recon/file'));
    expect(href('Kuis modul 1')).toBe(at('module/recon/kuis'));
    expect(href('Tanya di diskusi kelas')).toBe(at('buat-diskusi'));
    // No cohort's tests or attendance certificate; no exam where the content has none.
    expect(within(outline).queryByRole('link', { name: /Sertifikat|Final test|Ujian/ })).not.toBeInTheDocument();
    for (const link of within(outline).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(`${ITEM}/`);
  });

  it("shows the content's exam in the outline and the overview when it has one", async () => {
    hasExam = true;
    renderRemote(app, ITEM, demoUser('member'));
    const outline = await screen.findByRole('navigation', { name: 'Daftar materi kelas' }, slow);
    expect(within(outline).getByRole('link', { name: /^Ujian.*Terkunci/ })).toHaveAttribute('href', at('ujian'));
    expect(screen.getByRole('link', { name: 'Ujian' })).toHaveAttribute('href', at('ujian'));
  });

  it('shows the modules page of the course player at the item\'s "module"', async () => {
    renderRemote(app, at('module'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Modul' }, slow)).toBeInTheDocument();
    const [recon] = screen.getAllByRole('region', { name: 'Modul 1: Reconnaissance' });
    expect(within(recon).getByRole('link', { name: 'Lanjutkan modul' })).toHaveAttribute(
      'href',
      at('module/recon/materi/f2'),
    );
    expect(within(recon).getByRole('link', { name: 'Kuis modul' })).toHaveAttribute('href', at('module/recon/kuis'));
  });

  it("opens a module quiz inside the item, with the way back to the item's page", async () => {
    renderRemote(app, at('module/recon/kuis'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis Reconnaissance' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke materi program' })).toHaveAttribute('href', ITEM);
  });

  it('completing the last material refreshes the item: the page shows it done with its points', async () => {
    materials = batchMaterials().map((entry) => ({ ...entry, done: entry.hashId !== 'v3' }));
    const view = renderRemote(app, at('module/eksploitasi/materi/v3'), demoUser('member'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo eksploitasi' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(seen.filter((call) => call === `batch ${PROGRAM_BATCH.id}`)).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Tandai selesai' }));
    expect(await screen.findByText('Materi selesai. +150 poin, +0 XP.')).toBeInTheDocument();
    // The batch's answer is asked again (its cache tags), so the batch page and this item show the new totals.
    await waitFor(() => expect(seen.filter((call) => call === `batch ${PROGRAM_BATCH.id}`)).toHaveLength(2));
    // The item is completed: the session's user is fetched again, and the navbar shows the points it earned.
    expect(await screen.findByRole('group', { name: '1.400 poin dan 3.400 XP' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Password dan autentikasi dua langkah' }));
    expect(view.currentUrl()).toBe(ITEM);
    const standing = await screen.findByRole('region', { name: 'Posisimu di materi ini' });
    expect(within(standing).getByText('Selesai')).toBeInTheDocument();
    expect(within(standing).getByText('sudah diperoleh')).toBeInTheDocument();
    expect(value('Skor kuis terbaik')).toHaveTextContent('80');
    expect(screen.getByText(/150 poin program sudah masuk ke poinmu\./)).toBeInTheDocument();
  });

  it('highlights an item whose due date has passed', async () => {
    const items = programItems().map((entry) =>
      entry.id === 12 ? { ...entry, dueAt: daysFromNow(-1), status: 'terlambat' as const } : entry,
    );
    programApi.batches = { [PROGRAM_BATCH.id]: () => ok(programBatch({ learningItems: items })) };
    renderRemote(app, ITEM, demoUser('member'));
    expect(
      await screen.findByText(
        'Tenggat materi ini sudah lewat. Selesaikan secepatnya: poinnya tetap kamu dapatkan saat selesai.',
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    const standing = await screen.findByRole('region', { name: 'Posisimu di materi ini' });
    expect(within(standing).getByText('Lewat tenggat')).toBeInTheDocument();
    expect(value('Tenggat')).toHaveTextContent(/^kemarin$/);
    expect(value('Tenggat')?.firstElementChild).toHaveStyle({ color: '#A11F1F' });
  });

  it("finds the item in the member's other batch of the company, the stored batch first", async () => {
    answerBothBatches(programApi);
    const first = renderRemote(app, '/member/-corporate-program/program-item-21/5/21', demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekayasa sosial lewat telepon' }, slow),
    ).toBeInTheDocument();
    expect(seen.filter((call) => call.startsWith('batch'))).toEqual(['batch 3', 'batch 4']);
    first.unmount();

    // With Batch 2 stored (spec §4), it is asked first.
    seen.length = 0;
    localStorage.setItem('batch', String(OTHER_BATCH.id));
    renderRemote(app, '/member/-corporate-program/program-item-21/5/21', demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rekayasa sosial lewat telepon' }, slow),
    ).toBeInTheDocument();
    expect(seen.filter((call) => call.startsWith('batch'))).toEqual(['batch 4']);
  });

  it("answers an item that is not the member's with the app's 404, without asking for any content", async () => {
    for (const path of [
      '/member/-corporate-program/program-password-nusantara/5/99', // not in their batches
      '/member/-corporate-program/program-password-nusantara/7/12', // another company
      '/member/-corporate-program/konten-lain/5/12', // the content is not the item's
    ]) {
      seen.length = 0;
      const view = renderRemote(app, path, demoUser('member'));
      expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
      expect(screen.getByText('Materi program tidak ditemukan.')).toBeInTheDocument();
      expect(seen).not.toContain('content');
      view.unmount();
    }
    // An id that is not one: nothing is asked.
    seen.length = 0;
    renderRemote(app, '/member/-corporate-program/program-password-nusantara/5/abc', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the loading state, then an error with a retry that loads the item', async () => {
    programApi.batches = { [PROGRAM_BATCH.id]: failingOnce(() => ok(programBatch())) };
    renderRemote(app, ITEM, demoUser('member'));
    expect(await screen.findByText('Memuat materi program…', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Materi program belum dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByText('Terjadi kesalahan pada server.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password dan autentikasi dua langkah' }),
    ).toBeInTheDocument();
  });
});
