// The request bodies of authoring a content course (decision 0042), read by the API and the author's forms.
import { z } from 'zod';
import { QUESTION_TYPES } from './assessments';
import { ACCEPTED_ANSWERS_MAX, QUESTION_OPTIONS_MAX, QUESTION_OPTIONS_MIN } from './authoring';

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat` })
    .min(min, { error: `${label} minimal ${min}` })
    .max(max, { error: `${label} maksimal ${max}` });

/** `POST …/modules`, `PUT …/modules/:moduleId`: a module's title (its slug is made from it once, and stays). */
export const moduleInputSchema = z.strictObject(
  { title: text('Judul modul', 3, 200) },
  { error: 'Data modul tidak valid' },
);
export type ModuleInput = z.infer<typeof moduleInputSchema>;

/** `PUT …/order`: every id of the list (modules, a module's materials, an assessment's questions), in the new order. */
export const orderInputSchema = z.strictObject(
  {
    ids: z
      .array(wholeNumber('ID', 1, 2147483647), { error: 'Urutan harus berupa daftar ID' })
      .min(1, { error: 'Urutan tidak boleh kosong' })
      .max(500, { error: 'Urutan maksimal 500 item' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Urutan tidak boleh memuat ID yang sama dua kali' }),
  },
  { error: 'Data urutan tidak valid' },
);
export type OrderInput = z.infer<typeof orderInputSchema>;

const materialTitle = text('Judul materi', 3, 200);
/** Open to visitors before they buy (catalogue courses only; left out, the flag stays as it is). */
const isFreePreview = z.boolean({ error: 'Pratinjau gratis harus true atau false' }).optional();

/**
 * `POST …/modules/:moduleId/materials`, `PUT …/materials/:materialId` (the kind cannot change). A file's or a video's
 * content is uploaded to the material afterwards (multipart).
 */
export const materialInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('article'),
      title: materialTitle,
      body: text('Isi artikel', 1, 100_000),
      isFreePreview,
    }),
    z.strictObject({
      kind: z.literal('link'),
      title: materialTitle,
      isFreePreview,
      linkUrl: z
        .url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Tautan harus alamat https yang lengkap' })
        .max(500, { error: 'Tautan maksimal 500 karakter' }),
    }),
    z.strictObject({ kind: z.literal('file'), title: materialTitle, isFreePreview }),
    z.strictObject({ kind: z.literal('video'), title: materialTitle, isFreePreview }),
  ],
  { error: 'Jenis materi harus article, link, file, atau video' },
);
export type MaterialInput = z.infer<typeof materialInputSchema>;

/** `PUT …/modules/:moduleId/quiz`, `PUT …/tests/:kind`: an assessment's settings. */
export const assessmentInputSchema = z.strictObject(
  {
    title: text('Judul', 3, 200),
    timeLimitMinutes: wholeNumber('Batas waktu (menit)', 1, 600),
    attemptLimit: wholeNumber('Batas percobaan', 1, 100),
    passingScore: wholeNumber('Nilai lulus', 0, 100),
    shuffle: z.boolean({ error: 'Acak soal harus true atau false' }),
  },
  { error: 'Data kuis tidak valid' },
);
export type AssessmentInput = z.infer<typeof assessmentInputSchema>;

const optionSchema = z.strictObject(
  {
    /** An existing option's id keeps it (and the members' past answers to it); without one, a new option. */
    id: wholeNumber('ID pilihan', 1, 2147483647).optional(),
    text: text('Teks pilihan', 1, 500),
    isCorrect: z.boolean({ error: 'Tanda jawaban benar harus true atau false' }),
  },
  { error: 'Pilihan jawaban tidak valid' },
);

const sameText = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * `POST …/assessments/:assessmentId/questions`, `PUT …/questions/:questionId`. Single choice: 2–8 options, exactly
 * one correct; multiple choice: 2–8 options, at least one correct; short answer: no options, 1–20 accepted answers.
 */
export const questionInputSchema = z
  .strictObject(
    {
      type: z.enum(QUESTION_TYPES, { error: 'Jenis soal harus single, multiple, atau short' }),
      prompt: text('Pertanyaan', 3, 5000),
      explanation: z
        .string({ error: 'Pembahasan harus berupa teks' })
        .trim()
        .max(5000, { error: 'Pembahasan maksimal 5000 karakter' }),
      points: wholeNumber('Poin', 1, 100),
      options: z
        .array(optionSchema, { error: 'Pilihan jawaban harus berupa daftar' })
        .max(QUESTION_OPTIONS_MAX, { error: `Pilihan jawaban maksimal ${QUESTION_OPTIONS_MAX}` }),
      acceptedAnswers: z
        .array(text('Jawaban yang diterima', 1, 200), { error: 'Jawaban yang diterima harus berupa daftar' })
        .max(ACCEPTED_ANSWERS_MAX, { error: `Jawaban yang diterima maksimal ${ACCEPTED_ANSWERS_MAX}` }),
    },
    { error: 'Data soal tidak valid' },
  )
  .superRefine((question, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (question.type === 'short') {
      if (question.options.length > 0) issue('options', 'Soal isian singkat tidak memakai pilihan jawaban');
      if (question.acceptedAnswers.length === 0) issue('acceptedAnswers', 'Isi minimal satu jawaban yang diterima');
      return;
    }
    if (question.acceptedAnswers.length > 0) issue('acceptedAnswers', 'Soal pilihan tidak memakai jawaban isian');
    if (question.options.length < QUESTION_OPTIONS_MIN) {
      issue('options', `Soal pilihan membutuhkan minimal ${QUESTION_OPTIONS_MIN} pilihan jawaban`);
      return;
    }
    const texts = question.options.map((option) => sameText(option.text));
    if (new Set(texts).size !== texts.length) issue('options', 'Pilihan jawaban tidak boleh sama');
    const ids = question.options.flatMap((option) => (option.id === undefined ? [] : [option.id]));
    if (new Set(ids).size !== ids.length) issue('options', 'Pilihan jawaban tidak boleh memakai ID yang sama');
    const correct = question.options.filter((option) => option.isCorrect).length;
    if (question.type === 'single' && correct !== 1) issue('options', 'Pilihan tunggal harus tepat satu jawaban benar');
    if (question.type === 'multiple' && correct < 1)
      issue('options', 'Pilihan ganda membutuhkan minimal satu jawaban benar');
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;
