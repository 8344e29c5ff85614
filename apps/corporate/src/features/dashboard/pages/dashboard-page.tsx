import { useParams } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { hasFullAccess, useSession } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  ErrorState,
  Grid,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  StatCard,
  Table,
  Text,
} from '@akademi-siber/ui-design-system';
import type { CorporateMemberRow } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetCorporateDashboardQuery } from '../data/dashboard-api';

const columns = [
  { key: 'name', header: 'Nama', render: (m: CorporateMemberRow) => m.name },
  { key: 'username', header: 'Username', render: (m: CorporateMemberRow) => m.username },
  {
    key: 'progress',
    header: 'Progres',
    align: 'right' as const,
    render: (m: CorporateMemberRow) => `${formatNumber(m.progress)}%`,
  },
  { key: 'point', header: 'Poin', align: 'right' as const, render: (m: CorporateMemberRow) => formatNumber(m.point) },
];

function positiveInt(value: string | undefined): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** /corporate-program/dashboard/{batchId}/group/{corporateId} — the manager's dashboard for one batch. */
export function DashboardPage() {
  const params = useParams();
  const { user } = useSession();
  const batchId = positiveInt(params['batchId']);
  const corporateId = positiveInt(params['corporateId']);
  const valid = batchId !== null && corporateId !== null;
  const { data, isLoading, error, refetch } = useGetCorporateDashboardQuery(
    { batchId: batchId ?? 0, corporateId: corporateId ?? 0 },
    { skip: !valid || batchId === 0 },
  );

  if (!valid) return <ErrorPanel status={404} />;
  if (batchId === 0) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <Notice $tone="info">
          Belum ada batch program untuk perusahaan Anda. Batch yang tersedia akan tampil di pemilih batch.
        </Notice>
      </Container>
    );
  }
  if (isLoading) return <SkeletonList rows={5} />;
  if (error) {
    if ('status' in error && error.status === 404) return <ErrorPanel status={404} message={error.message} />;
    return <ErrorState title="Dashboard belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />;
  }
  if (!data) return null;
  const fullAccess = hasFullAccess(user, batchId);
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>{data.corporate.name}</Heading>
          <Text $muted>{data.batch.name}</Text>
        </Stack>
        <Grid $min={180}>
          <StatCard label="Peserta" value={formatNumber(data.summary.members)} />
          <StatCard label="Peserta aktif" value={formatNumber(data.summary.activeMembers)} />
          <StatCard label="Rata-rata progres" value={`${formatNumber(data.summary.averageProgress)}%`} />
          <StatCard label="Total poin" value={formatNumber(data.summary.totalPoints)} />
        </Grid>
        {fullAccess ? (
          <Table
            caption="Progres peserta"
            columns={columns}
            rows={data.members}
            rowKey={(m) => m.username}
            emptyText="Belum ada peserta di batch ini."
          />
        ) : (
          <Notice $tone="warning">Batch ini memiliki akses terbatas: rincian per peserta tidak ditampilkan.</Notice>
        )}
      </Stack>
    </Container>
  );
}
