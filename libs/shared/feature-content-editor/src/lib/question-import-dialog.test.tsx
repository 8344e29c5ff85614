// Importing questions from CSV in the quiz editor (decision 0050) against msw: the dialog explains the columns and
// offers the template; a refused file lists each bad line with its problem and adds nothing; a good one says how many
// questions it added and the question bank shows them.
import { File as NodeFile } from 'node:buffer';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AuthoredAssessment, AuthoredContent } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { ContentQuizEditor } from './quiz-editor';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const CONTENT = 'batch-7-materi';
const API = `*/api/author/content/${CONTENT}`;
const ok = <T,>(data: T, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });

const quiz = (questions: AuthoredAssessment['questions']): AuthoredAssessment => ({
  id: 5,
  kind: 'quiz',
  title: 'Kuis Web',
  timeLimitMinutes: 10,
  attemptLimit: 3,
  passingScore: 70,
  shuffle: false,
  attempts: 0,
  questions,
});
const imported: AuthoredAssessment['questions'] = [
  {
    id: 41,
    type: 'short',
    prompt: 'Singkatan dari Cross-Site Scripting?',
    explanation: '',
    points: 5,
    order: 1,
    options: [],
    acceptedAnswers: ['XSS'],
  },
];
let questions: AuthoredAssessment['questions'] = [];
const outline = (): AuthoredContent => ({
  slug: CONTENT,
  title: 'Kelas Malam',
  owner: 'batch',
  modules: [{ id: 1, slug: 'web', title: 'Keamanan Web', order: 1, materials: [], quiz: quiz(questions) }],
  exam: null,
  preTest: null,
  postTest: null,
});
const uploads: string[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get(`${API}/outline`, () => ok(outline())),
  http.post(`${API}/assessments/5/questions/import`, async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    const text = await file.text();
    uploads.push(text);
    if (text.includes('pilihan;')) {
      return HttpResponse.json(
        {
          success: false,
          message: 'Berkas tidak diimpor: 1 baris perlu diperbaiki. Belum ada soal yang ditambahkan.',
          data: { errors: [{ path: 'line.3', message: 'Jenis soal harus tunggal, ganda, atau isian.' }] },
        },
        { status: 422 },
      );
    }
    questions = imported;
    return ok(quiz(questions), '1 soal diimpor dan ditambahkan di akhir daftar soal.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  questions = [];
  uploads.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'author',
  basePath: '/author',
  routes: [{ path: 'kuis', element: <ContentQuizEditor contentSlug={CONTENT} /> }],
};
const csv = (text: string) => new NodeFile([text], 'soal.csv', { type: 'text/csv' }) as unknown as File;

describe('importing questions from CSV', () => {
  it('lists the bad line and adds nothing, then imports the fixed file', async () => {
    renderRemote(app, '/author/kuis', demoUser('author'));
    await userEvent.click(await screen.findByRole('button', { name: 'Impor soal dari CSV ke Kuis Keamanan Web' }));
    const dialog = await screen.findByRole('dialog', { name: 'Impor soal ke Kuis Keamanan Web' });
    expect(within(dialog).getByRole('table', { name: 'Isi setiap kolom' })).toHaveTextContent('jawaban');
    const template = within(dialog).getByRole('link', { name: /Unduh templat CSV/ });
    expect(template).toHaveAttribute('download', 'templat-soal.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain(
      'jenis,pertanyaan,pilihan,jawaban,poin,pembahasan',
    );

    const field = within(dialog).getByLabelText('Berkas CSV');
    await userEvent.upload(field, csv('jenis;pertanyaan;jawaban\nisian;Benar?;ya\npilihan;Salah?;1\n'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impor Soal' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Belum ada soal yang ditambahkan');
    const lines = within(refusal).getByRole('table', { name: 'Baris bermasalah' });
    expect(within(lines).getByRole('row', { name: /3 Jenis soal harus tunggal, ganda, atau isian/ })).toBeVisible();

    await userEvent.upload(field, csv('jenis,pertanyaan,jawaban\nisian,Singkatan dari Cross-Site Scripting?,XSS\n'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Impor Soal' }));
    expect(await within(dialog).findByText('1 soal diimpor dan ditambahkan di akhir daftar soal.')).toBeVisible();
    expect(uploads).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Singkatan dari Cross-Site Scripting?')).toBeInTheDocument();
  });
});
