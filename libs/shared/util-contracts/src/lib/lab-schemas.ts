// The lab's request bodies as the API and the lab's and staff's forms read them (one schema each, decision 0035).
// Kept apart from lab.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';
import {
  LAB_ANSWER_KINDS,
  LAB_ANSWER_MAX_LENGTH,
  LAB_CATEGORIES,
  LAB_DIFFICULTIES,
  LAB_FLAG_KINDS,
  LAB_VALUE_TYPES,
} from './lab';

/** A body takes only the fields it declares; an unknown one is named ("Kolom tidak dikenal: price"). */
function strict(what: string) {
  return (issue: { code?: string; keys?: string[] }) => {
    if (issue.code !== 'unrecognized_keys' || !issue.keys) return what;
    const names = issue.keys.slice(0, 3).map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key));
    return `Kolom tidak dikenal: ${names.join(', ')}${issue.keys.length > 3 ? ', …' : ''}`;
  };
}

const answerText = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .max(LAB_ANSWER_MAX_LENGTH, { error: `${label} maksimal ${LAB_ANSWER_MAX_LENGTH} karakter` });

/** `POST /api/lab/challenges/:challengeSlug/submissions`. */
export const labSubmissionSchema = z.strictObject(
  { flag: answerText('Flag') },
  { error: strict('Data flag tidak valid') },
);
export type LabSubmissionBody = z.infer<typeof labSubmissionSchema>;

/** `POST /api/lab/exercises/:exerciseSlug/steps/:stepId/answer`. */
export const labStepAnswerSchema = z.strictObject(
  { answer: answerText('Jawaban') },
  { error: strict('Data jawaban tidak valid') },
);
export type LabStepAnswerBody = z.infer<typeof labStepAnswerSchema>;

const LAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const labSlugSchema = z
  .string({ error: 'Slug wajib diisi' })
  .trim()
  .min(3, { error: 'Slug minimal 3 karakter' })
  .max(150, { error: 'Slug maksimal 150 karakter' })
  .regex(LAB_SLUG, { error: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung' });

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
    .max(max, { error: `${label} maksimal ${max.toLocaleString('id-ID')}` });

const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} harus berformat tanggal ISO 8601` }).nullable();

const categorySchema = z.enum(LAB_CATEGORIES, {
  error: `Kategori harus salah satu dari: ${LAB_CATEGORIES.join(', ')}`,
});
const difficultySchema = z.enum(LAB_DIFFICULTIES, { error: 'Tingkat kesulitan harus easy, medium, atau hard' });
const switchSchema = (label: string) => z.boolean({ error: `${label} harus true atau false` });

/** `POST /api/lcadm/lab/challenges`, `PUT /api/lcadm/lab/challenges/:challengeId`. */
export const labChallengeInputSchema = z
  .strictObject(
    {
      slug: labSlugSchema,
      title: text('Judul', 3, 150),
      category: categorySchema,
      difficulty: difficultySchema,
      description: text('Deskripsi', 1, 20000),
      connectionInfo: text('Info koneksi', 1, 500).nullable(),
      published: switchSchema('Status terbit'),
      visibleFrom: dateTime('Waktu mulai tampil'),
      visibleUntil: dateTime('Waktu selesai tampil'),
      prerequisiteSlug: labSlugSchema.nullable(),
      valueType: z.enum(LAB_VALUE_TYPES, { error: 'Jenis nilai harus static atau dynamic' }),
      initialValue: wholeNumber('Nilai awal', 0, 100_000),
      minimumValue: wholeNumber('Nilai minimum', 0, 100_000),
      decay: wholeNumber('Decay', 1, 100_000),
      maxAttempts: wholeNumber('Batas percobaan', 1, 10_000).nullable(),
    },
    { error: strict('Data tidak valid') },
  )
  .refine((input) => input.minimumValue <= input.initialValue, {
    path: ['minimumValue'],
    error: 'Nilai minimum tidak boleh lebih besar dari nilai awal',
  })
  .refine((input) => !input.visibleFrom || !input.visibleUntil || input.visibleFrom < input.visibleUntil, {
    path: ['visibleUntil'],
    error: 'Waktu selesai tampil harus setelah waktu mulai tampil',
  })
  .refine((input) => input.prerequisiteSlug !== input.slug, {
    path: ['prerequisiteSlug'],
    error: 'Tantangan tidak dapat menjadi prasyarat dirinya sendiri',
  });
export type LabChallengeInputBody = z.infer<typeof labChallengeInputSchema>;

/** `POST /api/lcadm/lab/challenges/:challengeId/flags`: `value` is required except for per_user flags. */
export const labFlagInputSchema = z
  .strictObject(
    {
      kind: z.enum(LAB_FLAG_KINDS, { error: 'Jenis flag harus static, regex, atau per_user' }),
      value: z
        .string({ error: 'Flag harus berupa teks' })
        .trim()
        .min(1, { error: 'Flag wajib diisi' })
        .max(500, { error: 'Flag maksimal 500 karakter' })
        .optional(),
      caseInsensitive: switchSchema('Abaikan huruf besar/kecil'),
    },
    { error: strict('Data tidak valid') },
  )
  .refine((input) => input.kind === 'per_user' || input.value !== undefined, {
    path: ['value'],
    error: 'Flag wajib diisi',
  })
  .refine((input) => input.kind !== 'per_user' || input.value === undefined, {
    path: ['value'],
    error: 'Flag per pengguna dibuat oleh server; jangan isi flag',
  })
  .refine((input) => input.kind !== 'regex' || input.value === undefined || compiles(input.value), {
    path: ['value'],
    error: 'Pola regex tidak valid',
  });
export type LabFlagInputBody = z.infer<typeof labFlagInputSchema>;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** `POST /api/lcadm/lab/challenges/:challengeId/hints`, `PUT /api/lcadm/lab/hints/:hintId`. */
export const labHintInputSchema = z.strictObject(
  {
    position: wholeNumber('Urutan', 1, 100),
    cost: wholeNumber('Biaya petunjuk', 0, 100_000),
    body: text('Isi petunjuk', 1, 5000),
  },
  { error: strict('Data tidak valid') },
);
export type LabHintInputBody = z.infer<typeof labHintInputSchema>;

/** `POST /api/lcadm/lab/challenges/:challengeId/reset-attempts`. */
export const labResetAttemptsSchema = z.strictObject(
  { username: text('Username', 1, 100) },
  { error: strict('Data tidak valid') },
);

/** `PUT /api/lcadm/lab/settings`. */
export const labSettingsInputSchema = z.strictObject(
  { scoreboardFrozenAt: dateTime('Waktu pembekuan papan skor') },
  { error: strict('Data tidak valid') },
);

/** A hint of an exercise step, in `labExerciseInputSchema`: its place is its place in the list. */
const stepHintInputSchema = z.strictObject(
  {
    id: z.number({ error: 'Id petunjuk harus berupa angka' }).int().positive().max(2147483647).optional(),
    cost: wholeNumber('Biaya petunjuk', 0, 100_000),
    body: text('Isi petunjuk', 1, 5000),
  },
  { error: strict('Data tidak valid') },
);

const stepInputSchema = z.strictObject(
  {
    id: z.number({ error: 'Id langkah harus berupa angka' }).int().positive().max(2147483647).optional(),
    title: text('Judul langkah', 1, 150),
    body: text('Instruksi langkah', 1, 20000),
    answerKind: z.enum(LAB_ANSWER_KINDS, { error: 'Jenis jawaban harus flag atau text' }),
    answer: answerText('Jawaban langkah').optional(),
    answerFormat: text('Format jawaban', 1, 100).nullable(),
    caseInsensitive: switchSchema('Abaikan huruf besar/kecil'),
    hints: z
      .array(stepHintInputSchema, { error: 'Petunjuk harus berupa daftar' })
      .max(10, { error: 'Satu langkah maksimal punya 10 petunjuk' })
      .optional(),
  },
  { error: strict('Data tidak valid') },
);

/** `POST /api/lcadm/lab/exercises`, `PUT /api/lcadm/lab/exercises/:exerciseId`. */
export const labExerciseInputSchema = z.strictObject(
  {
    slug: labSlugSchema,
    title: text('Judul', 3, 150),
    category: categorySchema,
    difficulty: difficultySchema,
    summary: text('Ringkasan', 1, 500),
    description: z
      .string({ error: 'Deskripsi harus berupa teks' })
      .trim()
      .max(20000, { error: 'Deskripsi maksimal 20000 karakter' }),
    points: wholeNumber('Poin', 0, 100_000),
    xp: wholeNumber('XP', 0, 100_000),
    published: switchSchema('Status terbit'),
    steps: z
      .array(stepInputSchema, { error: 'Langkah harus berupa daftar' })
      .min(1, { error: 'Lab latihan minimal punya 1 langkah' })
      .max(50, { error: 'Lab latihan maksimal 50 langkah' }),
  },
  { error: strict('Data tidak valid') },
);
export type LabExerciseInputBody = z.infer<typeof labExerciseInputSchema>;

/** `PUT …/ctf/:challengeSlug/assignment` and `…/exercise-lab/:exerciseSlug/assignment`. */
export const labAssignmentInputSchema = z.strictObject(
  { dueAt: dateTime('Batas waktu') },
  { error: strict('Data tidak valid') },
);
export type LabAssignmentInputBody = z.infer<typeof labAssignmentInputSchema>;
