/**
 * /admin/lab/scoreboard — the live lab scoreboard as the staff see it: every solve, even while the public board is
 * frozen; all time or this month (WIB).
 */
import { Heading, Notice, Stack, Tabs, Text, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { LabScoreboardEntry, LabScoreboardPeriod } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { NoWrap, PagedTable } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminLabScoreboardQuery } from '../data/lab-api';
import { LabFrame } from '../parts/lab-frame';
import { useUrlFilters } from '../parts/url-filters';

const PERIODS: { id: LabScoreboardPeriod; label: string }[] = [
  { id: 'all', label: 'Sepanjang waktu' },
  { id: 'month', label: 'Bulan ini' },
];

const columns: TableColumn<LabScoreboardEntry>[] = [
  { key: 'rank', header: 'Peringkat', align: 'right', render: (entry) => `#${entry.rank}` },
  {
    key: 'name',
    header: 'Pemain',
    render: (entry) => (
      <NoWrap>
        {entry.name}
        <br />
        <Text as="span" $size="sm" $muted>
          @{entry.username}
        </Text>
      </NoWrap>
    ),
  },
  { key: 'points', header: 'Poin', align: 'right', render: (entry) => formatNumber(entry.points) },
  { key: 'solves', header: 'Selesai', align: 'right', render: (entry) => formatNumber(entry.solves) },
  {
    key: 'lastSolveAt',
    header: 'Penyelesaian terakhir',
    render: (entry) => <NoWrap>{formatDateTime(entry.lastSolveAt, { fallback: '—' })}</NoWrap>,
  },
];

export function ScoreboardPage() {
  usePageTitle('Papan Skor Lab', 'Admin');
  const { params, update } = useUrlFilters();
  const period: LabScoreboardPeriod = params.get('period') === 'month' ? 'month' : 'all';
  const query = useGetAdminLabScoreboardQuery({ period }, { refetchOnMountOrArgChange: true });
  const frozenAt = query.data?.frozenAt ?? null;
  return (
    <LabFrame>
      <Stack $gap={1}>
        <Heading level={1}>Papan Skor Langsung</Heading>
        <Text $muted>
          Semua penyelesaian, termasuk sesudah pembekuan. Seri diurutkan menurut penyelesaian terakhir.
        </Text>
      </Stack>
      {frozenAt && (
        <Notice $tone="warning">
          Papan skor publik dibekukan sejak {formatDateTime(frozenAt, { withZone: true })}; di sini tetap langsung.
        </Notice>
      )}
      <Tabs
        aria-label="Periode papan skor"
        tabs={PERIODS}
        active={period}
        onChange={(id) => update({ period: id === 'month' ? 'month' : null })}
      >
        <PagedTable
          caption={`Papan skor langsung: ${PERIODS.find((item) => item.id === period)?.label.toLowerCase()}`}
          columns={columns}
          rowKey={(entry) => entry.username}
          errorTitle="Papan skor belum dapat dimuat"
          emptyText="Belum ada penyelesaian pada periode ini."
          result={{ ...query, data: query.data?.entries }}
        />
      </Tabs>
    </LabFrame>
  );
}
