/**
 * A cohort's whole attendance page body, the same for the instructor (the author's batch and group pages) and an admin
 * (the batch's and the group's "Kehadiran" tab): the sessions (added, changed and removed), the attendance rules, the
 * members × sessions grid whose cells open "Ubah kehadiran", and the audit of the corrections made.
 * `CohortAttendancePanel` loads the sheet itself; `CohortAttendanceView` shows one the page already has.
 */
import { useId, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Card, ErrorState, Heading, SkeletonList, Stack, Text } from '@akademi-siber/ui-design-system';
import type { AttendanceSheet, BatchAttendanceRules } from '@akademi-siber/util-contracts';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import { cohortRef, useGetCohortAttendanceQuery, type StaffCohortRef } from './attendance-api';
import { COHORT_NOUNS } from './attendance-format';
import { AttendanceGrid, type CorrectionTarget } from './attendance-grid';
import { CorrectionDialog } from './correction-dialog';
import { CorrectionHistory } from './correction-history';
import { SessionsSection } from './sessions-section';

/** "Aturan kehadiran": when a join is late, when a session's attendance is final, what the certificate needs. */
export function AttendanceRules({ rules }: { rules: BatchAttendanceRules }) {
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

export interface CohortAttendanceViewProps {
  cohort: StaffCohortRef;
  sheet: AttendanceSheet;
}

export function CohortAttendanceView({ cohort, sheet }: CohortAttendanceViewProps) {
  const gridHeadingId = useId();
  const historyHeadingId = useId();
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  return (
    <Stack $gap={6}>
      <SessionsSection cohort={cohort} sessions={sheet.sessions} />
      <AttendanceRules rules={sheet.rules} />
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
          <Text $muted>Kolom kehadiran muncul setelah {COHORT_NOUNS[sheet.owner]} ini memiliki sesi.</Text>
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
      <CorrectionDialog cohort={cohort} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}

export interface CohortAttendancePanelProps {
  cohort: StaffCohortRef;
  /** The heading of the retry panel when the sheet cannot be loaded. */
  errorTitle: string;
}

export function CohortAttendancePanel({ cohort, errorTitle }: CohortAttendancePanelProps) {
  const query = useGetCohortAttendanceQuery(cohortRef(cohort));
  if (query.isLoading) return <SkeletonList rows={4} />;
  if (query.error || !query.data) {
    return <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <CohortAttendanceView cohort={cohort} sheet={query.data} />;
}
