import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Avatar,
  Badge,
  Button,
  Container,
  EmptyState,
  Heading,
  Notice,
  Select,
  Stack,
  StatCard,
  Table,
  Tabs,
  Text,
  theme,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import type { LabScoreboard, LabScoreboardEntry, LabScoreboardPeriod } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetLabClassroomsQuery } from '@akademi-siber/data-access-lab';
import { useGetLabStandingsQuery } from '../data/scoreboard-api';

/** Rows per step of "Tampilkan lebih banyak", up to the API's 100. */
export const ROWS_PER_STEP = 20;
const MAX_ROWS = 100;

const PERIODS: { id: LabScoreboardPeriod; label: string }[] = [
  { id: 'all', label: 'Sepanjang waktu' },
  { id: 'month', label: 'Bulan ini' },
];

const Figures = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
`;

const Filters = styled.div`
  max-width: 360px;
`;

function columns(me: string | null): TableColumn<LabScoreboardEntry>[] {
  return [
    { key: 'rank', header: 'Peringkat', render: (row) => <Text $weight="bold">#{formatNumber(row.rank)}</Text> },
    {
      key: 'player',
      header: 'Pemain',
      render: (row) => (
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <Avatar src={row.avatarUrl} name={row.name} size={32} alt="" />
          <Link to={`/${encodeURIComponent(row.username)}`}>{row.name}</Link>
          <Text as="span" $size="sm" $muted>
            @{row.username}
          </Text>
          {row.username === me && <Badge $tone="info">Anda</Badge>}
        </Stack>
      ),
    },
    { key: 'points', header: 'Poin', align: 'right', render: (row) => formatNumber(row.points) },
    { key: 'solves', header: 'Solve', align: 'right', render: (row) => formatNumber(row.solves) },
    { key: 'last', header: 'Solve terakhir', render: (row) => formatDateTime(row.lastSolveAt) },
  ];
}

function Board({ board, limit, onMore }: { board: LabScoreboard; limit: number; onMore: () => void }) {
  const { user } = useSession();
  const me = user?.username ?? null;
  const listed = board.entries.some((entry) => entry.username === me);
  const scope = board.classroom ? board.classroom.name : 'semua pemain';
  return (
    <Stack $gap={4}>
      {board.frozenAt && (
        <Notice $tone="warning" role="status">
          Papan skor dibekukan sejak {formatDateTime(board.frozenAt, { withZone: true })}: solve sesudahnya belum
          terlihat di sini.
        </Notice>
      )}
      <Figures>
        <StatCard
          label="Peringkatmu"
          value={board.me ? `#${formatNumber(board.me.rank)}` : '—'}
          hint={board.me ? undefined : 'Selesaikan tantangan untuk masuk papan skor'}
        />
        <StatCard label="Poinmu" value={formatNumber(board.me?.points ?? 0)} />
        <StatCard label="Solve-mu" value={formatNumber(board.me?.solves ?? 0)} />
      </Figures>
      {board.entries.length === 0 ? (
        <EmptyState title="Papan skor masih kosong" description="Belum ada yang menyelesaikan tantangan di sini." />
      ) : (
        <>
          <Table
            caption={`Papan skor lab — ${scope}`}
            hideCaption
            columns={columns(me)}
            rows={board.entries}
            rowKey="username"
          />
          {board.me && !listed && (
            <Stack $gap={2} as="section" aria-labelledby="posisimu">
              <Heading level={3} id="posisimu">
                Posisimu
              </Heading>
              <Table
                caption="Posisimu di papan skor"
                hideCaption
                columns={columns(me)}
                rows={[board.me]}
                rowKey="username"
              />
            </Stack>
          )}
          {board.entries.length >= limit && limit < MAX_ROWS && (
            <div>
              <Button $variant="secondary" onClick={onMore}>
                Tampilkan lebih banyak
              </Button>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * /lab/papan-skor — the lab scoreboard: all time or this month, everyone or one of the player's classrooms, with
 * the player's own rank even outside the list; a frozen board says so. Period, classroom and rows are in the URL.
 */
export function ScoreboardPage() {
  usePageTitle('Papan Skor', 'Lab');
  const [params, setParams] = useSearchParams();
  const period: LabScoreboardPeriod = params.get('periode') === 'month' ? 'month' : 'all';
  const classroom = params.get('kelas') || null;
  const limit = Math.min(MAX_ROWS, Math.max(ROWS_PER_STEP, Number(params.get('baris')) || ROWS_PER_STEP));
  const classrooms = useGetLabClassroomsQuery();
  const query = useGetLabStandingsQuery({ period, classroom, limit });
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Papan Skor</Heading>
          <Text $muted>
            Poin dari tantangan CTF. Poin sama diurutkan dari yang lebih dulu mencapainya (solve terakhir lebih awal).
          </Text>
        </Stack>
        {(classrooms.data?.length ?? 0) > 0 && (
          <Filters>
            <Select
              label="Papan"
              value={classroom ?? ''}
              onChange={(event) => set({ kelas: event.target.value || null, baris: null })}
              options={[
                { value: '', label: 'Semua pemain' },
                ...(classrooms.data ?? []).map((room) => ({ value: room.slug, label: `Classroom ${room.name}` })),
              ]}
            />
          </Filters>
        )}
        <Tabs
          aria-label="Periode papan skor"
          tabs={PERIODS.map(({ id, label }) => ({ id, label }))}
          active={period}
          onChange={(id) => set({ periode: id === 'month' ? 'month' : null, baris: null })}
        >
          <QueryStates query={query} errorTitle="Papan skor belum dapat dimuat">
            {(board) => (
              <Board board={board} limit={limit} onMore={() => set({ baris: String(limit + ROWS_PER_STEP) })} />
            )}
          </QueryStates>
        </Tabs>
      </Stack>
    </Container>
  );
}
