/** The company's batches the manager may open, side by side; each follows its own access (decision 0047). */
import { Badge, Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramBatchFigures } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { numberText, percentText, quizText } from '../../figures';

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
    key: 'completed',
    header: 'Selesai semua',
    align: 'right',
    render: (row) => numberText(row.completed, row.insufficient),
  },
  {
    key: 'quiz',
    header: 'Rata-rata nilai kuis',
    align: 'right',
    render: (row) => quizText(row.averageQuizScore, row.insufficient, row.quizInsufficient),
  },
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
