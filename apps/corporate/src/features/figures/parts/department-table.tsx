/**
 * The departments of the company in the batch (dashboard, and the Member page without full access): each one's
 * headcount and figures, "Data belum cukup" across the row where the API left a small group out.
 */
import { Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramDepartmentFigures } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { numberText, percentText, quizText } from './figure-text';

/** The name a department is shown under; employees without one are grouped as "Tanpa departemen". */
export const departmentName = (department: string | null) => department ?? 'Tanpa departemen';

const COLUMNS: TableColumn<ProgramDepartmentFigures>[] = [
  { key: 'department', header: 'Departemen', render: (row) => departmentName(row.department) },
  { key: 'employees', header: 'Karyawan', align: 'right', render: (row) => formatNumber(row.employees) },
  {
    key: 'participation',
    header: 'Sudah mulai',
    align: 'right',
    render: (row) => percentText(row.participation, row.insufficient),
  },
  {
    key: 'completion',
    header: 'Rata-rata progres',
    align: 'right',
    render: (row) => percentText(row.completion, row.insufficient),
  },
  {
    key: 'quiz',
    header: 'Rata-rata nilai kuis',
    align: 'right',
    render: (row) => quizText(row.averageQuizScore, row.insufficient, row.quizInsufficient),
  },
  {
    key: 'inactive',
    header: 'Tidak aktif',
    align: 'right',
    render: (row) => numberText(row.statuses?.inactive ?? null, row.insufficient),
  },
  {
    key: 'completed',
    header: 'Selesai semua',
    align: 'right',
    render: (row) => numberText(row.completed, row.insufficient),
  },
];

export function DepartmentTable({
  rows,
  hideCaption,
}: {
  rows: readonly ProgramDepartmentFigures[];
  /** Under a heading that already names it. */
  hideCaption?: boolean;
}) {
  return (
    <Table
      caption="Per departemen"
      hideCaption={hideCaption}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.department ?? ''}
      emptyText="Belum ada karyawan di batch ini."
    />
  );
}
