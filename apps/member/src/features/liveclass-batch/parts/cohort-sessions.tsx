/**
 * The schedule of a cohort's home (decisions 0040 and 0045), a live-class batch's or a corporate-training group's:
 * the next session, the sessions with "Gabung sesi", and the calendar file through the token helper. While a session
 * is still to come or open the home asks again every minute (`sessionPolling`), so the button opens by itself when
 * the session does.
 */
import { useTokenDownload } from '@akademi-siber/feature-app-frame';
import { Button, EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import type { MemberBatchSession, MemberCohortRef } from '@akademi-siber/util-contracts';
import { cohortCalendarDownload } from '../data/liveclass-batch-api';
import { cohortWords } from './cohort-paths';
import { formatDay, formatTime } from './session-format';
import { inTimeOrder, SessionList } from './session-list';

/** How often a cohort's home asks again while a session is still to come or open. */
export const SESSION_POLL_MS = 60_000;

/** The home query's polling options for what is cached of it: every minute while a session is to come or open. */
export function sessionPolling(sessions: readonly MemberBatchSession[] | undefined) {
  const live = sessions?.some((session) => session.phase !== 'ended') ?? false;
  return { pollingInterval: live ? SESSION_POLL_MS : 0, skipPollingIfUnfocused: true };
}

function NextSession({ cohort, sessions }: { cohort: MemberCohortRef; sessions: readonly MemberBatchSession[] }) {
  const next = inTimeOrder(sessions).find((session) => session.phase !== 'ended');
  if (!next) return <Text $muted>Semua sesi {cohortWords(cohort).noun} ini sudah selesai.</Text>;
  if (next.phase === 'open') {
    return (
      <Text $weight="semibold">
        {next.title} sedang dibuka sampai pukul {formatTime(next.endsAt)} WIB. Gabung dari daftar sesi di bawah.
      </Text>
    );
  }
  return (
    <Text $weight="semibold">
      Sesi berikutnya, {next.title}, dimulai {formatDay(next.startsAt)} pukul {formatTime(next.startsAt)} WIB.
    </Text>
  );
}

export function CohortSessions({
  cohort,
  sessions,
}: {
  cohort: MemberCohortRef;
  sessions: readonly MemberBatchSession[];
}) {
  const { download, isPreparing } = useTokenDownload();
  const words = cohortWords(cohort);
  return (
    <section aria-labelledby="jadwal-sesi">
      <Stack $gap={4}>
        <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
          <Heading level={2} id="jadwal-sesi">
            Jadwal sesi
          </Heading>
          {sessions.length > 0 && (
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              loading={isPreparing}
              onClick={() => void download(...cohortCalendarDownload(cohort))}
            >
              Unduh jadwal (.ics)
            </Button>
          )}
        </Stack>
        {sessions.length === 0 ? (
          <EmptyState
            title="Jadwal sesi belum diumumkan"
            description={
              `Sesi ${words.noun} ini akan tampil di sini setelah ` + `${words.teacher.toLowerCase()} menjadwalkannya.`
            }
            headingLevel={3}
          />
        ) : (
          <>
            <NextSession cohort={cohort} sessions={sessions} />
            <SessionList cohort={cohort} sessions={sessions} />
          </>
        )}
      </Stack>
    </section>
  );
}
