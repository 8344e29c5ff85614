// The bodies of joining a classroom by code and of the teacher's join-code settings, as the API and the pages read
// them (decision 0037). Kept apart from teacher.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';
import { CLASSROOM_MAX_SEATS } from './teacher';

const unknownKeys = (what: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' && issue.keys
    ? `Kolom tidak dikenal: ${issue.keys
        .slice(0, 3)
        .map((key) => (key.length > 40 ? `${key.slice(0, 40)}…` : key))
        .join(', ')}`
    : what;

/** What a join code looks like once spaces are dropped and letters capitalised: `USI-KJA26`, `K7QM-4XPD`. */
export const JOIN_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** A code as a person types it: spaces around or inside are dropped, lower case is the same code. */
export const joinCodeSchema = z
  .string({ error: 'Kode bergabung wajib diisi' })
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(4, { error: 'Kode bergabung minimal 4 karakter' })
      .max(16, { error: 'Kode bergabung maksimal 16 karakter' })
      .regex(JOIN_CODE_PATTERN, { error: 'Kode bergabung hanya berisi huruf, angka, dan tanda hubung' }),
  );

/** `POST /api/member/classrooms/join`. */
export const classroomJoinSchema = z.strictObject({ code: joinCodeSchema }, { error: unknownKeys('Data tidak valid') });
export type ClassroomJoinBody = z.infer<typeof classroomJoinSchema>;

/** `PUT /api/teacher/classrooms/:classroomSlug/join-code`. */
export const classroomJoinSettingsSchema = z.strictObject(
  {
    expiresAt: z.iso.datetime({ offset: true, error: 'Batas waktu kode harus berformat tanggal ISO 8601' }).nullable(),
    seatLimit: z
      .number({ error: 'Batas kursi harus berupa angka' })
      .int({ error: 'Batas kursi harus bilangan bulat' })
      .min(1, { error: 'Batas kursi minimal 1' })
      .max(CLASSROOM_MAX_SEATS, { error: `Batas kursi maksimal ${CLASSROOM_MAX_SEATS}` })
      .nullable(),
  },
  { error: unknownKeys('Data tidak valid') },
);
export type ClassroomJoinSettingsBody = z.infer<typeof classroomJoinSettingsSchema>;
