// Building, reviewing and publishing a catalogue course (decision 0053): the bodies the API reads and the author's and
// admin's forms validate with, and the answers they show.
import { z } from 'zod';
import { COURSE_LEVELS } from './commerce';

const MAX_PRICE = 1_000_000_000;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

const rupiah = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int({ error: `${label} harus bilangan bulat (rupiah)` })
    .min(0, { error: `${label} tidak boleh negatif` })
    .max(MAX_PRICE, { error: `${label} terlalu besar` });

export const courseSlugSchema = z
  .string({ error: 'Alamat kelas (slug) wajib diisi' })
  .trim()
  .min(3, { error: 'Alamat kelas (slug) minimal 3 karakter' })
  .max(120, { error: 'Alamat kelas (slug) maksimal 120 karakter' })
  .regex(SLUG, { error: 'Alamat kelas hanya boleh huruf kecil, angka, dan tanda hubung (mis. dasar-keamanan-web)' });

/** What a course is, for the catalogue: every field of its settings but the slug. */
const settingsFields = {
  title: text('Judul kelas', 5, 200),
  level: z.enum(COURSE_LEVELS, { error: 'Level harus Pemula, Menengah, atau Mahir' }),
  category: text('Kategori', 2, 60),
  description: text('Deskripsi', 20, 20_000),
  price: rupiah('Harga'),
  includedInSubscription: z.boolean({ error: 'Pilihan langganan harus true atau false' }),
};

/** `PUT /api/author/courses/:builtCourseSlug`: the course's settings (the slug only while it was never published). */
export const courseSettingsInputSchema = z.strictObject(
  { ...settingsFields, slug: courseSlugSchema.optional() },
  { error: 'Data kelas tidak valid' },
);
export type CourseSettingsInput = z.infer<typeof courseSettingsInputSchema>;

/** `POST /api/author/courses`: a new course, made as a draft. */
export const courseCreateInputSchema = z.strictObject(
  { ...settingsFields, slug: courseSlugSchema },
  { error: 'Data kelas tidak valid' },
);
export type CourseCreateInput = z.infer<typeof courseCreateInputSchema>;

/** `POST …/submission`: the author's optional note to the reviewer. */
export const courseSubmitInputSchema = z.strictObject(
  {
    note: z
      .string({ error: 'Catatan harus berupa teks' })
      .trim()
      .max(2000, { error: 'Catatan maksimal 2000 karakter' }),
  },
  { error: 'Data pengajuan tidak valid' },
);
export type CourseSubmitInput = z.infer<typeof courseSubmitInputSchema>;

/** `POST /api/lcadm/course-reviews/:reviewedCourseSlug/approve`: an optional comment. */
export const courseApproveInputSchema = z.strictObject(
  {
    comment: z
      .string({ error: 'Komentar harus berupa teks' })
      .trim()
      .max(4000, { error: 'Komentar maksimal 4000 karakter' }),
  },
  { error: 'Data persetujuan tidak valid' },
);

/** `POST …/return`: what the author must change — required. */
export const courseReturnInputSchema = z.strictObject(
  { comment: text('Komentar untuk pengajar', 10, 4000) },
  { error: 'Data pengembalian tidak valid' },
);
export type CourseReviewCommentInput = z.infer<typeof courseReturnInputSchema>;

/** A course's place in its life: never published, waiting, sent back, or live (with or without a change in work). */
export const COURSE_STATES = ['draft', 'in_review', 'returned', 'published'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export interface SubmissionChangesSummary {
  firstVersion: boolean;
  settings: string[];
  modulesAdded: number;
  modulesRemoved: number;
  materialsAdded: number;
  materialsChanged: number;
  materialsRemoved: number;
  assessmentsChanged: number;
}

export interface CourseSubmissionSummary {
  id: number;
  status: 'pending' | 'approved' | 'returned';
  note: string;
  changes: SubmissionChangesSummary;
  submittedAt: string;
  submittedBy: string;
  reviewComment: string | null;
  reviewedAt: string | null;
  reviewerName: string | null;
  version: number | null;
}

export interface CourseSettings {
  title: string;
  level: string;
  category: string;
  description: string;
  price: number;
  includedInSubscription: boolean;
  thumbnailUrl: string | null;
}

/** `GET /api/author/courses/:builtCourseSlug`: the builder's view of one course. */
export interface BuiltCourse {
  slug: string;
  state: CourseState;
  published: boolean;
  /** The settings being edited: the working copy's while a change is in work, else the course's own. */
  settings: CourseSettings;
  /** The content slug the editor writes to: the course's own (draft) or its working copy's; null: nothing to edit. */
  editingSlug: string | null;
  hasWorkingCopy: boolean;
  /** Whether the author may change anything now (not while an admin reviews it). */
  editable: boolean;
  slugEditable: boolean;
  version: number;
  students: number;
  submissions: CourseSubmissionSummary[];
}

/** `GET /api/author/courses/slug-suggestion`: a free slug made from a title (or the one asked for, if free). */
export interface CourseSlugSuggestion {
  slug: string;
  available: boolean;
}

/** `GET /api/lcadm/course-reviews`: one submission waiting. */
export interface CourseReviewRow {
  courseSlug: string;
  title: string;
  authorName: string;
  submittedAt: string;
  note: string;
  changes: SubmissionChangesSummary;
  firstVersion: boolean;
}

/** "2 materi baru, 1 materi diubah, pengaturan: harga" — what a submission changes, in words (author and admin). */
export function describeSubmissionChanges(changes: SubmissionChangesSummary): string {
  if (changes.firstVersion) {
    const { modulesAdded, materialsAdded, assessmentsChanged } = changes;
    return `Kelas baru: ${modulesAdded} modul, ${materialsAdded} materi, ${assessmentsChanged} kuis/ujian`;
  }
  const parts = [
    changes.modulesAdded > 0 && `${changes.modulesAdded} modul baru`,
    changes.modulesRemoved > 0 && `${changes.modulesRemoved} modul dihapus`,
    changes.materialsAdded > 0 && `${changes.materialsAdded} materi baru`,
    changes.materialsChanged > 0 && `${changes.materialsChanged} materi diubah`,
    changes.materialsRemoved > 0 && `${changes.materialsRemoved} materi dihapus`,
    changes.assessmentsChanged > 0 && `${changes.assessmentsChanged} kuis/ujian diubah`,
    changes.settings.length > 0 && `pengaturan: ${changes.settings.join(', ')}`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : 'Tanpa perubahan isi';
}
