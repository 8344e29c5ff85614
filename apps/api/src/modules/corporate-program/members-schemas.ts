// The Member list, Progres Belajar, their CSV and the reminders (types `CorporateEmployee`, `CorporateMemberSummary`,
// `ReminderResult` in util-contracts corporate-manager.ts).
import { employeeFiltersSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { exportQuerySchema } from '../downloads';
import { departmentFiguresSchema, employeeSchema, figuresSchema } from './schemas';

export const employeesQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama, username atau email'),
  ...employeeFiltersSchema.shape,
});

export const employeesExportQuerySchema = exportQuerySchema.extend({
  q: searchTermSchema,
  ...employeeFiltersSchema.shape,
});

export const employeesResponseSchema = pageEnvelopeSchema(employeeSchema).describe(
  'Tanpa akses penuh: daftar kosong, dengan pesan akses terbatas',
);

export const memberSummaryResponseSchema = envelopeSchema(
  z.object({
    fullAccess: z.boolean(),
    inactiveAfterDays: z.number().int(),
    summary: figuresSchema,
    departments: z.array(departmentFiguresSchema),
  }),
);

export const reminderResponseSchema = envelopeSchema(
  z.object({
    reminded: z.number().int().nullable().describe('Null tanpa akses penuh bila kurang dari 5 karyawan'),
    remindedAt: z.string().nullable(),
  }),
);
