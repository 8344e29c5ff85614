// Quizzes and exams (decision 0018; types in util-contracts assessments.ts): what the routes accept and answer.
// Messages are Indonesian: the first failing one becomes the 422 answer's message.
import { ASSESSMENT_KINDS } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugSchema = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

export const MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  moduleNotFound: 'Modul tidak ditemukan.',
  quizNotFound: 'Modul ini belum memiliki kuis.',
  examNotFound: 'Kelas ini belum memiliki ujian.',
  batchTestNotFound: 'Batch ini belum memiliki tes tersebut.',
  notInBatch: 'Tes ini hanya untuk peserta batch. Daftar ke batch-nya dulu.',
  notEnrolled: 'Anda belum terdaftar di kelas ini. Daftar kelas terlebih dahulu untuk mengerjakan kuis dan ujian.',
  attemptNotFound: 'Percobaan tidak ditemukan.',
  examLocked: 'Ujian terbuka setelah semua materi kelas ini selesai.',
  noAttemptsLeft: 'Kesempatan mengerjakan sudah habis.',
  alreadySubmitted: 'Percobaan ini sudah dikumpulkan.',
  timeUp: 'Waktu pengerjaan sudah habis. Jawaban yang tersimpan sebelum batas waktu tetap dinilai.',
  unknownQuestion: 'Ada jawaban untuk soal yang tidak ada di percobaan ini.',
  unknownOption: 'Ada pilihan jawaban yang tidak ada di soalnya.',
  singleChoice: 'Soal pilihan tunggal hanya boleh satu jawaban.',
  answersRequired: 'Daftar jawaban wajib diisi.',
  saved: 'Jawaban tersimpan.',
  started: 'Selamat mengerjakan.',
  resumed: 'Melanjutkan percobaan yang sedang berjalan.',
  submitted: 'Jawaban sudah dikumpulkan.',
} as const;

// ---------------------------------------------------------------- requests

export const examParamsSchema = z.object({ courseSlug: slugSchema('Alamat kelas tidak valid') });
export const batchTestParamsSchema = z.object({ batchContentSlug: slugSchema('Alamat materi batch tidak valid') });
export const quizParamsSchema = examParamsSchema.extend({ moduleSlug: slugSchema('Alamat modul tidak valid') });
export const attemptParamsSchema = z.object({ attemptId: idParamSchema('ID percobaan') });

const answerSchema = z.strictObject(
  {
    questionId: z
      .number({ error: 'ID soal harus berupa angka' })
      .int({ error: 'ID soal harus bilangan bulat' })
      .positive({ error: 'ID soal tidak valid' })
      .max(2147483647, { error: 'ID soal tidak valid' }),
    optionIds: z
      .array(
        z
          .number({ error: 'ID pilihan harus berupa angka' })
          .int({ error: 'ID pilihan harus bilangan bulat' })
          .positive({ error: 'ID pilihan tidak valid' })
          .max(2147483647, { error: 'ID pilihan tidak valid' }),
        { error: 'Pilihan jawaban harus berupa daftar' },
      )
      .max(20, { error: 'Terlalu banyak pilihan jawaban' })
      .optional(),
    text: z
      .string({ error: 'Jawaban isian harus berupa teks' })
      .max(200, { error: 'Jawaban isian maksimal 200 karakter' })
      .optional(),
  },
  { error: 'Jawaban tidak valid' },
);

const answersSchema = z
  .array(answerSchema, { error: 'Daftar jawaban harus berupa daftar' })
  .max(200, { error: 'Terlalu banyak jawaban' });

// Optional at the schema level only so that another member's attempt answers 404 before a missing body is reported;
// the service asks for `answers` once the attempt is known to be the caller's.
export const saveAnswersBodySchema = z
  .strictObject({ answers: answersSchema }, { error: 'Data jawaban tidak valid' })
  .nullish();
/** Submit may carry the last answers; they count only until the deadline + grace. */
export const submitBodySchema = z
  .strictObject({ answers: answersSchema.optional() }, { error: 'Data jawaban tidak valid' })
  .nullish();

export type AnswerInput = z.infer<typeof answerSchema>;

// ---------------------------------------------------------------- responses

const attemptSummarySchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string(),
  score: z.number().int(),
  passed: z.boolean(),
});

export const assessmentInfoSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  moduleSlug: z.string().nullable(),
  moduleTitle: z.string().nullable(),
  questionCount: z.number().int(),
  timeLimitMinutes: z.number().int(),
  passingScore: z.number().int(),
  attemptLimit: z.number().int(),
  attemptsUsed: z.number().int(),
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
  locked: z.string().nullable(),
  inProgress: z.object({ id: z.number().int(), deadline: z.string() }).nullable(),
  pastAttempts: z.array(attemptSummarySchema),
});

const optionSchema = z.object({ id: z.number().int(), text: z.string() });
// Strict on the way out: a correct flag or an accepted answer added by mistake fails the response check.
const questionSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(['single', 'multiple', 'short']),
  prompt: z.string(),
  points: z.number().int(),
  options: z.array(z.strictObject(optionSchema.shape)),
});
const reviewQuestionSchema = z.object({
  ...questionSchema.shape,
  options: z.array(optionSchema),
  explanation: z.string(),
  correctOptionIds: z.array(z.number().int()),
  acceptedAnswers: z.array(z.string()),
  correct: z.boolean(),
});
const savedAnswerSchema = z.object({
  questionId: z.number().int(),
  optionIds: z.array(z.number().int()).optional(),
  text: z.string().optional(),
});

export const attemptSchema = z.object({
  id: z.number().int(),
  assessmentId: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  courseSlug: z.string(),
  moduleSlug: z.string().nullable(),
  startedAt: z.string(),
  deadline: z.string(),
  serverNow: z.string(),
  submittedAt: z.string().nullable(),
  status: z.enum(['in_progress', 'submitted']),
  passingScore: z.number().int(),
  score: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  answers: z.array(savedAnswerSchema),
  questions: z.array(questionSchema).nullable(),
  review: z.array(reviewQuestionSchema).nullable(),
  awarded: z.object({ points: z.number().int(), xp: z.number().int() }).nullable(),
});

export const assessmentInfoResponseSchema = envelopeSchema(assessmentInfoSchema);
export const attemptResponseSchema = envelopeSchema(attemptSchema);
export const savedResponseSchema = envelopeSchema(z.object({ savedAt: z.string(), deadline: z.string() }));
