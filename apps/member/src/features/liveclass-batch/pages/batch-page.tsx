/**
 * /member/liveclass/{liveclassSlug}/{batchSlug} (issue 18, decision 0040): the member's home of one live-class batch
 * — the class, the batch and its instructor, the member's attendance against the certificate's requirement, the
 * calendar file, and the sessions with "Gabung sesi". While a session is still to come or open, the page asks again
 * every minute, so the button opens by itself when the session does. Then the batch's learning (decision 0041): the
 * progress through its materials, its tests, the attendance certificate, its XP leaderboard and its discussions.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel, useTokenDownload } from '@akademi-siber/feature-app-frame';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberBatchHome } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { batchCalendarDownload, liveClassBatchApi, useGetMemberBatchQuery } from '../data/liveclass-batch-api';
import { AttendanceSummary } from '../parts/attendance-summary';
import { BatchLearningSections } from '../parts/batch-learning-sections';
import { formatDay, formatTime } from '../parts/session-format';
import { inTimeOrder, SessionList } from '../parts/session-list';

/** How often the page asks again while a session is still to come or open. */
export const BATCH_POLL_MS = 60_000;

function NextSession({ home }: { home: MemberBatchHome }) {
  const next = inTimeOrder(home.sessions).find((session) => session.phase !== 'ended');
  if (!next) return <Text $muted>Semua sesi batch ini sudah selesai.</Text>;
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

function BatchHome({ home }: { home: MemberBatchHome }) {
  const { liveClass, batch } = home;
  const { download, isPreparing } = useTokenDownload();
  const args = useMemo(() => ({ liveclassSlug: liveClass.slug, batchSlug: batch.slug }), [liveClass.slug, batch.slug]);
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Heading level={1}>{liveClass.title}</Heading>
        <Text $size="lg" $weight="semibold">
          {batch.name}
        </Text>
        <Text $muted>
          Pengajar: {liveClass.instructor} · {formatDate(batch.startsAt)} – {formatDate(batch.endsAt)}
        </Text>
      </Stack>
      <AttendanceSummary home={home} />
      <section aria-labelledby="jadwal-sesi">
        <Stack $gap={4}>
          <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
            <Heading level={2} id="jadwal-sesi">
              Jadwal sesi
            </Heading>
            {home.sessions.length > 0 && (
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                loading={isPreparing}
                onClick={() => void download(...batchCalendarDownload(args))}
              >
                Unduh jadwal (.ics)
              </Button>
            )}
          </Stack>
          {home.sessions.length === 0 ? (
            <EmptyState
              title="Jadwal sesi belum diumumkan"
              description="Sesi batch ini akan tampil di sini setelah pengajar menjadwalkannya."
              headingLevel={3}
            />
          ) : (
            <>
              <NextSession home={home} />
              <SessionList liveclassSlug={liveClass.slug} batchSlug={batch.slug} sessions={home.sessions} />
            </>
          )}
        </Stack>
      </section>
      <BatchLearningSections home={home} batch={args} />
    </Stack>
  );
}

export function BatchPage() {
  const { liveclassSlug = '', batchSlug = '' } = useParams();
  const args = { liveclassSlug, batchSlug };
  // What is cached decides the polling: a batch with a session still to come or open is asked again every minute.
  const cached = liveClassBatchApi.endpoints.getMemberBatch.useQueryState(args);
  const live = cached.data?.sessions.some((session) => session.phase !== 'ended') ?? false;
  const { data, isLoading, error, refetch } = useGetMemberBatchQuery(args, {
    pollingInterval: live ? BATCH_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  usePageTitle(data ? `${data.liveClass.title} — ${data.batch.name}` : 'Batch live class');

  const status = errorStatus(error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(error)} />;

  let body;
  if (data) body = <BatchHome home={data} />;
  else if (isLoading) body = <SkeletonList rows={4} label="Memuat batch…" />;
  else
    body = <ErrorState title="Batch belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      <Stack $gap={5}>
        <Text $size="sm">
          <Link to="/member/liveclass">← Live Class Saya</Link>
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
