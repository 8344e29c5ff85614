// Importing questions from a CSV file (decision 0050): a good file adds every question after the existing ones; a
// file with a bad line adds nothing and names each problem by its line; the same authorization as the other question
// routes (another author's assessment is "not found", a member is refused).
import { QUESTION_IMPORT_LIMITS, questionImportTemplate, type AuthoredAssessment } from '@akademi-siber/util-contracts';
import { SEED_CATALOG } from '../../db/seed-catalog-data';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { loginWithPassword } from '../../test/helpers';
import { multipart } from '../orders/testing';

type Envelope<T> = { success: boolean; message: string; data: T };
type Problems = { data: { errors: { path: string; message: string }[] } };

describe('importing questions from CSV', () => {
  let harness: TestApp;
  let author: string;
  let base: string;
  let quiz: AuthoredAssessment;

  const importCsv = (text: string | Buffer, token = author, assessmentId = quiz.id) => {
    const body = multipart([
      { field: 'file', filename: 'soal.csv', contentType: 'text/csv', bytes: Buffer.from(text) },
    ]);
    return harness.app.inject({
      method: 'POST',
      url: `${base}/assessments/${assessmentId}/questions/import`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const questionCount = async () => {
    const outline = await harness.app.inject({ url: `${base}/outline`, headers: bearer(author) });
    const content = outline.json<Envelope<{ modules: { quiz: AuthoredAssessment | null }[] }>>().data;
    return content.modules.flatMap((module) => module.quiz?.questions ?? []).length;
  };

  beforeAll(async () => {
    harness = await buildTestApp();
    author = await loginAs(harness.app, 'author');
    base = `/api/author/content/batch-${SEED_CATALOG.openBatch.id}-materi`;
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      harness.app.inject({ method, url, headers: bearer(author), payload });
    const module = (await send('POST', `${base}/modules`, { title: 'Impor soal' })).json<Envelope<{ id: number }>>();
    quiz = (
      await send('PUT', `${base}/modules/${module.data.id}/quiz`, {
        title: 'Kuis impor',
        timeLimitMinutes: 10,
        attemptLimit: 3,
        passingScore: 60,
        shuffle: false,
      })
    ).json<Envelope<AuthoredAssessment>>().data;
  });
  afterAll(() => harness.close());

  it('adds every question of the template, in order, with their options, answers and points', async () => {
    const response = await importCsv(questionImportTemplate());
    expect(response.statusCode).toBe(200);
    const body = response.json<Envelope<AuthoredAssessment>>();
    expect(body.message).toBe('3 soal diimpor dan ditambahkan di akhir daftar soal.');
    expect(body.data.questions.map((question) => [question.type, question.points])).toEqual([
      ['single', 10],
      ['multiple', 10],
      ['short', 5],
    ]);
    expect(body.data.questions[0].options.map((option) => [option.text, option.isCorrect])).toEqual([
      ['21', false],
      ['80', false],
      ['443', true],
      ['8080', false],
    ]);
    expect(body.data.questions[1].options.filter((option) => option.isCorrect)).toHaveLength(2);
    expect(body.data.questions[2].acceptedAnswers).toEqual(['XSS', 'cross site scripting']);
    expect(body.data.questions[0].explanation).toBe('HTTPS memakai port 443.');
  });

  it('adds nothing when one line is bad, and names every problem by its line', async () => {
    const before = await questionCount();
    const file = [
      'jenis;pertanyaan;pilihan;jawaban;poin',
      'tunggal;Soal yang benar?;Ya|Tidak;1;',
      'pilihan;Jenis salah?;A|B;1;5',
      'tunggal;Dua jawaban benar?;A|B|C;1|2;5',
      'ganda;Nomor tidak ada?;A|B;3;5',
      'isian;Tanpa jawaban?;;;200',
    ].join('\r\n');
    const response = await importCsv(file);
    expect(expectErrorEnvelope(response, 422)).toBe(
      'Berkas tidak diimpor: 4 baris perlu diperbaiki. Belum ada soal yang ditambahkan.',
    );
    expect(response.json<Problems>().data.errors).toEqual([
      { path: 'line.3', message: 'Jenis soal harus tunggal, ganda, atau isian.' },
      { path: 'line.4', message: 'Pilihan tunggal harus tepat satu jawaban benar' },
      { path: 'line.5', message: 'Jawaban menyebut pilihan nomor 3, padahal soal ini hanya punya 2 pilihan.' },
      { path: 'line.5', message: 'Pilihan ganda membutuhkan minimal satu jawaban benar' },
      { path: 'line.6', message: 'Poin harus bilangan bulat 1–100 (kosong berarti 10).' },
      { path: 'line.6', message: 'Isi minimal satu jawaban yang diterima' },
    ]);
    expect(await questionCount()).toBe(before);
  });

  it('refuses a file that is not a question CSV as a whole', async () => {
    const header = await importCsv('nama,email\nBudi,budi@contoh.id\n');
    expect(expectErrorEnvelope(header, 422)).toMatch(/^Baris pertama harus berisi judul kolom jenis,pertanyaan/);
    expect(header.json<Problems>().data.errors[0].path).toBe('file');
    expect(expectErrorEnvelope(await importCsv('jenis,pertanyaan,jawaban\n'), 422)).toBe(
      'Berkas tidak berisi soal. Tambahkan satu soal per baris di bawah baris judul.',
    );
    expect(expectErrorEnvelope(await importCsv(Buffer.from([0xff, 0xfe, 0x00, 0x41])), 422)).toBe(
      'Berkas harus berupa teks CSV dengan encoding UTF-8.',
    );
    const tooMany = ['jenis,pertanyaan,jawaban', ...Array.from({ length: 201 }, (_, i) => `isian,Soal ${i}?,a`)];
    expect(expectErrorEnvelope(await importCsv(tooMany.join('\n')), 422)).toMatch(/paling banyak 200 soal/);
    const huge = `jenis,pertanyaan,jawaban\nisian,${'a'.repeat(QUESTION_IMPORT_LIMITS.maxBytes)},a\n`;
    expectErrorEnvelope(await importCsv(huge), 413);
  });

  it("is the author's or an admin's: another author gets not found, a member is refused", async () => {
    const other = await createAccount(harness.db, 'author', 'pengajar.lain');
    const otherToken = await loginWithPassword(harness.app, other.email);
    expectErrorEnvelope(await importCsv(questionImportTemplate(), otherToken), 404);
    expectErrorEnvelope(await importCsv(questionImportTemplate(), await loginAs(harness.app, 'member')), 403);
    const admin = await loginAs(harness.app, 'admin');
    expect((await importCsv('jenis,pertanyaan,jawaban\nisian,Dari admin?,ya\n', admin)).statusCode).toBe(200);
    expectErrorEnvelope(await importCsv(questionImportTemplate(), author, 999_999), 404);
  });
});
