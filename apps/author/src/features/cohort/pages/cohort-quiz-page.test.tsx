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
import type {
  AssessmentInput,
  AuthoredAssessment,
  AuthoredContent,
  AuthoredQuestion,
  AttendanceSheet,
  QuestionInput,
} from '@akademi-siber/util-contracts';
import app from '../../../app';

jest.setTimeout(30_000);

const SLUG = 'keamanan-web-live';
const CONTENT = 'batch-7-materi';
const PAGE = `/author/liveclass/${SLUG}/batch/7/quiz`;
const API = `*/api/author/content/${CONTENT}`;

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });

const sheet: AttendanceSheet = {
  owner: 'batch',
  parent: { slug: SLUG, title: 'Keamanan Web Live' },
  contentSlug: CONTENT,
  cohort: { id: 7, slug: 'batch-1', name: 'Batch 1', startsAt: '2026-01-05T12:00:00Z', endsAt: '2026-01-12T14:00:00Z' },
  rules: { lateAfterMinutes: 10, finalAfterMinutes: 1440, thresholdPercent: 75 },
  sessions: [],
  members: [],
  corrections: [],
};

const question = (id: number, input: Partial<AuthoredQuestion> = {}): AuthoredQuestion => ({
  id,
  type: 'single',
  prompt: 'Apa kepanjangan XSS?',
  explanation: 'Cross-Site Scripting.',
  points: 10,
  order: id,
  options: [
    { id: 11, text: 'Cross-Site Scripting', isCorrect: true },
    { id: 12, text: 'Extra Secure Shell', isCorrect: false },
  ],
  acceptedAnswers: [],
  ...input,
});

const quiz = (id: number, input: Partial<AuthoredAssessment> = {}): AuthoredAssessment => ({
  id,
  kind: 'quiz',
  title: 'Kuis XSS',
  timeLimitMinutes: 15,
  attemptLimit: 3,
  passingScore: 70,
  shuffle: true,
  attempts: 0,
  questions: [],
  ...input,
});

let outline: AuthoredContent;
const sent: { method: string; path: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/author/liveclass/:slug/batches/:batchId/attendance', () => ok(sheet)),
  http.get(`${API}/outline`, () => ok(outline)),
  http.put(`${API}/tests/:kind`, async ({ request, params }) => {
    const body = (await request.json()) as AssessmentInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    const made = quiz(50, { ...body, kind: params.kind as AuthoredAssessment['kind'] });
    outline = { ...outline, preTest: made };
    return ok(made, 'Pengaturan disimpan.', 201);
  }),
  http.post(`${API}/assessments/:assessmentId/questions`, async ({ request }) => {
    const body = (await request.json()) as QuestionInput;
    sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
    const made = question(60, {
      ...body,
      options: body.options.map((option, index) => ({ id: 70 + index, ...option })),
    });
    const module = outline.modules[0];
    outline = {
      ...outline,
      modules: [{ ...module, quiz: { ...(module.quiz as AuthoredAssessment), questions: [made] } }],
    };
    return ok(made, 'Soal ditambahkan.', 201);
  }),
  http.put(`${API}/questions/:questionId`, async ({ request }) => {
    const body = (await request.json()) as QuestionInput;
    sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
    return ok(question(1), 'Soal disimpan.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  outline = {
    slug: CONTENT,
    title: 'Keamanan Web Live — Batch 1',
    owner: 'batch',
    modules: [{ id: 1, slug: 'xss', title: 'Pengenalan XSS', order: 1, materials: [], quiz: quiz(5) }],
    exam: null,
    preTest: null,
    postTest: null,
  };
  sent.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function openPage() {
  renderRemote(app, PAGE, demoUser('author'));
  await screen.findByRole('heading', { level: 2, name: 'Pre-test, post-test, dan final test' }, { timeout: 15_000 });
}

const card = (name: string | RegExp) => screen.getByRole('region', { name });

it('lists the tests and module quizzes, making the pre-test with one attempt by default', async () => {
  await openPage();
  expect(
    within(screen.getByRole('navigation', { name: 'Menu batch' })).getByRole('link', { name: 'Kuis & tes' }),
  ).toHaveAttribute('aria-current', 'page');
  for (const name of ['Pre-test', 'Post-test', 'Final test'])
    expect(within(card(name)).getByText('Belum dibuat.')).toBeInTheDocument();
  expect(
    within(card('Kuis Pengenalan XSS: Kuis XSS')).getByText(/15 menit · 3 kali percobaan · nilai lulus 70/),
  ).toBeInTheDocument();

  await userEvent.click(within(card('Pre-test')).getByRole('button', { name: 'Buat Pre-test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buat Pre-test' });
  expect(within(dialog).getByLabelText(/Batas percobaan/)).toHaveValue('1');
  await userEvent.clear(within(dialog).getByLabelText(/Batas waktu/));
  await userEvent.type(within(dialog).getByLabelText(/Batas waktu/), '601');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() =>
    expect(within(dialog).getByLabelText(/Batas waktu/)).toHaveAccessibleDescription(
      /Batas waktu \(menit\) maksimal 600/,
    ),
  );
  expect(sent).toEqual([]);

  await userEvent.clear(within(dialog).getByLabelText(/Batas waktu/));
  await userEvent.type(within(dialog).getByLabelText(/Batas waktu/), '20');
  await userEvent.click(within(dialog).getByLabelText(/Acak urutan soal/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Pengaturan disimpan.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `/api/author/content/${CONTENT}/tests/pre_test`,
      body: { title: 'Pre-test', timeLimitMinutes: 20, attemptLimit: 1, passingScore: 70, shuffle: false },
    },
  ]);
  expect(
    await within(card('Pre-test')).findByText(/20 menit · 1 kali percobaan · nilai lulus 70 · soal berurutan/),
  ).toBeInTheDocument();
});

it('adds a single-choice question, checking the options with the API schema first', async () => {
  await openPage();
  const quizCard = card('Kuis Pengenalan XSS: Kuis XSS');
  expect(within(quizCard).getByText('Belum ada soal: peserta belum dapat mengerjakannya.')).toBeInTheDocument();
  await userEvent.click(within(quizCard).getByRole('button', { name: 'Tambah soal ke Kuis Pengenalan XSS' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah soal' });
  await userEvent.type(within(dialog).getByLabelText(/Pertanyaan/), 'Mana yang mencegah XSS?');
  await userEvent.type(within(dialog).getByLabelText(/Pilihan A/), 'Encoding keluaran');
  await userEvent.type(within(dialog).getByLabelText(/Pilihan B/), 'Mematikan HTTPS');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  // Two options are left blank.
  expect(await within(dialog).findAllByText('Teks pilihan wajib diisi')).toHaveLength(2);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus pilihan D' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus pilihan C' }));
  expect(within(dialog).getByRole('button', { name: 'Hapus pilihan B' })).toBeDisabled();

  await userEvent.selectOptions(within(dialog).getByLabelText('Jenis soal'), 'multiple');
  await userEvent.click(within(dialog).getByLabelText('Benar (pilihan A)'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await within(dialog).findByText('Pilihan ganda membutuhkan minimal satu jawaban benar')).toBeInTheDocument();

  await userEvent.selectOptions(within(dialog).getByLabelText('Jenis soal'), 'single');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Benar: pilihan A' }));
  await userEvent.type(within(dialog).getByLabelText(/Pembahasan/), 'Keluaran di-encode sesuai konteks.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Soal ditambahkan.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      method: 'POST',
      path: `/api/author/content/${CONTENT}/assessments/5/questions`,
      body: {
        type: 'single',
        prompt: 'Mana yang mencegah XSS?',
        explanation: 'Keluaran di-encode sesuai konteks.',
        points: 10,
        options: [
          { text: 'Encoding keluaran', isCorrect: true },
          { text: 'Mematikan HTTPS', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
    },
  ]);
  const list = await within(quizCard).findByRole('list', { name: 'Pilihan soal 1' });
  expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Encoding keluaran Benar');
});

it('edits a short-answer question, and an attempted quiz cannot be deleted but stays editable', async () => {
  const short = question(1, { type: 'short', options: [], acceptedAnswers: ['CSP'], prompt: 'Header pembatas skrip?' });
  outline.modules[0].quiz = quiz(5, { attempts: 4, questions: [short] });
  await openPage();
  const quizCard = card('Kuis Pengenalan XSS: Kuis XSS');
  expect(within(quizCard).getByRole('button', { name: 'Hapus Kuis Pengenalan XSS' })).toBeDisabled();
  expect(within(quizCard).getByRole('button', { name: 'Hapus Kuis Pengenalan XSS' })).toHaveAccessibleDescription(
    /Sudah dikerjakan 4 kali, jadi tidak dapat dihapus/,
  );
  const toggle = within(quizCard).getByRole('button', { name: 'Tampilkan 1 soal' });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(within(quizCard).getByRole('button', { name: 'Hapus soal 1' })).toBeDisabled();
  await userEvent.click(within(quizCard).getByRole('button', { name: 'Ubah soal 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah soal' });
  expect(within(dialog).getByText(/Peserta sudah mengerjakan soal ini/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Jawaban 1')).toHaveValue('CSP');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah jawaban' }));
  await userEvent.type(within(dialog).getByLabelText('Jawaban 2'), 'Content-Security-Policy');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah jawaban' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  expect(await screen.findByText('Soal disimpan.')).toBeInTheDocument();
  // The empty third box is not an answer.
  expect(sent).toEqual([
    {
      method: 'PUT',
      path: `/api/author/content/${CONTENT}/questions/1`,
      body: {
        type: 'short',
        prompt: 'Header pembatas skrip?',
        explanation: 'Cross-Site Scripting.',
        points: 10,
        options: [],
        acceptedAnswers: ['CSP', 'Content-Security-Policy'],
      },
    },
  ]);
});

it('sends the options of an edited choice question back with their ids', async () => {
  outline.modules[0].quiz = quiz(5, { questions: [question(1)] });
  await openPage();
  const quizCard = card('Kuis Pengenalan XSS: Kuis XSS');
  await userEvent.click(within(quizCard).getByRole('button', { name: 'Tampilkan 1 soal' }));
  await userEvent.click(within(quizCard).getByRole('button', { name: 'Ubah soal 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah soal' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah pilihan' }));
  await userEvent.type(within(dialog).getByLabelText(/Pilihan C/), 'XML Style Sheet');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Benar: pilihan B' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect((sent[0].body as QuestionInput).options).toEqual([
    { id: 11, text: 'Cross-Site Scripting', isCorrect: false },
    { id: 12, text: 'Extra Secure Shell', isCorrect: true },
    { text: 'XML Style Sheet', isCorrect: false },
  ]);
});
