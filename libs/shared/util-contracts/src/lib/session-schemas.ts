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
