/**
 * `/leaderboards` (depan; issue 6): members ranked by XP, all time or this calendar month (WIB). Each name opens
 * the member's public profile; a signed-in member sees their own row marked. Equal XP share a rank.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Avatar,
  Badge,
  Container,
  EmptyState,
  Pagination,
  Stack,
  Table,
  Tabs,
  Text,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { LeaderboardEntry, LeaderboardPeriod } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetLeaderboardQuery } from '../data/leaderboards-api';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { PageBand, PageHeader, pageFrom } from '../../../layout/page-parts';

export const LEADERBOARD_PER_PAGE = 20;

const PERIODS: { id: LeaderboardPeriod; label: string; empty: string }[] = [
  { id: 'all', label: 'Sepanjang waktu', empty: 'Belum ada member yang mengumpulkan XP.' },
  { id: 'month', label: 'Bulan ini', empty: 'Belum ada XP yang dikumpulkan bulan ini. Jadilah yang pertama!' },
];

const isPeriod = (value: string | null): value is LeaderboardPeriod => value === 'all' || value === 'month';

function Board({
  period,
  page,
  onPage,
  me,
}: {
  period: (typeof PERIODS)[number];
  page: number;
  onPage: (page: number) => void;
  me: string | null;
}) {
  const query = useGetLeaderboardQuery({ period: period.id, page, perPage: LEADERBOARD_PER_PAGE });
  const columns: TableColumn<LeaderboardEntry>[] = [
    { key: 'rank', header: 'Peringkat', render: (row) => <Text $weight="bold">#{row.rank}</Text> },
    {
      key: 'member',
      header: 'Member',
      render: (row) => (
        <Stack $direction="row" $gap={3} $align="center">
          <Avatar src={row.avatarUrl} name={row.name} size={32} alt="" />
          <Link to={`/${encodeURIComponent(row.username)}`}>{row.name}</Link>
          <Text $size="sm" $muted>
            @{row.username}
          </Text>
          {row.username === me && <Badge $tone="info">Anda</Badge>}
        </Stack>
      ),
    },
    { key: 'xp', header: 'XP', align: 'right', render: (row) => formatNumber(row.xp) },
  ];
  return (
    <QueryStates
      query={query}
      errorTitle="Papan peringkat belum dapat dimuat"
      isEmpty={(data) => data.data.length === 0}
      empty={<EmptyState title="Papan peringkat masih kosong" description={period.empty} />}
    >
      {(data) => (
        <Stack $gap={4}>
          <Table
            caption={`Peringkat XP — ${period.label.toLowerCase()}`}
            hideCaption
            columns={columns}
            rows={data.data}
            rowKey="username"
          />
          <Pagination page={page} perPage={LEADERBOARD_PER_PAGE} total={data.meta.total} onPageChange={onPage} />
        </Stack>
      )}
    </QueryStates>
  );
}

export function LeaderboardsPage() {
  usePageTitle('Papan Peringkat');
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('periode');
  const period = PERIODS.find((item) => item.id === (isPeriod(periodParam) ? periodParam : 'all')) ?? PERIODS[0];
  const page = pageFrom(params.get('page'));
  const { user } = useSession();
  const go = (next: { period?: LeaderboardPeriod; page?: number }) => {
    const nextPeriod = next.period ?? period.id;
    const nextPage = next.page ?? 1;
    setParams(
      { ...(nextPeriod === 'all' ? {} : { periode: nextPeriod }), ...(nextPage > 1 ? { page: String(nextPage) } : {}) },
      { preventScrollReset: true },
    );
  };
  return (
    <>
      <PageHeader
        title="Papan Peringkat"
        lead={
          'Member dengan XP tertinggi. XP didapat dari materi, kuis, ujian, tantangan CTF, dan acara — ' +
          'dan tidak pernah berkurang.'
        }
      />
      <PageBand aria-label="Peringkat XP">
        <Container>
          <Tabs
            tabs={PERIODS.map(({ id, label }) => ({ id, label }))}
            active={period.id}
            onChange={(id) => go({ period: id as LeaderboardPeriod })}
            aria-label="Periode peringkat"
          >
            <Board
              key={period.id}
              period={period}
              page={page}
              onPage={(next) => go({ page: next })}
              me={user?.username ?? null}
            />
          </Tabs>
        </Container>
      </PageBand>
    </>
  );
}
