/**
 * The departments of the company in the batch (dashboard, and the Member page without full access): each one's
 * headcount and figures, "Data belum cukup" across the row where the API left a small group out.
 */
import { Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramDepartmentFigures } from '@akademi-siber/util-contracts';
import { figureColumns } from './figure-columns';

/** The name a department is shown under; employees without one are grouped as "Tanpa departemen". */
export const departmentName = (department: string | null) => department ?? 'Tanpa departemen';

const COLUMNS: TableColumn<ProgramDepartmentFigures>[] = [
  { key: 'department', header: 'Departemen', render: (row) => departmentName(row.department) },
  ...figureColumns<ProgramDepartmentFigures>(),
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
