/** Each learning item's completion over the company's employees (dashboard and Progres Belajar). */
import styled from 'styled-components';
import { ProgressBar, Table, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramItemFigures } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { INSUFFICIENT_DATA_TEXT, numberText, quizText } from './figure-text';

const BarCell = styled.span`
  display: grid;
  grid-template-columns: minmax(80px, 1fr) auto;
  align-items: center;
  gap: 0.5rem;
  min-width: 140px;
`;

const COLUMNS: TableColumn<ProgramItemFigures>[] = [
  { key: 'order', header: 'No.', align: 'right', render: (row) => row.order },
  { key: 'title', header: 'Materi' },
  { key: 'dueAt', header: 'Tenggat', render: (row) => (row.dueAt ? formatDate(row.dueAt) : 'Tanpa tenggat') },
  { key: 'started', header: 'Sudah mulai', align: 'right', render: (row) => numberText(row.started, row.insufficient) },
  {
    key: 'completed',
    header: 'Selesai',
    align: 'right',
    render: (row) => numberText(row.completed, row.insufficient),
  },
  {
    key: 'completion',
    header: 'Penyelesaian',
    render: (row) =>
      row.insufficient || row.completion === null ? (
        INSUFFICIENT_DATA_TEXT
      ) : (
        <BarCell>
          <ProgressBar
            value={row.completion}
            label={`Penyelesaian ${row.title}: ${formatNumber(row.completion)}%`}
            hideLabel
            $tone="success"
          />
          <span aria-hidden="true">{formatNumber(row.completion)}%</span>
        </BarCell>
      ),
  },
  {
    key: 'quiz',
    header: 'Rata-rata nilai kuis',
    align: 'right',
    render: (row) => quizText(row.averageQuizScore, row.insufficient, row.quizInsufficient),
  },
];

export function ItemTable({
  rows,
  caption = 'Penyelesaian per materi',
  hideCaption,
}: {
  rows: readonly ProgramItemFigures[];
  caption?: string;
  /** Under a heading that already names it. */
  hideCaption?: boolean;
}) {
  return (
    <Table
      caption={caption}
      hideCaption={hideCaption}
      columns={COLUMNS}
      rows={rows}
      rowKey="id"
      emptyText="Belum ada materi di batch ini."
    />
  );
}
