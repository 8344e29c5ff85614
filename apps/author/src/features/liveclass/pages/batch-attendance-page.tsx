/**
 * /author/liveclass/{liveclassSlug}/batch/{batchId} (issue 18, decision 0040): one batch of the instructor's live
 * class — its dates, its sessions (added, changed and removed here), the attendance rules, the members × sessions
 * grid whose cells open "Ubah kehadiran", and the audit of the corrections made. A 403 or 404 from the API is the
 * area's error page.
 */
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Card,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { BatchAttendanceSheet } from '@akademi-siber/util-contracts';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import {
  AttendanceGrid,
  CorrectionDialog,
  CorrectionHistory,
  SessionsSection,
  useGetBatchAttendanceQuery,
  type BatchArgs,
  type CorrectionTarget,
} from '@akademi-siber/feature-attendance';
import { dateRange } from '../parts/batch-links';

function Rules({ rules }: { rules: BatchAttendanceSheet['rules'] }) {
  return (
    <Card $padding={4}>
      <Stack $gap={2}>
        <Heading level={4} as="h2">
          Aturan kehadiran
        </Heading>
        <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
          <li>
            Terlambat bila bergabung lebih dari {formatNumber(rules.lateAfterMinutes)} menit setelah sesi dimulai.
          </li>
          <li>Kehadiran sebuah sesi final {formatDuration(rules.finalAfterMinutes * 60)} setelah sesi berakhir.</li>
          <li>
            Sertifikat kehadiran membutuhkan kehadiran (Hadir atau Terlambat) minimal{' '}
            {formatNumber(rules.thresholdPercent)}% dari semua sesi.
          </li>
        </ul>
        <Text $size="sm" $muted>
          Semua waktu dalam WIB.
        </Text>
      </Stack>
    </Card>
  );
}

function SheetView({ sheet, batch }: { sheet: BatchAttendanceSheet; batch: BatchArgs }) {
  const gridHeadingId = useId();
  const historyHeadingId = useId();
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Text $size="sm">
          <Link to="/author">Beranda</Link> / Batch live class
        </Text>
        <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
          {sheet.liveClass.title} — {sheet.batch.name}
        </Heading>
        <Text $muted>
          {dateRange(sheet.batch.startsAt, sheet.batch.endsAt)} · {formatNumber(sheet.members.length)} peserta ·{' '}
          {formatNumber(sheet.sessions.length)} sesi
        </Text>
      </Stack>
      <SessionsSection batch={batch} sessions={sheet.sessions} />
      <Rules rules={sheet.rules} />
      <Stack as="section" aria-labelledby={gridHeadingId} $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} as="h2" id={gridHeadingId}>
            Kehadiran
          </Heading>
          <Text $size="sm" $muted>
            Pilih sel untuk mengubah kehadiran seorang peserta di satu sesi. Setiap perubahan dicatat dengan alasannya.
          </Text>
        </Stack>
        {sheet.sessions.length === 0 ? (
          <Text $muted>Kolom kehadiran muncul setelah batch ini memiliki sesi.</Text>
        ) : (
          <AttendanceGrid sheet={sheet} onEdit={setTarget} />
        )}
      </Stack>
      <Stack as="section" aria-labelledby={historyHeadingId} $gap={3}>
        <Heading level={3} as="h2" id={historyHeadingId}>
          Riwayat koreksi
        </Heading>
        <CorrectionHistory corrections={sheet.corrections} />
      </Stack>
      <CorrectionDialog batch={batch} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

export function BatchAttendancePage() {
  const { liveclassSlug = '', batchId = '' } = useParams();
  const id = Number(batchId);
  const valid = /^\d+$/.test(batchId) && id > 0;
  const batch = { liveclassSlug, batchId: id };
  const query = useGetBatchAttendanceQuery(batch, { skip: !valid });
  const sheet = query.data;
  usePageTitle(sheet ? `Kehadiran ${sheet.liveClass.title} — ${sheet.batch.name}` : null, 'Author');

  if (!valid) return <ErrorPanel status={404} />;
  const status = errorStatus(query.error);
  if (status === 403 || status === 404) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={5} />
      ) : query.error || !sheet ? (
        <ErrorState
          title="Kehadiran batch belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SheetView sheet={sheet} batch={batch} />
      )}
    </Container>
  );
}
