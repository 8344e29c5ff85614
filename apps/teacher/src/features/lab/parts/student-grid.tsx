/**
 * A classroom's students × what is assigned to it (the ctf and exercise-lab tabs): one row per student of the page,
 * one column per assigned item, each cell saying whether and when the student finished it, late or not, and how
 * (attempts and hints, or steps answered). A real table, scrolled sideways on a narrow screen.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, Badge, Stack, Table, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ClassroomChallengeGridCell, ClassroomExerciseGridCell } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';

interface GridRow<Cell> {
  username: string;
  name: string;
  avatarUrl: string | null;
  cells: Cell[];
}

export interface StudentGridProps<Cell extends { slug: string }> {
  caption: string;
  items: { slug: string; title: string; detailPath: string }[];
  rows: GridRow<Cell>[];
  renderCell: (cell: Cell) => ReactNode;
  emptyText: string;
}

export function StudentGrid<Cell extends { slug: string }>({
  caption,
  items,
  rows,
  renderCell,
  emptyText,
}: StudentGridProps<Cell>) {
  const columns: TableColumn<GridRow<Cell>>[] = [
    {
      key: 'student',
      header: 'Mahasiswa',
      render: (row) => (
        <Stack $direction="row" $gap={2} style={{ minWidth: 180 }}>
          <Avatar src={row.avatarUrl} name={row.name} alt="" size={28} />
          <span>
            {row.name}{' '}
            <Text as="span" $size="sm" $muted>
              @{row.username}
            </Text>
          </span>
        </Stack>
      ),
    },
    ...items.map((item) => ({
      key: item.slug,
      header: <Link to={item.detailPath}>{item.title}</Link>,
      render: (row: GridRow<Cell>) => {
        const cell = row.cells.find((candidate) => candidate.slug === item.slug);
        return cell ? renderCell(cell) : '—';
      },
    })),
  ];
  return <Table caption={caption} hideCaption columns={columns} rows={rows} rowKey="username" emptyText={emptyText} />;
}

function Done({ at, late }: { at: string; late: boolean }) {
  return (
    <Stack $gap={1} style={{ minWidth: 140 }}>
      <Stack $direction="row" $gap={1} $wrap>
        <Badge $tone="success">Selesai</Badge>
        {late && <Badge $tone="warning">Terlambat</Badge>}
      </Stack>
      <Text as="span" $size="sm" $muted>
        {formatDateTime(at)}
      </Text>
    </Stack>
  );
}

export function ChallengeCell({ cell }: { cell: ClassroomChallengeGridCell }) {
  const how = `${formatNumber(cell.attempts)} percobaan · ${formatNumber(cell.hintsUsed)} petunjuk`;
  return (
    <Stack $gap={1}>
      {cell.solvedAt ? <Done at={cell.solvedAt} late={cell.late} /> : <Text as="span">Belum</Text>}
      {(cell.solvedAt || cell.attempts > 0 || cell.hintsUsed > 0) && (
        <Text as="span" $size="sm" $muted>
          {how}
        </Text>
      )}
    </Stack>
  );
}

export function ExerciseCell({ cell }: { cell: ClassroomExerciseGridCell }) {
  return (
    <Stack $gap={1}>
      {cell.completedAt ? <Done at={cell.completedAt} late={cell.late} /> : <Text as="span">Belum selesai</Text>}
      <Text as="span" $size="sm" $muted>
        {formatNumber(cell.answeredSteps)}/{formatNumber(cell.steps)} langkah
      </Text>
    </Stack>
  );
}
