/**
 * /member/point (spec §2; issue 6 "a ledger explaining every point and XP"): the member's totals, as the navbar
 * shows them, and the ledger entries that add up to them, newest first.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Badge,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
  type BadgeTone,
} from '@akademi-siber/ui-design-system';
import type { PointEntry, PointSource } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetPointHistoryQuery } from '../data/points-api';

export const POINTS_PER_PAGE = 10;

const SOURCE_LABELS: Record<PointSource, string> = {
  material: 'Materi',
  quiz: 'Kuis',
  exam: 'Ujian',
  ctf: 'CTF',
  purchase: 'Pembelian',
  event: 'Acara',
  corporate: 'Program korporat',
  corporate_program: 'Program korporat',
  attendance: 'Kehadiran sesi',
  reward: 'Tukar reward',
  reward_refund: 'Pengembalian reward',
  activation: 'Kode aktivasi',
  lab: 'Lab',
};

const sourceLabel = (source: string) => SOURCE_LABELS[source as PointSource] ?? 'Lainnya';

/** `+250`, `−100` (a real minus sign), `0`. */
function signed(value: number): string {
  if (value > 0) return `+${formatNumber(value)}`;
  if (value < 0) return `−${formatNumber(-value)}`;
  return '0';
}

function Amount({ value, unit, tone }: { value: number; unit: string; tone: BadgeTone }) {
  return (
    <Badge $tone={value < 0 ? 'danger' : value === 0 ? 'neutral' : tone} aria-label={`${signed(value)} ${unit}`}>
      {signed(value)} {unit}
    </Badge>
  );
}

function EntryRow({ entry }: { entry: PointEntry }) {
  return (
    <Card as="li">
      <Stack $direction="row" $justify="space-between" $align="flex-start" $gap={4} $wrap>
        <Stack $gap={1} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text $weight="semibold">{entry.description}</Text>
          <Text $size="sm" $muted>
            {sourceLabel(entry.source)} · <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </Text>
        </Stack>
        <Stack $direction="row" $gap={2} $wrap>
          <Amount value={entry.points} unit="Poin" tone="info" />
          <Amount value={entry.xp} unit="XP" tone="success" />
        </Stack>
      </Stack>
    </Card>
  );
}

function Ledger() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetPointHistoryQuery({ page, perPage: POINTS_PER_PAGE });
  if (isLoading) return <SkeletonList rows={4} label="Memuat riwayat poin…" />;
  if (error)
    return (
      <ErrorState
        title="Riwayat poin belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  if (!data || data.data.length === 0) {
    return (
      <EmptyState
        title="Belum ada poin"
        description="Selesaikan materi, kuis, ujian, dan tantangan CTF untuk mengumpulkan poin dan XP."
      />
    );
  }
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Riwayat poin dan XP">
        {data.data.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </Stack>
      <Pagination page={page} perPage={POINTS_PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

export function PointsPage() {
  usePageTitle('Poin & XP');
  const { user } = useSession();
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Poin &amp; XP</Heading>
          <Text $muted>
            Poin dapat ditukar dengan <Link to="/member/reward">reward</Link>; XP menentukan peringkat Anda di{' '}
            <Link to="/leaderboards">papan peringkat</Link> dan tidak pernah berkurang.
          </Text>
        </Stack>
        {user && (
          <Grid $min={200}>
            <StatCard label="Poin" value={formatNumber(user.point)} hint="dapat ditukar dengan reward" />
            <StatCard label="XP" value={formatNumber(user.xp)} hint="menentukan peringkat" />
          </Grid>
        )}
        <section aria-labelledby="riwayat-poin">
          <Stack $gap={4}>
            <Heading level={2} id="riwayat-poin">
              Riwayat
            </Heading>
            <Ledger />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
