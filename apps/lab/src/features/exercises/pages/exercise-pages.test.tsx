import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { LabExerciseCard, LabExerciseDetail, LabExerciseStep } from '@akademi-siber/util-contracts';
import { fail, ok, renderLab } from '../../../testing/lab-testing';
import { ExercisePage } from './exercise-page';
import { EXERCISES_PER_PAGE, ExercisesPage } from './exercises-page';

const summary: LabExerciseCard = {
  slug: 'pengenalan-linux',
  title: 'Pengenalan Linux untuk Keamanan',
  category: 'misc',
  difficulty: 'easy',
  summary: 'Perintah dasar dan izin berkas Linux.',
  steps: 3,
  points: 100,
  xp: 200,
  completions: 4,
  progress: {
    answeredSteps: 2,
    startedAt: '2026-11-22T03:00:00Z',
    lastActivityAt: '2026-11-23T03:00:00Z',
    completedAt: null,
    awardedPoints: null,
    awardedXp: null,
  },
};

const step = (id: number, over: Partial<LabExerciseStep>): LabExerciseStep => ({
  id,
  position: id,
  title: `Langkah ${id}`,
  body: `Isi langkah ${id}`,
  answerKind: 'text',
  answerFormat: 'satu kata',
  locked: false,
  answeredAt: null,
  hints: [],
  ...over,
});

const halfway: LabExerciseDetail = {
  ...summary,
  description: 'Siapkan terminal Linux.',
  reward: 100,
  rewardXp: 200,
  hintCosts: 0,
  currentStepId: 3,
  stepList: [
    step(1, { title: 'Tempat hash kata sandi', answeredAt: '2026-11-22T03:10:00Z' }),
    step(2, { title: 'Mengubah izin', answeredAt: '2026-11-22T03:20:00Z' }),
    step(3, {
      title: 'Izin oktal',
      body: 'Berapa nilai oktal `rwxr-x---`?',
      answerFormat: 'tiga angka',
      hints: [{ id: 7, position: 1, cost: 20, unlocked: false, body: null }],
    }),
  ],
};

let detail = halfway;
const answers: unknown[] = [];
const unlocks: string[] = [];
const HINT = 'Nilai tiap izin: `r` = 4, `w` = 2, `x` = 1.';

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/exercises', () =>
    ok([
      summary,
      ...Array.from({ length: EXERCISES_PER_PAGE }, (_, index) => ({
        ...summary,
        slug: `lab-${index}`,
        title: `Lab ${index + 1}`,
        progress: index === 0 ? { ...summary.progress!, answeredSteps: 3, completedAt: '2026-11-24T03:00:00Z' } : null,
      })),
    ]),
  ),
  http.get('*/api/lab/exercises/pengenalan-linux', () => ok(detail)),
  http.post('*/api/lab/exercises/pengenalan-linux/steps/3/hints/7/unlock', ({ request }) => {
    unlocks.push(new URL(request.url).pathname);
    const hint = { id: 7, position: 1, cost: 20, unlocked: true, body: HINT };
    detail = {
      ...halfway,
      reward: 80,
      rewardXp: 160,
      hintCosts: 20,
      stepList: halfway.stepList.map((item) => (item.id === 3 ? { ...item, hints: [hint] } : item)),
    };
    return ok({ hint, reward: 80 }, 'Petunjuk dibuka.');
  }),
  http.post('*/api/lab/exercises/pengenalan-linux/steps/3/answer', async ({ request }) => {
    const { answer } = (await request.json()) as { answer: string };
    answers.push(answer);
    if (answer === 'terlalu')
      return fail(429, 'Terlalu banyak jawaban salah. Coba lagi dalam 30 detik.', { 'Retry-After': '30' });
    if (answer !== '750')
      return ok({ correct: false, nextStepId: 3, completed: false, award: null }, 'Jawaban belum tepat. Coba lagi.');
    detail = {
      ...halfway,
      currentStepId: null,
      progress: { ...halfway.progress!, answeredSteps: 3, completedAt: '2026-11-25T03:00:00Z' },
      stepList: halfway.stepList.map((item) => ({ ...item, answeredAt: item.answeredAt ?? '2026-11-25T03:00:00Z' })),
    };
    return ok(
      { correct: true, nextStepId: null, completed: true, award: { points: 100, xp: 200 } },
      'Jawaban benar! Lab latihan selesai.',
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  detail = halfway;
  answers.length = 0;
  unlocks.length = 0;
});
afterAll(() => server.close());

describe('/lab/exercise-lab — guided labs', () => {
  it('lists the labs with the player’s progress, nine to a page', async () => {
    renderLab([{ path: 'exercise-lab', element: <ExercisesPage /> }], '/lab/exercise-lab');
    const card = await screen.findByRole('article', { name: 'Pengenalan Linux untuk Keamanan' });
    expect(card).toHaveTextContent('Sedang dikerjakan');
    expect(within(card).getByRole('progressbar', { name: '2 dari 3 langkah' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Pengenalan Linux untuk Keamanan' })).toHaveAttribute(
      'href',
      '/lab/exercise-lab/pengenalan-linux',
    );
    expect(screen.getByRole('article', { name: 'Lab 1' })).toHaveTextContent('Selesai');
    expect(screen.getByRole('article', { name: 'Lab 2' })).toHaveTextContent('Belum dimulai');
    expect(screen.getAllByRole('article')).toHaveLength(EXERCISES_PER_PAGE);
    await userEvent.click(screen.getByRole('button', { name: /Berikutnya/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('resumes at the current step: the earlier ones answered, the focus on the current one', async () => {
    renderLab(
      [{ path: 'exercise-lab/:exerciseSlug', element: <ExercisePage /> }],
      '/lab/exercise-lab/pengenalan-linux',
    );
    const current = await screen.findByRole('heading', { name: 'Langkah 3: Izin oktal' });
    expect(current).toHaveFocus();
    const steps = screen.getByRole('list', { name: 'Langkah-langkah' });
    expect(within(steps).getAllByText('Selesai')).toHaveLength(2);
    expect(within(steps).getByText('Sekarang')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2 dari 3 langkah selesai' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jawaban')).toHaveAccessibleDescription('Format: tiga angka');
  });

  it('answers the current step: a wrong answer and a 429 stay on it, the right one completes the lab', async () => {
    renderLab(
      [{ path: 'exercise-lab/:exerciseSlug', element: <ExercisePage /> }],
      '/lab/exercise-lab/pengenalan-linux',
    );
    const form = await screen.findByRole('form', { name: 'Jawab langkah 3' });
    await userEvent.type(within(form).getByLabelText('Jawaban'), '777');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Jawaban belum tepat. Coba lagi.');

    await userEvent.clear(within(form).getByLabelText('Jawaban'));
    await userEvent.type(within(form).getByLabelText('Jawaban'), 'terlalu');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim jawaban' }));
    expect(
      await within(form).findByText('Terlalu banyak jawaban salah. Coba lagi dalam 30 detik.'),
    ).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Jawaban'));
    await userEvent.type(within(form).getByLabelText('Jawaban'), ' 750 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim jawaban' }));
    expect(await screen.findByText('Jawaban benar! Lab latihan selesai. +100 poin, +200 XP.')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: '3 dari 3 langkah selesai' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(answers).toEqual(['777', 'terlalu', '750']);
  });

  it("says what a step hint costs before opening it, and the lab's reward drops by it", async () => {
    renderLab(
      [{ path: 'exercise-lab/:exerciseSlug', element: <ExercisePage /> }],
      '/lab/exercise-lab/pengenalan-linux',
    );
    expect(await screen.findByText('Hadiah menyelesaikan lab: 100 poin dan 200 XP.')).toBeInTheDocument();
    const hints = screen.getByRole('list', { name: 'Petunjuk langkah 3' });
    expect(within(hints).getByText('Biaya 20 poin')).toBeInTheDocument();
    await userEvent.click(within(hints).getByRole('button', { name: 'Buka petunjuk 1 (−20 poin)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buka petunjuk 1?' });
    expect(dialog).toHaveTextContent(
      'Membuka petunjuk ini mengurangi hadiah lab latihan ini sebesar 20 poin: dari 100 poin menjadi 80 poin.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, buka petunjuk' }));
    expect(await screen.findByText(/Nilai tiap izin/)).toBeInTheDocument();
    expect(unlocks).toEqual(['/api/lab/exercises/pengenalan-linux/steps/3/hints/7/unlock']);
    expect(
      screen.getByText(
        'Hadiah menyelesaikan lab: 80 poin dan 160 XP ' +
          '(dari 100 poin, dikurangi 20 poin untuk petunjuk yang kamu buka).',
      ),
    ).toBeInTheDocument();
    // Answered steps show no hint list of their own (they had none), locked ones never do.
    expect(screen.getAllByRole('list', { name: /^Petunjuk langkah/ })).toHaveLength(1);
  });

  it('says when a lab cannot be opened', async () => {
    server.use(http.get('*/api/lab/exercises/tidak-ada', () => fail(404, 'Lab latihan tidak ditemukan.')));
    renderLab([{ path: 'exercise-lab/:exerciseSlug', element: <ExercisePage /> }], '/lab/exercise-lab/tidak-ada');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lab latihan tidak ditemukan.');
    expect(within(alert).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });
});
