/**
 * /corporate-program/dashboard/{batchId}/group/{corporateId} — the manager's dashboard of one company in one batch
 * (decision 0047): the figures, weekly trends as charts, inactive learners with reminders, each learning item and
 * department, the company's other batches, and with full access the point ranking's top. Without full access the
 * API sends aggregates only and the page says so.
 */
import type { ReactNode } from 'react';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Container,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { INSUFFICIENT_DATA_TEXT, PROGRAM_MIN_GROUP } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { DepartmentTable, ItemTable, NoBatchNotice, StatusCards, SummaryCards, useBatchParams } from '../../figures';
import { useGetCorporateDashboardQuery } from '../data/dashboard-api';
import { BatchComparison } from '../parts/batch-comparison';
import { InactiveSection } from '../parts/inactive-section';
import { TopMembers } from '../parts/top-members';
import { TrendSection } from '../parts/trend-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack $gap={3}>
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

export const LIMITED_NOTICE =
  'Batch ini memiliki akses terbatas: hanya angka gabungan yang ditampilkan, tanpa nama atau nilai perorangan. ' +
  `Angka untuk kelompok kurang dari ${PROGRAM_MIN_GROUP} orang ditampilkan sebagai "${INSUFFICIENT_DATA_TEXT}".`;

export function DashboardPage() {
  const ids = useBatchParams();
  const skip = !ids || ids.batchId === 0;
  const { data, isLoading, error, refetch } = useGetCorporateDashboardQuery(
    { batchId: ids?.batchId ?? 0, corporateId: ids?.corporateId ?? 0 },
    { skip },
  );
  usePageTitle(data ? `Dashboard ${data.corporate.name}` : 'Dashboard');

  if (!ids) return <ErrorPanel status={404} />;
  if (ids.batchId === 0) return <NoBatchNotice />;
  if (isLoading) return <SkeletonList rows={5} />;
  if (error) {
    if (errorStatus(error) === 404) return <ErrorPanel status={404} message={errorMessage(error, '')} />;
    return <ErrorState title="Dashboard belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />;
  }
  if (!data) return null;
  const { batch, corporate, summary } = data;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $gap={2}>
          <Heading level={1}>{corporate.name}</Heading>
          <Text $muted>
            {batch.name} · {formatDate(batch.startsAt)} – {formatDate(batch.endsAt)}{' '}
            <Badge $tone={batch.is_full_access ? 'success' : 'warning'}>
              {batch.is_full_access ? 'Akses penuh' : 'Akses terbatas'}
            </Badge>
          </Text>
        </Stack>
        {!batch.is_full_access && <Notice $tone="warning">{LIMITED_NOTICE}</Notice>}
        <Section id="ringkasan" title="Ringkasan">
          <SummaryCards figures={summary} />
          <StatusCards figures={summary} />
        </Section>
        <Section id="tren" title="Tren mingguan">
          {data.trend === null ? <Text $muted>{INSUFFICIENT_DATA_TEXT}.</Text> : <TrendSection trend={data.trend} />}
        </Section>
        <Section id="tidak-aktif" title="Karyawan tidak aktif">
          <InactiveSection dashboard={data} />
        </Section>
        <Section id="per-materi" title="Per materi">
          <ItemTable rows={data.items} hideCaption />
        </Section>
        <Section id="per-departemen" title="Per departemen">
          <DepartmentTable rows={data.departments} hideCaption />
        </Section>
        <Section id="antarbatch" title="Perbandingan antarbatch">
          <BatchComparison rows={data.batches} />
        </Section>
        {batch.is_full_access && (
          <Section id="peringkat" title="Peringkat poin">
            <TopMembers
              rows={data.topMembers}
              rankingPath={`/corporate-program/point/${batch.id}/group/${corporate.id}`}
            />
          </Section>
        )}
      </Stack>
    </Container>
  );
}
