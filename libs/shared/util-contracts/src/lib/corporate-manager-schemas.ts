// The corporate program manager's request bodies and list filters (decision 0047), read by the API and the pages.
import { z } from 'zod';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from './corporate-manager';

const username = z
  .string({ error: 'Karyawan wajib dipilih' })
  .trim()
  .min(1, { error: 'Karyawan wajib dipilih' })
  .max(50, { error: 'Karyawan tidak valid' });

/** `POST …/reminders` (one employee) and `POST /api/corporate/reset-password`. */
export const employeeChoiceSchema = z.strictObject({ username }, { error: 'Data karyawan tidak valid' });
export type EmployeeChoice = z.infer<typeof employeeChoiceSchema>;

/** The Member list's filters (query string), also applied to its CSV. */
export const employeeFiltersSchema = z.object({
  status: z
    .enum(EMPLOYEE_STATUSES as [EmployeeStatus, ...EmployeeStatus[]], { error: 'Status tidak valid' })
    .optional(),
  /** A department's name as the summary lists it; `-` for employees without one. */
  department: z
    .string({ error: 'Departemen tidak valid' })
    .trim()
    .min(1, { error: 'Departemen tidak valid' })
    .max(100, { error: 'Departemen maksimal 100 karakter' })
    .optional(),
});
export type EmployeeFilters = z.infer<typeof employeeFiltersSchema>;

/** The `department` filter's value for employees without a department. */
export const NO_DEPARTMENT = '-';
