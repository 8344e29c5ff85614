/**
 * The top of the public lab scoreboard (`GET /api/lab/scoreboard`): all time or this month, frozen when the staff froze
 * it.
 */
import { useState } from 'react';
import { EmptyState, Notice, Stack, Table, type TableColumn, Tabs, Text } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import type { LabScoreboardEntry, LabScoreboardPeriod } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetLabPublicScoreboardQuery } from '../data/lab-public-api';

/** Rows shown on the public page; the players' full board is /lab/papan-skor. */
export const PUBLIC_SCOREBOARD_LIMIT = 10;

const PERIODS: { id: LabScoreboardPeriod; label: string }[] = [
  { id: 'all', label: 'Sepanjang waktu' },
  { id: 'month', label: 'Bulan ini' },
];

const COLUMNS: TableColumn<LabScoreboardEntry>[] = [
  { key: 'rank', header: 'Peringkat', align: 'center' },
  {
    key: 'name',
    header: 'Pemain',
    render: (entry) => (
      <Stack $gap={0}>
        <Text $weight="semibold">{entry.name}</Text>
        <Text $muted $size="sm">
          @{entry.username}
        </Text>
      </Stack>
    ),
  },
  { key: 'points', header: 'Poin', align: 'right', render: (entry) => formatNumber(entry.points) },
  { key: 'solves', header: 'Solve', align: 'right', render: (entry) => formatNumber(entry.solves) },
];

export function LabScoreboardTop() {
  const [period, setPeriod] = useState<LabScoreboardPeriod>('all');
  const board = useGetLabPublicScoreboardQuery({ period, limit: PUBLIC_SCOREBOARD_LIMIT });
  const label = PERIODS.find((item) => item.id === period)?.label ?? '';
  return (
    <Tabs
      tabs={PERIODS}
      active={period}
      onChange={(id) => setPeriod(id as LabScoreboardPeriod)}
      aria-label="Periode papan skor"
    >
      <QueryStates
        query={board}
        headingLevel={3}
        errorTitle="Papan skor belum dapat dimuat"
        isEmpty={(data) => data.entries.length === 0}
        empty={
          <EmptyState
            headingLevel={3}
            title={period === 'month' ? 'Belum ada skor bulan ini' : 'Belum ada skor'}
            description="Jadilah yang pertama menemukan flag dan tampil di papan skor."
          />
        }
      >
        {(data) => (
          <Stack $gap={3} aria-busy={board.isFetching}>
            {data.frozenAt && (
              <Notice $tone="warning">
                Papan skor dibekukan: skor yang tampil adalah skor sampai{' '}
                {formatDateTime(data.frozenAt, { withZone: true })}.
              </Notice>
            )}
            <Table
              columns={COLUMNS}
              rows={data.entries}
              rowKey="username"
              caption={`${PUBLIC_SCOREBOARD_LIMIT} teratas, ${label.toLowerCase()}`}
            />
          </Stack>
        )}
      </QueryStates>
    </Tabs>
  );
}
