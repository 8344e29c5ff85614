/**
 * /author/liveclass/{liveclassSlug}/batch/{batchId} (issue 18, decision 0040): one batch of the instructor's live
 * class, its main page in the batch's frame (batch-frame.tsx: its dates, its menu, the error pages) — its sessions
 * (added, changed and removed here), the attendance rules, the members × sessions grid whose cells open "Ubah
 * kehadiran", and the audit of the corrections made.
 */
import { useId, useState } from 'react';
import { Card, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import type { AttendanceSheet } from '@akademi-siber/util-contracts';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import {
  AttendanceGrid,
  CorrectionDialog,
  CorrectionHistory,
  SessionsSection,
  type BatchArgs,
  type CorrectionTarget,
} from '@akademi-siber/feature-attendance';
import { BatchFrame } from '../parts/batch-frame';

function Rules({ rules }: { rules: AttendanceSheet['rules'] }) {
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

function SheetView({ sheet, batch }: { sheet: AttendanceSheet; batch: BatchArgs }) {
  const gridHeadingId = useId();
  const historyHeadingId = useId();
  const [target, setTarget] = useState<CorrectionTarget | null>(null);
  return (
    <Stack $gap={6}>
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
  return (
    <BatchFrame pageTitle="Kehadiran" errorTitle="Kehadiran batch belum dapat dimuat">
      {(sheet, batch) => <SheetView sheet={sheet} batch={batch} />}
    </BatchFrame>
  );
}
