// The Member page as CSV (decision 0047): with full access, every employee matching the page's filters with the
// page's columns and numbers; without it, the page's table of departments (aggregates, "Data belum cukup" where the
// page says so). Numbers are written as the API gives them, so a spreadsheet reads them as numbers.
import { EMPLOYEE_STATUS_LABELS, INSUFFICIENT_DATA_TEXT, type ProgramFigures } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { toCsv } from '../downloads';
import type { EmployeeQuery } from './members-repository';
import type { CorporateService } from './service';

/** Every employee fits in one export; a company of more than this many employees in one batch is not in sight. */
const EXPORT_LIMIT = 10000;

export const EMPLOYEE_COLUMNS = [
  'Peringkat poin',
  'Nama',
  'Username',
  'Email',
  'Departemen',
  'Status',
  'Materi selesai',
  'Jumlah materi',
  'Progres (%)',
  'Rata-rata nilai kuis',
  'Poin',
  'Aktivitas terakhir',
  'Bergabung',
];

export const SUMMARY_COLUMNS = [
  'Departemen',
  'Karyawan',
  'Sudah mulai',
  'Partisipasi (%)',
  'Selesai semua materi',
  'Rata-rata progres (%)',
  'Rata-rata nilai kuis',
  'Total poin',
  'Aktif',
  'Tidak aktif',
  'Belum mulai',
];

type Cell = string | number | null;

function summaryRow(label: string, figures: ProgramFigures): Cell[] {
  if (figures.insufficient) {
    return [label, figures.employees, ...SUMMARY_COLUMNS.slice(2).map(() => INSUFFICIENT_DATA_TEXT)];
  }
  return [
    label,
    figures.employees,
    figures.started,
    figures.participation,
    figures.completed,
    figures.completion,
    figures.quizInsufficient ? INSUFFICIENT_DATA_TEXT : figures.averageQuizScore,
    figures.totalPoints,
    figures.statuses?.active ?? null,
    figures.statuses?.inactive ?? null,
    figures.statuses?.not_started ?? null,
  ];
}

export function createEmployeesExport(service: CorporateService) {
  return {
    async build(managerId: number, batchId: number, corporateId: number, filters: EmployeeQuery) {
      const { batch } = await service.managed(managerId, batchId, corporateId);
      const suffix = `batch-${batchId}-corporate-${corporateId}.csv`;
      if (!batch.is_full_access) {
        const { summary, departments } = await service.memberSummary(managerId, batchId, corporateId);
        return {
          name: `ringkasan-peserta-${suffix}`,
          text: toCsv(SUMMARY_COLUMNS, [
            summaryRow('Semua karyawan', summary),
            ...departments.map((row) => summaryRow(row.department ?? 'Tanpa departemen', row)),
          ]),
        };
      }
      const { items } = await service.employees(managerId, batchId, corporateId, filters, 'name', {
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      return {
        name: `peserta-${suffix}`,
        text: toCsv(
          EMPLOYEE_COLUMNS,
          items.map((row) => [
            row.rank,
            row.name,
            row.username,
            row.email,
            row.department,
            EMPLOYEE_STATUS_LABELS[row.status],
            row.completedItems,
            row.items,
            row.progress,
            row.averageQuizScore,
            row.point,
            formatDateTime(row.lastActiveAt, { withZone: true }),
            formatDateTime(row.joinedAt, { withZone: true }),
          ]),
        ),
      };
    },
  };
}
