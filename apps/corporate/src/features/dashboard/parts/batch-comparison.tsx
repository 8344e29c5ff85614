/** The company's batches the manager may open, side by side; each follows its own access (decision 0047). */
import { Badge, Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramBatchFigures } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { figureColumns } from '../../figures';

const COLUMNS: TableColumn<ProgramBatchFigures>[] = [
  {
    key: 'batch',
    header: 'Batch',
    render: (row) => (
      <>
        {row.batch.name} {row.current && <Badge $tone="info">Dipilih</Badge>}
      </>
    ),
  },
  {
    key: 'period',
    header: 'Periode',
    render: (row) => `${formatDate(row.batch.startsAt)} – ${formatDate(row.batch.endsAt)}`,
  },
  { key: 'access', header: 'Akses', render: (row) => (row.batch.isFullAccess ? 'Penuh' : 'Terbatas') },
  ...figureColumns<ProgramBatchFigures>(),
];

export function BatchComparison({ rows }: { rows: readonly ProgramBatchFigures[] }) {
  return (
    <Table
      caption="Perbandingan antarbatch"
      hideCaption
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.batch.id}
      emptyText="Belum ada batch lain."
    />
  );
}
