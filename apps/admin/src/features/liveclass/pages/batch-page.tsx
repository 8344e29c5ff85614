/**
 * /admin/liveclass/{liveclassSlug}/batch/{batchId} (decision 0043): one batch — its dates, price, seats and
 * publication with "Ubah batch", then its tabs (kept in `?tab=`): Peserta, Pesanan, Kehadiran (sessions, the grid
 * and its corrections), Sertifikat and Pengajar. A batch that does not exist is the area's 404 page.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { CohortAttendancePanel } from '@akademi-siber/feature-attendance';
import {
  Button,
  Container,
  ErrorState,
  Grid,
  Heading,
  Modal,
  SkeletonList,
  Stack,
  StatCard,
  Tabs,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { adminLiveClassesPagePath, type AdminBatchDetail } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminBatchQuery, type BatchArgs } from '../data/liveclass-api';
import { BatchForm } from '../parts/batch-form';
import { dateRange, priceText, PublishedBadge, RegistrationBadge } from '../parts/batch-labels';
import { CertificatesTab } from '../parts/certificates-tab';
import { InstructorTab } from '../parts/instructor-tab';
import { MembersTab } from '../parts/members-tab';
import { OrdersTab } from '../parts/orders-tab';

const TABS = [
  { id: 'peserta', label: 'Peserta' },
  { id: 'pesanan', label: 'Pesanan' },
  { id: 'kehadiran', label: 'Kehadiran' },
  { id: 'sertifikat', label: 'Sertifikat' },
  { id: 'pengajar', label: 'Pengajar' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabFrom = (value: string | null): TabId => TABS.find((tab) => tab.id === value)?.id ?? 'peserta';

function TabContent({ tab, detail, batch }: { tab: TabId; detail: AdminBatchDetail; batch: BatchArgs }) {
  const threshold = detail.batch.attendanceThresholdPercent;
  if (tab === 'pesanan') return <OrdersTab batch={batch} />;
  if (tab === 'kehadiran') {
    return <CohortAttendancePanel cohort={batch} errorTitle="Kehadiran batch belum dapat dimuat" />;
  }
  if (tab === 'sertifikat') return <CertificatesTab batch={batch} thresholdPercent={threshold} />;
  if (tab === 'pengajar') return <InstructorTab liveClass={detail.liveClass} />;
  return <MembersTab batch={batch} thresholdPercent={threshold} />;
}

function BatchView({ detail, batch }: { detail: AdminBatchDetail; batch: BatchArgs }) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const tab = tabFrom(params.get('tab'));
  const { liveClass, batch: info } = detail;
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <nav aria-label="Lokasi halaman">
          <Text $size="sm">
            <Link to={adminLiveClassesPagePath}>Live Class</Link> / {liveClass.title}
          </Text>
        </nav>
        <Stack $direction="row" $gap={3} $wrap $justify="space-between" $align="flex-start">
          <Stack $gap={2} style={{ flex: '1 1 20rem', minWidth: 0 }}>
            <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
              {liveClass.title} — {info.name}
            </Heading>
            <Stack $direction="row" $gap={2} $wrap>
              <PublishedBadge published={info.published && liveClass.published} />
              <RegistrationBadge status={info.registrationStatus} />
            </Stack>
            <Text $muted>
              {dateRange(info.startsAt, info.endsAt)} · {formatNumber(info.sessions)} sesi · {priceText(info)} ·
              Pengajar {liveClass.instructor.name}
            </Text>
            {!liveClass.published && (
              <Text $size="sm" $muted>
                Live class ini masih draf, jadi batch-nya belum tampil di katalog.
              </Text>
            )}
          </Stack>
          <Button type="button" $variant="secondary" onClick={() => setEditing(true)}>
            Ubah batch
          </Button>
        </Stack>
      </Stack>
      <Grid $min="160px" $gap={4}>
        <StatCard label="Peserta" value={`${formatNumber(info.members)} / ${formatNumber(info.quota)}`} />
        <StatCard
          label="Kursi tersisa"
          value={formatNumber(info.seatsLeft)}
          hint={`${formatNumber(info.heldSeats)} ditahan pesanan`}
        />
        <StatCard label="Pesanan" value={formatNumber(info.orders)} />
        <StatCard label="Sertifikat kehadiran" value={formatNumber(detail.certificates)} />
      </Grid>
      <Tabs
        aria-label="Detail batch"
        tabs={TABS.map((item) => ({ id: item.id, label: item.label }))}
        active={tab}
        onChange={(id) => {
          const next = new URLSearchParams(params);
          if (id === 'peserta') next.delete('tab');
          else next.set('tab', id);
          setParams(next, { replace: true });
        }}
      >
        <TabContent tab={tab} detail={detail} batch={batch} />
      </Tabs>
      <Modal open={editing} title={`Ubah ${info.name}`} onClose={() => setEditing(false)} size="lg">
        {editing && <BatchForm liveClassSlug={liveClass.slug} batch={info} onDone={() => setEditing(false)} />}
      </Modal>
    </Stack>
  );
}

export function BatchPage() {
  const { liveclassSlug = '', batchId = '' } = useParams();
  const id = Number(batchId);
  const valid = /^\d+$/.test(batchId) && id > 0;
  const batch = { liveclassSlug, batchId: id };
  const query = useGetAdminBatchQuery(batch, { skip: !valid });
  const detail = query.data;
  usePageTitle(detail ? `${detail.liveClass.title} — ${detail.batch.name}` : null, 'Admin');

  if (!valid) return <ErrorPanel status={404} />;
  if (errorStatus(query.error) === 404) return <ErrorPanel status={404} message={errorMessage(query.error)} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !detail ? (
        <ErrorState
          title="Batch belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BatchView detail={detail} batch={batch} />
      )}
    </Container>
  );
}
