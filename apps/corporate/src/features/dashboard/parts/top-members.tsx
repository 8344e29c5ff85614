/** With full access: the batch's point ranking top, leading to Progres Belajar for the rest. */
import { Link } from 'react-router-dom';
import { Stack, Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { CorporateEmployee } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { StatusBadge } from '../../figures';

const COLUMNS: TableColumn<CorporateEmployee>[] = [
  { key: 'rank', header: 'Peringkat', align: 'right', render: (row) => `#${row.rank}` },
  { key: 'name', header: 'Nama' },
  { key: 'status', header: 'Status', render: (row) => <StatusBadge status={row.status} /> },
  {
    key: 'progress',
    header: 'Progres',
    align: 'right',
    render: (row) => `${formatNumber(row.progress)}% (${row.completedItems}/${row.items} materi)`,
  },
  { key: 'point', header: 'Poin', align: 'right', render: (row) => formatNumber(row.point) },
];

export function TopMembers({ rows, rankingPath }: { rows: readonly CorporateEmployee[]; rankingPath: string }) {
  return (
    <Stack $gap={3}>
      <Table
        caption="Peringkat poin teratas"
        hideCaption
        columns={COLUMNS}
        rows={rows}
        rowKey="username"
        emptyText="Belum ada karyawan di batch ini."
      />
      <Link to={rankingPath}>Lihat peringkat lengkap di Progres Belajar</Link>
    </Stack>
  );
}
