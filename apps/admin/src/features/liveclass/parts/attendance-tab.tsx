/**
 * "Kehadiran": the batch's sessions (added, changed, removed), the members × sessions grid whose cells open "Ubah
 * kehadiran", and the audit of the corrections — the instructor's views (feature-attendance) on the same staff
 * routes, which admit every admin.
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  AttendanceGrid,
  CorrectionDialog,
  CorrectionHistory,
  SessionsSection,
  useGetBatchAttendanceQuery,
  type BatchArgs,
  type CorrectionTarget,
} from '@akademi-siber/feature-attendance';
import { ErrorState, Heading, SkeletonList, Stack, Text } from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';

export function AttendanceTab({ batch }: { batch: BatchArgs }) {
  const gridHeadingId = useId();
  const historyHeadingId = useId();
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  const query = useGetBatchAttendanceQuery(batch);
  const sheet = query.data;

  if (query.isLoading) return <SkeletonList rows={4} />;
  if (query.error || !sheet) {
    return (
      <ErrorState
        title="Kehadiran batch belum dapat dimuat"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack $gap={6}>
      <SessionsSection batch={batch} sessions={sheet.sessions} />
      <Stack as="section" aria-labelledby={gridHeadingId} $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} as="h2" id={gridHeadingId}>
            Kehadiran peserta
          </Heading>
          <Text $size="sm" $muted>
            Terlambat bila bergabung lebih dari {formatNumber(sheet.rules.lateAfterMinutes)} menit setelah sesi dimulai;
            sertifikat membutuhkan kehadiran minimal {formatNumber(sheet.rules.thresholdPercent)}%. Pilih sel untuk
            mengubah kehadiran seorang peserta di satu sesi; setiap perubahan dicatat dengan alasannya.
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
