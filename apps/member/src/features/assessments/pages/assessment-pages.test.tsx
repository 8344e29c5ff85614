import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AssessmentInfo, Attempt, AttemptAnswer } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { ExamPage } from './exam-page';
import { QuizPage } from './quiz-page';

const QUIZ = '*/api/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis';
const EXAM = '*/api/member/kelas/keamanan-aplikasi-web/ujian';

const info = (overrides: Partial<AssessmentInfo> = {}): AssessmentInfo => ({
  id: 5,
  kind: 'quiz',
  title: 'Kuis: Arsitektur dan Permukaan Serangan Web',
  courseSlug: 'keamanan-aplikasi-web',
  courseTitle: 'Keamanan Aplikasi Web',
  moduleSlug: 'modul-1',
  moduleTitle: 'Arsitektur dan Permukaan Serangan Web',
  questionCount: 3,
  timeLimitMinutes: 10,
  passingScore: 70,
  attemptLimit: 3,
  attemptsUsed: 1,
  bestScore: 33,
  passed: false,
  locked: null,
  inProgress: null,
  pastAttempts: [
    { id: 7, startedAt: '2026-11-20T03:00:00.000Z', submittedAt: '2026-11-20T03:06:00.000Z', score: 33, passed: false },
  ],
  ...overrides,
});

const questions: NonNullable<Attempt['questions']> = [
  {
    id: 11,
    type: 'single',
    prompt: 'Atribut cookie yang mencegah JavaScript membacanya?',
    points: 1,
    options: [
      { id: 101, text: 'Secure' },
      { id: 102, text: 'HttpOnly' },
    ],
  },
  {
    id: 12,
    type: 'multiple',
    prompt: 'Mana yang termasuk permukaan serangan?',
    points: 1,
    options: [
      { id: 201, text: 'Formulir login' },
      { id: 202, text: 'Parameter URL' },
      { id: 203, text: 'Warna tema' },
    ],
  },
  { id: 13, type: 'short', prompt: 'Metode HTTP untuk mengirim formulir login?', points: 1, options: [] },
];

function openAttempt(secondsLeft: number): Attempt {
  const now = Date.now();
  return {
    id: 42,
    assessmentId: 5,
    kind: 'quiz',
    title: 'Kuis: Arsitektur dan Permukaan Serangan Web',
    courseSlug: 'keamanan-aplikasi-web',
    moduleSlug: 'modul-1',
    startedAt: new Date(now - 60_000).toISOString(),
    deadline: new Date(now + secondsLeft * 1000).toISOString(),
    serverNow: new Date(now).toISOString(),
    submittedAt: null,
    status: 'in_progress',
    passingScore: 70,
    score: null,
    passed: null,
    answers: [],
    questions,
    review: null,
    awarded: null,
  };
}

function submitted(attempt: Attempt, answers: AttemptAnswer[]): Attempt {
  return {
    ...attempt,
    status: 'submitted',
    submittedAt: new Date().toISOString(),
    score: 100,
    passed: true,
    answers,
    questions: null,
    review: questions.map((question) => ({
      ...question,
      explanation: `Pembahasan soal ${question.id}`,
      correctOptionIds: question.id === 11 ? [102] : question.id === 12 ? [201, 202] : [],
      acceptedAnswers: question.id === 13 ? ['POST'] : [],
      correct: true,
    })),
    awarded: { points: 50, xp: 150 },
  };
}

let currentInfo: AssessmentInfo;
let nextAttempt: Attempt;
const saves: AttemptAnswer[][] = [];
const submits: AttemptAnswer[][] = [];

const ok = <T,>(data: T, status = 200) => HttpResponse.json({ success: true, message: 'Berhasil', data }, { status });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const server = setupServer(
  http.get(QUIZ, () => ok(currentInfo)),
  http.get(EXAM, () => ok(currentInfo)),
  http.post(`${QUIZ}/attempts`, () => ok(nextAttempt, 201)),
  http.put('*/api/member/attempts/42/answers', async ({ request }) => {
    saves.push(((await request.json()) as { answers: AttemptAnswer[] }).answers);
    return ok({ savedAt: new Date().toISOString(), deadline: nextAttempt.deadline });
  }),
  http.post('*/api/member/attempts/42/submit', async ({ request }) => {
    const { answers } = (await request.json()) as { answers: AttemptAnswer[] };
    submits.push(answers);
    return ok(submitted(nextAttempt, answers));
  }),
  http.get('*/api/member/attempts/7', () =>
    ok({
      ...submitted(openAttempt(0), [{ questionId: 11, optionIds: [101] }]),
      id: 7,
      score: 33,
      passed: false,
      awarded: null,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  currentInfo = info();
  nextAttempt = openAttempt(600);
  saves.length = 0;
  submits.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [
    { path: 'kelas/:courseSlug/modul/:moduleSlug/kuis', element: <QuizPage /> },
    { path: 'kelas/:courseSlug/ujian', element: <ExamPage /> },
  ],
};

describe('quiz and exam pages', () => {
  it('shows the rules and standing, then an attempt: answers saved, submit asks first, review follows', async () => {
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis', demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Kuis: Arsitektur dan Permukaan Serangan Web' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 dari 3')).toBeInTheDocument();
    expect(screen.getByText('10 menit')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Riwayat percobaan' })).getByText(/nilai 33/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mulai kuis' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^(10:00|09:5\d)$/);
    await userEvent.click(screen.getByRole('radio', { name: 'HttpOnly' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Formulir login' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parameter URL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Metode HTTP untuk mengirim formulir login?' }), 'post');
    expect(await screen.findByText('Jawaban tersimpan otomatis.', {}, { timeout: 3000 })).toBeInTheDocument();
    const saved = new Map(saves.flat().map((answer) => [answer.questionId, answer]));
    expect(saved.get(11)).toEqual({ questionId: 11, optionIds: [102] });
    expect(saved.get(12)).toEqual({ questionId: 12, optionIds: [201, 202] });
    expect(screen.getByText('3 dari 3 soal terjawab.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kumpulkan jawaban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kumpulkan jawaban?' });
    expect(within(dialog).getByText('Semua soal sudah dijawab.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, kumpulkan' }));

    expect(
      await screen.findByText(/Selamat, Anda lulus dengan nilai 100\. Anda mendapat 50 poin dan 150 XP\./),
    ).toBeInTheDocument();
    expect(submits[0]).toContainEqual({ questionId: 13, text: 'post' });
    const review = screen.getByRole('list', { name: 'Pembahasan soal' });
    expect(within(review).getAllByRole('listitem')).toHaveLength(3);
    expect(within(review).getByText('Pembahasan soal 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  }, 15000);

  it('submits on its own when the time is up', async () => {
    nextAttempt = openAttempt(0);
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis', demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mulai kuis' }));
    expect(await screen.findByText(/Selamat, Anda lulus/)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
  });

  it('resumes the attempt in progress', async () => {
    currentInfo = info({ inProgress: { id: 42, deadline: nextAttempt.deadline } });
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis', demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Lanjutkan percobaan' }));
    expect(await screen.findByRole('list', { name: 'Daftar soal' })).toBeInTheDocument();
  });

  it('opens the review of a past attempt', async () => {
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis', demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Lihat pembahasan percobaan 1' }));
    expect(await screen.findByText(/Nilai Anda 33, belum mencapai nilai lulus 70\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke ringkasan' }));
    expect(await screen.findByRole('button', { name: 'Mulai kuis' })).toBeInTheDocument();
  });

  it('shows why the exam is locked and offers no start', async () => {
    currentInfo = info({
      kind: 'exam',
      title: 'Ujian Akhir: Keamanan Aplikasi Web',
      moduleSlug: null,
      moduleTitle: null,
      locked: 'Ujian terbuka setelah semua materi kelas ini selesai.',
      pastAttempts: [],
      attemptsUsed: 0,
      bestScore: null,
    });
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/ujian', demoUser('member'));
    expect(await screen.findByText('Ujian terbuka setelah semua materi kelas ini selesai.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai ujian' })).not.toBeInTheDocument();
    expect(screen.getByText('Belum ada percobaan yang dikumpulkan.')).toBeInTheDocument();
  });

  it('explains that a member who is not enrolled cannot open it', async () => {
    server.use(http.get(EXAM, () => fail(403, 'Anda belum terdaftar di kelas ini.')));
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/ujian', demoUser('member'));
    expect(await screen.findByRole('heading', { name: 'Anda belum terdaftar di kelas ini' })).toBeInTheDocument();
    expect(screen.getByText('Anda belum terdaftar di kelas ini.')).toBeInTheDocument();
  });

  it('shows the server message when a start is refused', async () => {
    server.use(http.post(`${QUIZ}/attempts`, () => fail(409, 'Kesempatan mengerjakan sudah habis.')));
    renderRemote(app, '/member/kelas/keamanan-aplikasi-web/modul/modul-1/kuis', demoUser('member'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mulai kuis' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kesempatan mengerjakan sudah habis.');
  });
});
