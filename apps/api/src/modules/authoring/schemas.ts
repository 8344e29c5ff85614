// Authoring routes (decision 0042): path parameters, the answers' shapes and the messages (types in util-contracts
// authoring.ts, request bodies in authoring-schemas.ts). The parameters are named `authored…` because the
// authorization suites know each parameter name's owner: these are the content's author's.
import {
  assessmentInputSchema,
  ASSESSMENT_KINDS,
  CONTENT_TEST_KINDS,
  materialInputSchema,
  moduleInputSchema,
  orderInputSchema,
  QUESTION_TYPES,
  questionInputSchema,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export { assessmentInputSchema, materialInputSchema, moduleInputSchema, orderInputSchema, questionInputSchema };

export const AUTHORING_MESSAGES = {
  contentNotFound: 'Konten kelas tidak ditemukan.',
  moduleNotFound: 'Modul tidak ditemukan di konten ini.',
  materialNotFound: 'Materi tidak ditemukan di konten ini.',
  assessmentNotFound: 'Kuis atau tes tidak ditemukan di konten ini.',
  questionNotFound: 'Soal tidak ditemukan di konten ini.',
  orderMismatch: 'Urutan harus memuat setiap item daftar ini tepat satu kali. Muat ulang halaman lalu coba lagi.',
  kindFixed: 'Jenis materi tidak dapat diubah. Hapus materi ini lalu buat materi baru dengan jenis lain.',
  batchOnlyTest: 'Pre-test dan post-test hanya ada pada konten batch atau grup pelatihan.',
  unknownOption: 'Pilihan jawaban yang diubah tidak ada di soal ini. Muat ulang halaman lalu coba lagi.',
  previewCourseOnly: 'Pratinjau gratis hanya ada pada kelas katalog, bukan pada konten batch atau grup.',
  moduleCreated: 'Modul ditambahkan.',
  moduleSaved: 'Modul disimpan.',
  moduleDeleted: 'Modul dihapus.',
  orderSaved: 'Urutan disimpan.',
  materialCreated: 'Materi ditambahkan.',
  materialSaved: 'Materi disimpan.',
  materialDeleted: 'Materi dihapus.',
  fileSaved: 'Berkas materi diunggah.',
  videoSaved: 'Video diunggah dan siap diputar.',
  assessmentSaved: 'Pengaturan disimpan.',
  assessmentDeleted: 'Kuis atau tes dihapus.',
  questionCreated: 'Soal ditambahkan.',
  questionSaved: 'Soal disimpan.',
  questionDeleted: 'Soal dihapus.',
} as const;

/** Every authoring route: under one content, for its author and the admins. */
export const AUTHORING_BASE = '/api/author/content/:authoredContentSlug';
export const authoringTags = ['author'];
export const authoringAccess = { access: ['author', 'admin'] as const };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contentParamsSchema = z.object({
  authoredContentSlug: z
    .string({ error: 'Alamat konten tidak valid' })
    .max(150, { error: 'Alamat konten tidak valid' })
    .regex(SLUG, { error: 'Alamat konten tidak valid' }),
});
export const moduleParamsSchema = contentParamsSchema.extend({ authoredModuleId: idParamSchema('ID modul') });
export const materialParamsSchema = contentParamsSchema.extend({ authoredMaterialId: idParamSchema('ID materi') });
export const assessmentParamsSchema = contentParamsSchema.extend({
  authoredAssessmentId: idParamSchema('ID kuis atau tes'),
});
export const questionParamsSchema = contentParamsSchema.extend({ authoredQuestionId: idParamSchema('ID soal') });
export const testParamsSchema = contentParamsSchema.extend({
  testKind: z.enum(CONTENT_TEST_KINDS, { error: 'Jenis tes harus pre_test, post_test, atau exam' }),
});

// ---------------------------------------------------------------- answers

const option = z.object({ id: z.number().int(), text: z.string(), isCorrect: z.boolean() });

export const authoredQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUESTION_TYPES),
  prompt: z.string(),
  explanation: z.string(),
  points: z.number().int(),
  order: z.number().int(),
  options: z.array(option),
  acceptedAnswers: z.array(z.string()),
});

export const authoredAssessmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ASSESSMENT_KINDS),
  title: z.string(),
  timeLimitMinutes: z.number().int(),
  attemptLimit: z.number().int(),
  passingScore: z.number().int(),
  shuffle: z.boolean(),
  attempts: z.number().int().describe('Percobaan peserta (selesai atau berjalan): bila ada, tidak dapat dihapus'),
  questions: z.array(authoredQuestionSchema),
});

export const authoredMaterialSchema = z.object({
  id: z.number().int(),
  hashId: z.string(),
  kind: z.enum(['video', 'article', 'file', 'link']),
  title: z.string(),
  order: z.number().int(),
  durationSeconds: z.number().int(),
  body: z.string().nullable(),
  linkUrl: z.string().nullable(),
  fileType: z.string().nullable(),
  hasVideo: z.boolean(),
  video: z
    .object({
      status: z.enum(['uploaded', 'processing', 'ready', 'failed']),
      progress: z.number().int().min(0).max(100),
      error: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
    })
    .nullable(),
  isFreePreview: z.boolean(),
});

export const authoredModuleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  order: z.number().int(),
  materials: z.array(authoredMaterialSchema),
  quiz: authoredAssessmentSchema.nullable(),
});

export const outlineResponseSchema = envelopeSchema(
  z.object({
    slug: z.string(),
    title: z.string(),
    owner: z.enum(['course', 'batch', 'group', 'program']),
    modules: z.array(authoredModuleSchema),
    exam: authoredAssessmentSchema.nullable(),
    preTest: authoredAssessmentSchema.nullable(),
    postTest: authoredAssessmentSchema.nullable(),
  }),
);
export const moduleResponseSchema = envelopeSchema(authoredModuleSchema);
export const materialResponseSchema = envelopeSchema(authoredMaterialSchema);
export const assessmentResponseSchema = envelopeSchema(authoredAssessmentSchema);
export const questionResponseSchema = envelopeSchema(authoredQuestionSchema);
export const emptyResponseSchema = envelopeSchema(z.null());
