// A batch content's quizzes and tests and their question bank through the API (decision 0042): made and changed by
// one PUT each, the settings' bounds, the three kinds of question with their rules, edits that keep option ids,
// ordering, and what members attempted staying (409) while it can still be edited.
import type {
  AuthoredAssessment,
  AuthoredContent,
  AuthoredModule,
  AuthoredQuestion,
} from '@akademi-siber/util-contracts';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { submittedAttempt } from './testing';

type Envelope<T> = { success: boolean; message: string; data: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const SETTINGS = { title: 'Kuis XSS', timeLimitMinutes: 15, attemptLimit: 3, passingScore: 70, shuffle: true };
const SINGLE = {
  type: 'single',
  prompt: 'Apa kepanjangan XSS?',
  explanation: 'XSS adalah Cross-Site Scripting.',
  points: 10,
  options: [
    { text: 'Cross-Site Scripting', isCorrect: true },
    { text: 'Extra Secure Shell', isCorrect: false },
    { text: 'XML Style Sheet', isCorrect: false },
  ],
  acceptedAnswers: [],
};

describe('authoring a batch content: quizzes, tests and the question bank', () => {
  let harness: TestApp;
  let author: string;
  let base: string;
  let module: AuthoredModule;

  const send = (method: Method, url: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url,
      headers: bearer(author),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const data = <T>(response: Awaited<ReturnType<typeof send>>, status = 200) => {
    expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
    return response.json<Envelope<T>>().data;
  };
  const refused = async (response: Awaited<ReturnType<typeof send>>, status = 422) =>
    expectErrorEnvelope(response, status);
  const outline = async () => data<AuthoredContent>(await send('GET', `${base}/outline`));
  /** The quiz of the module this test made, found by its id. */
  const ownQuiz = (content: AuthoredContent) => content.modules.find((candidate) => candidate.id === module.id)?.quiz;

  beforeAll(async () => {
    harness = await buildTestApp();
    author = await loginAs(harness.app, 'author');
    // The open batch's content: made by the seed (decision 0041) but empty, unlike Kelas Malam's.
    base = `/api/author/content/batch-${SEED_CATALOG.openBatch.id}-materi`;
    expect(await outline()).toMatchObject({ modules: [], exam: null, preTest: null, postTest: null });
    module = data<AuthoredModule>(await send('POST', `${base}/modules`, { title: 'Keamanan Web' }), 201);
  });
  afterAll(() => harness.close());

  it("makes a module's quiz with one PUT (201) and changes it with the next (200)", async () => {
    const made = data<AuthoredAssessment>(await send('PUT', `${base}/modules/${module.id}/quiz`, SETTINGS), 201);
    expect(made).toMatchObject({ ...SETTINGS, kind: 'quiz', attempts: 0, questions: [] });
    const changed = data<AuthoredAssessment>(
      await send('PUT', `${base}/modules/${module.id}/quiz`, { ...SETTINGS, passingScore: 80, shuffle: false }),
    );
    expect(changed).toMatchObject({ id: made.id, passingScore: 80, shuffle: false });
    expect(ownQuiz(await outline())?.id).toBe(made.id);
  });

  it('makes the pre-test, post-test and final test (the exam) of the batch', async () => {
    for (const kind of ['pre_test', 'post_test', 'exam'] as const) {
      const made = data<AuthoredAssessment>(
        await send('PUT', `${base}/tests/${kind}`, { ...SETTINGS, title: kind }),
        201,
      );
      expect(made).toMatchObject({ kind, title: kind });
    }
    const content = await outline();
    expect([content.preTest?.kind, content.postTest?.kind, content.exam?.kind]).toEqual([
      'pre_test',
      'post_test',
      'exam',
    ]);
    await refused(await send('PUT', `${base}/tests/quiz`, SETTINGS));
    // A course of the catalogue has an exam but no pre-test or post-test (a draft: a published course's content is
    // changed on its working copy, decision 0053).
    const draftCourse = '/api/author/content/pengantar-keamanan-cloud/tests/pre_test';
    expect(await refused(await send('PUT', draftCourse, SETTINGS))).toBe(
      'Pre-test dan post-test hanya ada pada konten batch atau grup pelatihan.',
    );
  });

  it('keeps the settings within their bounds', async () => {
    const url = `${base}/modules/${module.id}/quiz`;
    expect(await refused(await send('PUT', url, { ...SETTINGS, timeLimitMinutes: 0 }))).toBe(
      'Batas waktu (menit) minimal 1',
    );
    expect(await refused(await send('PUT', url, { ...SETTINGS, timeLimitMinutes: 601 }))).toBe(
      'Batas waktu (menit) maksimal 600',
    );
    expect(await refused(await send('PUT', url, { ...SETTINGS, attemptLimit: 101 }))).toBe(
      'Batas percobaan maksimal 100',
    );
    expect(await refused(await send('PUT', url, { ...SETTINGS, passingScore: 101 }))).toBe('Nilai lulus maksimal 100');
    expect(await refused(await send('PUT', url, { ...SETTINGS, passingScore: 1.5 }))).toBe(
      'Nilai lulus harus bilangan bulat',
    );
    await refused(await send('PUT', url, { ...SETTINGS, shuffle: 'ya' }));
  });

  it('adds single, multiple and short questions in full, and refuses what breaks their rules', async () => {
    const quizId = ownQuiz(await outline())?.id ?? 0;
    const url = `${base}/assessments/${quizId}/questions`;
    const single = data<AuthoredQuestion>(await send('POST', url, SINGLE), 201);
    expect(single).toMatchObject({ type: 'single', points: 10, explanation: SINGLE.explanation, order: 1 });
    expect(single.options.map((option) => [option.text, option.isCorrect])).toEqual([
      ['Cross-Site Scripting', true],
      ['Extra Secure Shell', false],
      ['XML Style Sheet', false],
    ]);
    const multiple = data<AuthoredQuestion>(
      await send('POST', url, {
        ...SINGLE,
        type: 'multiple',
        prompt: 'Mana yang mencegah XSS?',
        options: [
          { text: 'Encoding keluaran', isCorrect: true },
          { text: 'Content Security Policy', isCorrect: true },
          { text: 'Mematikan HTTPS', isCorrect: false },
        ],
      }),
      201,
    );
    expect(multiple.options.filter((option) => option.isCorrect)).toHaveLength(2);
    const short = data<AuthoredQuestion>(
      await send('POST', url, {
        type: 'short',
        prompt: 'Header apa yang membatasi sumber skrip?',
        explanation: '',
        points: 5,
        options: [],
        acceptedAnswers: ['Content-Security-Policy', 'CSP'],
      }),
      201,
    );
    expect(short).toMatchObject({ options: [], acceptedAnswers: ['Content-Security-Policy', 'CSP'], order: 3 });

    const twoCorrect = SINGLE.options.map((option) => ({ ...option, isCorrect: true }));
    expect(await refused(await send('POST', url, { ...SINGLE, options: twoCorrect }))).toBe(
      'Pilihan tunggal harus tepat satu jawaban benar',
    );
    const noneCorrect = SINGLE.options.map((option) => ({ ...option, isCorrect: false }));
    expect(await refused(await send('POST', url, { ...SINGLE, type: 'multiple', options: noneCorrect }))).toBe(
      'Pilihan ganda membutuhkan minimal satu jawaban benar',
    );
    expect(await refused(await send('POST', url, { ...SINGLE, options: SINGLE.options.slice(0, 1) }))).toBe(
      'Soal pilihan membutuhkan minimal 2 pilihan jawaban',
    );
    const nine = Array.from({ length: 9 }, (_, index) => ({ text: `Pilihan ${index}`, isCorrect: index === 0 }));
    expect(await refused(await send('POST', url, { ...SINGLE, options: nine }))).toBe('Pilihan jawaban maksimal 8');
    expect(await refused(await send('POST', url, { ...SINGLE, type: 'short', options: [] }))).toBe(
      'Isi minimal satu jawaban yang diterima',
    );
    expect(await refused(await send('POST', url, { ...SINGLE, points: 0 }))).toBe('Poin minimal 1');
    expect(await refused(await send('POST', url, { ...SINGLE, points: 101 }))).toBe('Poin maksimal 100');
    const same = [
      { text: 'Sama', isCorrect: true },
      { text: ' sama ', isCorrect: false },
    ];
    expect(await refused(await send('POST', url, { ...SINGLE, options: same }))).toBe(
      'Pilihan jawaban tidak boleh sama',
    );
    expect(ownQuiz(await outline())?.questions).toHaveLength(3);
  });

  it("edits a question keeping the options it keeps, and refuses another question's option", async () => {
    const [question, other] = ownQuiz(await outline())?.questions ?? [];
    const [first, second] = question.options;
    const edited = data<AuthoredQuestion>(
      await send('PUT', `${base}/questions/${question.id}`, {
        ...SINGLE,
        prompt: 'XSS singkatan dari?',
        options: [
          { id: second.id, text: 'Extra Secure Shell', isCorrect: false },
          { id: first.id, text: 'Cross-Site Scripting', isCorrect: true },
          { text: 'Pilihan baru', isCorrect: false },
        ],
      }),
    );
    expect(edited.prompt).toBe('XSS singkatan dari?');
    expect(edited.options.map((option) => option.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(edited.options[2].id).not.toBe(question.options[2].id);
    const stolen = {
      ...SINGLE,
      options: [{ id: other.options[0].id, text: 'Curian', isCorrect: true }, SINGLE.options[1]],
    };
    expect(await refused(await send('PUT', `${base}/questions/${question.id}`, stolen))).toMatch(
      /tidak ada di soal ini/,
    );
  });

  it('orders the questions with every id once', async () => {
    const quiz = ownQuiz(await outline());
    const ids = quiz?.questions.map((question) => question.id) ?? [];
    const url = `${base}/assessments/${quiz?.id}/questions/order`;
    await refused(await send('PUT', url, { ids: ids.slice(1) }));
    expect((await send('PUT', url, { ids: [...ids].reverse() })).statusCode).toBe(200);
    expect(ownQuiz(await outline())?.questions.map((question) => question.id)).toEqual([...ids].reverse());
  });

  it('keeps what members attempted (409) but lets it be edited; deletes what nobody attempted', async () => {
    const content = await outline();
    const quiz = ownQuiz(content) as AuthoredAssessment;
    await submittedAttempt(harness.db, quiz.id);
    expect(ownQuiz(await outline())?.attempts).toBe(1);
    expect(await refused(await send('DELETE', `${base}/assessments/${quiz.id}`), 409)).toMatch(
      /^Kuis ini tidak dapat dihapus: sudah dikerjakan peserta \(1 percobaan\)/,
    );
    expect(await refused(await send('DELETE', `${base}/questions/${quiz.questions[0].id}`), 409)).toMatch(
      /^Soal ini tidak dapat dihapus/,
    );
    const question = quiz.questions[0];
    const { id: _id, order: _order, ...body } = { ...question, points: 20 };
    expect(data<AuthoredQuestion>(await send('PUT', `${base}/questions/${question.id}`, body)).points).toBe(20);

    const preTest = content.preTest as AuthoredAssessment;
    const added = data<AuthoredQuestion>(
      await send('POST', `${base}/assessments/${preTest.id}/questions`, SINGLE),
      201,
    );
    expect((await send('DELETE', `${base}/questions/${added.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `${base}/assessments/${preTest.id}`)).statusCode).toBe(200);
    expect((await outline()).preTest).toBeNull();
    await refused(await send('DELETE', `${base}/assessments/${preTest.id}`), 404);
  });
});
