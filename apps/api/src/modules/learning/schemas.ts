// The course player's requests and answers (types CoursePlayer, PlayerMaterial, MaterialProgressResult in
// util-contracts).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { courseSlugParamsSchema, materialParamsSchema } from '../catalog';

export { courseSlugParamsSchema, materialParamsSchema };

export const MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  notEnrolled: 'Kamu belum terdaftar di kelas ini. Beli atau aktifkan kelasnya dulu untuk mulai belajar.',
  notInBatch: 'Materi ini hanya untuk peserta batch. Daftar ke batch-nya dulu untuk mulai belajar.',
  notInGroup: 'Materi ini hanya untuk peserta grup pelatihan korporat ini.',
  notInProgram: 'Materi ini hanya untuk karyawan peserta program perusahaan ini.',
  materialNotFound: 'Materi tidak ditemukan.',
  streamMissing: 'Video materi ini belum tersedia.',
  fileMissing: 'Berkas materi ini belum tersedia.',
  notAFile: 'Materi ini bukan berkas yang bisa diunduh.',
  progressSaved: 'Progres tersimpan.',
  materialDone: 'Materi selesai.',
} as const;

/** A file material (its own parameter name, so the generic suites put a file material's id in the path). */
export const fileParamsSchema = courseSlugParamsSchema.extend({
  fileHashId: z
    .string({ error: 'Alamat materi tidak valid' })
    .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'Alamat materi tidak valid' }),
});

/** An HLS playlist or segment name, as the playlist names it (no folders). */
export const hlsParamsSchema = materialParamsSchema.extend({
  fileName: z
    .string({ error: 'Nama berkas video tidak valid' })
    .regex(/^[A-Za-z0-9_-]{1,80}\.(m3u8|ts|m4s|mp4)$/, { error: 'Nama berkas video tidak valid' }),
});

export const progressBodySchema = z.object({
  position_seconds: z
    .number({ error: 'Posisi video harus berupa angka' })
    .int({ error: 'Posisi video harus bilangan bulat' })
    .min(0, { error: 'Posisi video tidak boleh negatif' })
    .max(86_400, { error: 'Posisi video terlalu besar' }),
  completed: z.boolean({ error: 'Tanda selesai harus true atau false' }).optional(),
});

const materialKindSchema = z.enum(['video', 'article', 'file', 'link']);
const materialLinkSchema = z.object({ hashId: z.string(), title: z.string() }).nullable();

export const coursePlayerSchema = z.object({
  slug: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  authorName: z.string(),
  progress: z.number().int(),
  completedMaterials: z.number().int(),
  totalMaterials: z.number().int(),
  completedAt: z.iso.datetime().nullable(),
  resume: z
    .object({ hashId: z.string(), title: z.string(), moduleSlug: z.string(), positionSeconds: z.number().int() })
    .nullable(),
  modules: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      order: z.number().int(),
      hasQuiz: z.boolean(),
      materials: z.array(
        z.object({
          hashId: z.string(),
          title: z.string(),
          kind: materialKindSchema,
          durationSeconds: z.number().int(),
          done: z.boolean(),
          positionSeconds: z.number().int(),
        }),
      ),
    }),
  ),
  hasExam: z.boolean(),
  certificateNumber: z.string().nullable(),
});

export const playerMaterialSchema = z.object({
  hashId: z.string(),
  title: z.string(),
  kind: materialKindSchema,
  durationSeconds: z.number().int(),
  moduleSlug: z.string(),
  moduleTitle: z.string(),
  done: z.boolean(),
  positionSeconds: z.number().int(),
  body: z.string().nullable(),
  hlsUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  linkUrl: z.string().nullable(),
  previous: materialLinkSchema,
  next: materialLinkSchema,
});

export const progressResultSchema = z.object({
  done: z.boolean(),
  positionSeconds: z.number().int(),
  progress: z.number().int(),
  completedMaterials: z.number().int(),
  totalMaterials: z.number().int(),
  pointsAwarded: z.number().int(),
  xpAwarded: z.number().int(),
  courseCompleted: z.boolean(),
  certificateNumber: z.string().nullable(),
});

export const coursePlayerResponseSchema = envelopeSchema(coursePlayerSchema);
export const playerMaterialResponseSchema = envelopeSchema(playerMaterialSchema);
export const progressResponseSchema = envelopeSchema(progressResultSchema);
