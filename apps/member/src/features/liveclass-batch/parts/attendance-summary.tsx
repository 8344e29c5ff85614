/**
 * The member's attendance in a cohort (a live-class batch or a corporate-training group): the sessions attended of
 * those held, the percentage of all sessions, the attendance certificate's requirement, and whether they are on track
 * for it.
 */
import {
  Badge,
  Card,
  Heading,
  ProgressBar,
  Stack,
  Text,
  type BadgeTone,
  type ProgressTone,
} from '@akademi-siber/ui-design-system';
import type { MemberBatchHome } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

export interface AttendanceOutlook {
  label: string;
  detail: string;
  tone: BadgeTone;
}

/**
 * Where the member stands against the certificate's requirement. Met: the sessions attended already reach it. Out of
 * reach: even attending every remaining session would not. Otherwise on track when their rate over the sessions held
 * so far meets it, behind when it does not; either way, how many of the remaining sessions they still need.
 */
export function attendanceOutlook({
  attendance,
  rules,
}: Pick<MemberBatchHome, 'attendance' | 'rules'>): AttendanceOutlook | null {
  const { attended, held, total } = attendance;
  const threshold = rules.thresholdPercent;
  if (total === 0) return null;
  const needed = Math.ceil((threshold * total) / 100);
  const remaining = Math.max(0, total - held);
  if (attended >= needed) {
    return { label: 'Syarat terpenuhi', detail: 'Kehadiran Anda sudah cukup untuk sertifikat.', tone: 'success' };
  }
  const more = needed - attended;
  if (more > remaining) {
    return {
      label: 'Syarat tidak dapat terpenuhi',
      detail: 'Sesi yang tersisa tidak cukup lagi untuk mencapai syarat sertifikat kehadiran.',
      tone: 'danger',
    };
  }
  const onTrack = held === 0 || attended * 100 >= threshold * held;
  return {
    label: onTrack ? 'Sesuai target' : 'Di bawah target',
    detail: `Hadiri minimal ${more} dari ${remaining} sesi tersisa untuk memenuhi syarat.`,
    tone: onTrack ? 'info' : 'warning',
  };
}

const PROGRESS_TONES: Record<BadgeTone, ProgressTone> = {
  success: 'success',
  info: 'primary',
  warning: 'warning',
  danger: 'danger',
  neutral: 'primary',
};

export function AttendanceSummary({ home }: { home: Pick<MemberBatchHome, 'attendance' | 'rules'> }) {
  const { attended, held, total, percent } = home.attendance;
  const outlook = attendanceOutlook(home);
  return (
    <Card as="section" aria-labelledby="kehadiran-anda">
      <Stack $gap={3}>
        <Heading level={2} id="kehadiran-anda">
          Kehadiran Anda
        </Heading>
        <Text>
          Hadir di {formatNumber(attended)} dari {formatNumber(held)} sesi yang sudah berlangsung.
        </Text>
        <ProgressBar
          value={percent}
          label={`Kehadiran dari seluruh ${formatNumber(total)} sesi`}
          $tone={outlook ? PROGRESS_TONES[outlook.tone] : 'primary'}
        />
        <Stack $direction="row" $gap={2} $align="center" $wrap>
          <Text $weight="semibold">Syarat sertifikat kehadiran: {formatNumber(home.rules.thresholdPercent)}%</Text>
          {outlook && <Badge $tone={outlook.tone}>{outlook.label}</Badge>}
        </Stack>
        {outlook && <Text $size="sm">{outlook.detail}</Text>}
        <Text $size="sm" $muted>
          Hadir dan Terlambat dihitung hadir. Bergabung lebih dari {formatNumber(home.rules.lateAfterMinutes)} menit
          setelah sesi dimulai tercatat Terlambat.
        </Text>
      </Stack>
    </Card>
  );
}
