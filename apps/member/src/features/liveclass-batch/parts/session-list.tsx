/**
 * A cohort's sessions (a live-class batch's or a corporate-training group's, decision 0045) in time order: when,
 * whether "Gabung sesi" is open, the member's attendance and the meeting's service. "Gabung sesi" opens the member's
 * own join page in a new tab (it records the attendance, then goes on to the meeting room); before it opens the
 * button is shown disabled with when it opens, after the session none.
 */
import { Badge, Button, Card, Heading, Stack, Text, VisuallyHidden } from '@akademi-siber/ui-design-system';
import {
  ATTENDANCE_STATUS_LABELS,
  memberCohortJoinPagePath,
  SESSION_JOIN_OPENS_MINUTES,
  type MemberBatchSession,
  type MemberCohortRef,
} from '@akademi-siber/util-contracts';
import { cohortWords } from './cohort-paths';
import {
  ATTENDANCE_TONES,
  formatSessionTime,
  formatTime,
  MEETING_PROVIDER_LABELS,
  PHASE_LABELS,
  PHASE_TONES,
} from './session-format';

/** The sessions by start (the API's order already; kept here so the page never depends on it). */
export function inTimeOrder(sessions: readonly MemberBatchSession[]): MemberBatchSession[] {
  return [...sessions].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id);
}

/** How long before the start "Gabung sesi" opens, from the session's own times (the contracts' default otherwise). */
export function joinOpensMinutesBefore(session: Pick<MemberBatchSession, 'startsAt' | 'joinOpensAt'>): number {
  const minutes = Math.round((Date.parse(session.startsAt) - Date.parse(session.joinOpensAt)) / 60_000);
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : SESSION_JOIN_OPENS_MINUTES;
}

function AttendanceBadge({ session }: { session: MemberBatchSession }) {
  if (session.attendance) {
    const { status } = session.attendance;
    return (
      <Badge $tone={ATTENDANCE_TONES[status]}>
        <VisuallyHidden>Kehadiran: </VisuallyHidden>
        {ATTENDANCE_STATUS_LABELS[status]}
      </Badge>
    );
  }
  // Ended but not final yet: the attendance may still be recorded or corrected.
  if (session.phase === 'ended') return <Badge $tone="neutral">Kehadiran belum final</Badge>;
  return null;
}

function JoinAction({ cohort, session }: { cohort: MemberCohortRef; session: MemberBatchSession }) {
  if (session.phase === 'ended') return null;
  if (session.phase === 'open') {
    return (
      <div>
        <Button
          as="a"
          href={memberCohortJoinPagePath(cohort, session.id)}
          target="_blank"
          rel="noopener noreferrer"
          $size="sm"
          aria-label={`Gabung sesi: ${session.title} (membuka tab baru)`}
        >
          Gabung sesi
        </Button>
      </div>
    );
  }
  const hintId = `sesi-${session.id}-dibuka`;
  return (
    <Stack $gap={1} $align="flex-start">
      <Button type="button" $size="sm" disabled aria-label={`Gabung sesi: ${session.title}`} aria-describedby={hintId}>
        Gabung sesi
      </Button>
      <Text id={hintId} $size="sm" $muted>
        Dibuka {joinOpensMinutesBefore(session)} menit sebelum mulai (pukul {formatTime(session.joinOpensAt)} WIB)
      </Text>
    </Stack>
  );
}

export function SessionList({
  cohort,
  sessions,
}: {
  cohort: MemberCohortRef;
  sessions: readonly MemberBatchSession[];
}) {
  return (
    <Stack
      as="ol"
      $gap={3}
      aria-label={`Sesi ${cohortWords(cohort).noun}`}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {inTimeOrder(sessions).map((session) => {
        const titleId = `sesi-${session.id}`;
        const provider = session.meetingProvider && MEETING_PROVIDER_LABELS[session.meetingProvider];
        return (
          <Card as="li" key={session.id} aria-labelledby={titleId}>
            <Stack $direction="row" $justify="space-between" $align="flex-start" $gap={3} $wrap>
              <Stack $gap={2} style={{ flex: '1 1 16rem' }}>
                <Heading level={3} id={titleId}>
                  {session.title}
                </Heading>
                <Text $size="sm">
                  <time dateTime={session.startsAt}>{formatSessionTime(session)}</time>
                </Text>
                <Stack $direction="row" $gap={2} $wrap>
                  <Badge $tone={PHASE_TONES[session.phase]}>
                    <VisuallyHidden>Status sesi: </VisuallyHidden>
                    {PHASE_LABELS[session.phase]}
                  </Badge>
                  <AttendanceBadge session={session} />
                </Stack>
                {provider && (
                  <Text $size="sm" $muted>
                    Melalui {provider}
                  </Text>
                )}
              </Stack>
              <JoinAction cohort={cohort} session={session} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
