// The request bodies of corporate-training groups (decision 0044), read by the API and the admin's forms.
import { z } from 'zod';
import { attendanceRuleFields } from './liveclass-admin-schemas';

const GROUP_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A group may run for at most a year. */
const MAX_GROUP_DAYS = 366;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(min, { error: min <= 1 ? `${label} wajib diisi` : `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

/** `POST /api/lcadm/corporate-training/companies`, `PUT …/companies/:companyId`. */
export const companyInputSchema = z.strictObject(
  { name: text('Nama perusahaan', 2, 150) },
  { error: 'Data perusahaan tidak valid' },
);
export type CompanyInputBody = z.infer<typeof companyInputSchema>;

/** `POST /api/lcadm/corporate-training/:trainingSlug/groups`, `PUT …/groups/:groupId`. */
export const groupInputSchema = z
  .strictObject(
    {
      name: text('Nama grup', 3, 100),
      slug: text('Slug', 3, 150).regex(GROUP_SLUG, {
        error: 'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung',
      }),
      companyId: z
        .number({ error: 'Perusahaan wajib dipilih' })
        .int({ error: 'Perusahaan wajib dipilih' })
        .positive({ error: 'Perusahaan wajib dipilih' })
        .max(2147483647, { error: 'Perusahaan tidak valid' }),
      startsAt: z.iso.datetime({ offset: true, error: 'Tanggal mulai harus berformat tanggal ISO 8601' }),
      endsAt: z.iso.datetime({ offset: true, error: 'Tanggal selesai harus berformat tanggal ISO 8601' }),
      instructorUsername: text('Instruktur', 3, 30),
      // Left out: a new group takes the defaults (10 minutes, 1,440 minutes, 75 %), a change keeps what was set.
      lateAfterMinutes: attendanceRuleFields.lateAfterMinutes.optional(),
      attendanceFinalAfterMinutes: attendanceRuleFields.attendanceFinalAfterMinutes.optional(),
      attendanceThresholdPercent: attendanceRuleFields.attendanceThresholdPercent.optional(),
    },
    { error: 'Data grup tidak valid' },
  )
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    error: 'Tanggal selesai harus setelah tanggal mulai',
    path: ['endsAt'],
  })
  .refine((input) => Date.parse(input.endsAt) - Date.parse(input.startsAt) <= MAX_GROUP_DAYS * 24 * 60 * 60 * 1000, {
    error: `Satu grup paling lama ${MAX_GROUP_DAYS} hari`,
    path: ['endsAt'],
  });
export type GroupInputBody = z.infer<typeof groupInputSchema>;
