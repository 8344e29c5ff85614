// The manager's answers (decision 0047; types `CorporateDashboard`, `ProgramFigures`, … in util-contracts
// corporate-manager.ts).
import { EMPLOYEE_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export const dashboardParamsSchema = z.object({
  batchId: idParamSchema('ID batch'),
  corporateId: idParamSchema('ID corporate'),
});

const count = z.number().int();
const nullableCount = count.nullable();
const percent = z.number().nullable();

export const employeeStatusSchema = z.enum(EMPLOYEE_STATUSES as ['active', 'inactive', 'not_started', 'completed']);

export const figuresSchema = z.object({
  employees: count,
  insufficient: z.boolean().describe('Tanpa akses penuh dan kurang dari 5 orang: semua angka lain null'),
  started: nullableCount,
  participation: percent.describe('Persen karyawan yang sudah mulai (satu desimal)'),
  completed: nullableCount.describe('Karyawan yang menyelesaikan semua materi'),
  completion: percent.describe('Rata-rata progres (persen, satu desimal)'),
  averageQuizScore: percent,
  quizInsufficient: z.boolean(),
  totalPoints: nullableCount,
  averagePoints: percent,
  statuses: z.object({ active: count, inactive: count, not_started: count, completed: count }).nullable(),
});

export const departmentFiguresSchema = figuresSchema.extend({ department: z.string().nullable() });

export const itemFiguresSchema = z.object({
  id: count,
  title: z.string(),
  order: count,
  dueAt: z.string().nullable(),
  points: count,
  insufficient: z.boolean(),
  started: nullableCount,
  completed: nullableCount,
  completion: percent,
  averageQuizScore: percent,
  quizInsufficient: z.boolean(),
});

export const employeeSchema = z.object({
  rank: count.describe('Peringkat poin di corporate dan batch ini (1 = tertinggi)'),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.string().nullable(),
  joinedAt: z.string().describe('ISO 8601'),
  lastActiveAt: z.string().nullable(),
  status: employeeStatusSchema,
  progress: count,
  completedItems: count,
  items: count,
  averageQuizScore: z.number().nullable(),
  point: count,
  lastRemindedAt: z.string().nullable(),
});

export const corporateDashboardSchema = z.object({
  corporate: z.object({ id: count, name: z.string() }),
  batch: z.object({
    id: count,
    name: z.string(),
    is_full_access: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    inactiveAfterDays: count,
  }),
  summary: figuresSchema,
  trend: z
    .array(z.object({ weekStart: z.string(), itemsCompleted: count, activeEmployees: count }))
    .nullable()
    .describe('Per minggu (Senin, WIB); null bila data belum cukup'),
  items: z.array(itemFiguresSchema),
  departments: z.array(departmentFiguresSchema),
  batches: z.array(
    figuresSchema.extend({
      batch: z.object({
        id: count,
        name: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        isFullAccess: z.boolean(),
      }),
      current: z.boolean(),
    }),
  ),
  topMembers: z.array(employeeSchema).describe('Akses penuh saja: 10 poin teratas'),
  inactiveMembers: z.array(employeeSchema).describe('Akses penuh saja: 5 yang paling lama tidak aktif'),
});

export const corporateDashboardResponseSchema = envelopeSchema(corporateDashboardSchema);
export const itemFiguresResponseSchema = envelopeSchema(z.array(itemFiguresSchema));
