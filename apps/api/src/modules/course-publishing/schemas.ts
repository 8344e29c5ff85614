// Course publishing routes (decision 0053): parameters, answers and messages (types and bodies in util-contracts
// course-publishing.ts). `builtCourseSlug` is the course's author's (and any admin's); `reviewedCourseSlug` is an
// admin's handle on any course, like the platform's other objects.
import { COURSE_STATES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { authoredAssessmentSchema, authoredModuleSchema } from '../authoring';

export const PUBLISHING_MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  slugTaken: 'Alamat kelas ini sudah dipakai. Pilih alamat lain.',
  slugFixed: 'Alamat kelas tidak dapat diubah setelah kelas pernah terbit: tautan peserta memakainya.',
  inReview: 'Kelas ini sedang ditinjau admin, jadi belum dapat diubah. Tunggu hasil tinjauan.',
  draftHasNoCopy: 'Kelas ini belum terbit: ubah saja langsung, tidak perlu versi baru.',
  noCopy: 'Tidak ada perubahan yang sedang dikerjakan untuk kelas ini.',
  alreadyPending: 'Kelas ini sudah diajukan dan sedang menunggu tinjauan admin.',
  nothingToSubmit: 'Belum ada perubahan untuk diajukan. Ubah pengaturan atau materi kelas lebih dulu.',
  needsMaterial: 'Tambahkan minimal satu modul dengan satu materi sebelum mengajukan kelas.',
  notPending: 'Kelas ini tidak sedang menunggu tinjauan.',
  created: 'Kelas dibuat sebagai draf.',
  saved: 'Pengaturan kelas disimpan.',
  thumbnailSaved: 'Gambar sampul diunggah.',
  revisionStarted: 'Versi baru dibuat. Peserta tetap melihat versi terbit sampai perubahan disetujui.',
  revisionDiscarded: 'Perubahan dibuang. Kelas kembali ke versi terbit.',
  submitted: 'Kelas diajukan untuk ditinjau admin.',
  approved: 'Kelas disetujui dan diterbitkan.',
  returned: 'Kelas dikembalikan kepada pengajar dengan komentar Anda.',
  thumbnailNotFound: 'Gambar tidak ditemukan.',
} as const;

export const THUMBNAIL_MESSAGES = {
  missing: 'Pilih gambar sampul untuk diunggah (kolom "file").',
  tooLarge: 'Gambar sampul maksimal 5 MB.',
  wrongType: 'Gambar sampul harus JPG, PNG, atau WebP.',
  broken: 'Gambar rusak atau tidak utuh. Silakan unggah gambar lain.',
  notMultipart: 'Unggah gambar sebagai multipart/form-data dengan kolom "file".',
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugParam = z
  .string({ error: 'Alamat kelas tidak valid' })
  .max(150, { error: 'Alamat kelas tidak valid' })
  .regex(SLUG, { error: 'Alamat kelas tidak valid' });

export const builtCourseParamsSchema = z.object({ builtCourseSlug: slugParam });
export const reviewedCourseParamsSchema = z.object({ reviewedCourseSlug: slugParam });
export const thumbnailParamsSchema = z.object({
  thumbnailFile: z.string({ error: 'Nama gambar tidak valid' }).max(40, { error: 'Nama gambar tidak valid' }),
});
export const slugSuggestionQuerySchema = z.object({
  title: z.string({ error: 'Judul harus berupa teks' }).max(200, { error: 'Judul maksimal 200 karakter' }).optional(),
  slug: slugParam.optional(),
});

const changesSchema = z.object({
  firstVersion: z.boolean(),
  settings: z.array(z.string()).describe('Pengaturan yang berubah (judul, harga, …)'),
  modulesAdded: z.number().int(),
  modulesRemoved: z.number().int(),
  materialsAdded: z.number().int(),
  materialsChanged: z.number().int(),
  materialsRemoved: z.number().int(),
  assessmentsChanged: z.number().int(),
});

const settingsSchema = z.object({
  title: z.string(),
  level: z.string(),
  category: z.string(),
  description: z.string(),
  price: z.number().int(),
  includedInSubscription: z.boolean(),
  thumbnailUrl: z.string().nullable(),
});

const submissionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'returned']),
  note: z.string(),
  changes: changesSchema,
  submittedAt: z.string(),
  submittedBy: z.string(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewerName: z.string().nullable(),
  version: z.number().int().nullable(),
});

export const builtCourseSchema = z.object({
  slug: z.string(),
  state: z.enum(COURSE_STATES),
  published: z.boolean(),
  settings: settingsSchema,
  editingSlug: z
    .string()
    .nullable()
    .describe('Slug konten yang diubah editor: kelas itu sendiri atau salinan kerjanya'),
  hasWorkingCopy: z.boolean(),
  editable: z.boolean(),
  slugEditable: z.boolean(),
  version: z.number().int().describe('Versi terbit terakhir; 0 bila belum pernah terbit'),
  students: z.number().int(),
  submissions: z.array(submissionSchema),
});

export const builtCourseResponseSchema = envelopeSchema(builtCourseSchema);
export const slugSuggestionResponseSchema = envelopeSchema(z.object({ slug: z.string(), available: z.boolean() }));

export const reviewRowSchema = z.object({
  courseSlug: z.string(),
  title: z.string(),
  authorName: z.string(),
  submittedAt: z.string(),
  note: z.string(),
  changes: changesSchema,
  firstVersion: z.boolean(),
});
export const reviewQueueResponseSchema = pageEnvelopeSchema(reviewRowSchema);
export const reviewDetailResponseSchema = envelopeSchema(
  z.object({
    course: builtCourseSchema,
    settings: settingsSchema,
    outline: z.object({ modules: z.array(authoredModuleSchema), exam: authoredAssessmentSchema.nullable() }),
  }),
);
