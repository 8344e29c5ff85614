// The request bodies of batch sessions and attendance (decision 0040), read by the API and the instructor's form.
import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './sessions';

/** `PUT /api/author/liveclass/:liveclassSlug/batches/:batchId/sessions/:sessionId/attendance/:username`. */
export const attendanceCorrectionSchema = z.strictObject(
  {
    status: z.enum(ATTENDANCE_STATUSES, { error: 'Status harus hadir, terlambat, izin, atau tidak_hadir' }),
    reason: z
      .string({ error: 'Alasan wajib diisi' })
      .trim()
      .min(3, { error: 'Alasan minimal 3 karakter' })
      .max(300, { error: 'Alasan maksimal 300 karakter' }),
  },
  { error: 'Data kehadiran tidak valid' },
);
export type AttendanceCorrectionBody = z.infer<typeof attendanceCorrectionSchema>;

/** `POST …/batches/:batchId/sessions`, `PUT …/sessions/:sessionId`: a session's title, times and meeting room. */
export const sessionInputSchema = z
  .strictObject(
    {
      title: z
        .string({ error: 'Judul sesi wajib diisi' })
        .trim()
        .min(3, { error: 'Judul sesi minimal 3 karakter' })
        .max(200, { error: 'Judul sesi maksimal 200 karakter' }),
      startsAt: z.iso.datetime({ offset: true, error: 'Waktu mulai harus berformat tanggal ISO 8601' }),
      endsAt: z.iso.datetime({ offset: true, error: 'Waktu selesai harus berformat tanggal ISO 8601' }),
      meetingUrl: z
        .url({ protocol: /^https$/, error: 'Tautan ruang kelas harus alamat https' })
        .max(500, { error: 'Tautan ruang kelas maksimal 500 karakter' })
        .nullable(),
    },
    { error: 'Data sesi tidak valid' },
  )
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    error: 'Waktu selesai harus setelah waktu mulai',
    path: ['endsAt'],
  })
  .refine((input) => Date.parse(input.endsAt) - Date.parse(input.startsAt) <= 12 * 60 * 60 * 1000, {
    error: 'Satu sesi paling lama 12 jam',
    path: ['endsAt'],
  });
export type SessionInputBody = z.infer<typeof sessionInputSchema>;
