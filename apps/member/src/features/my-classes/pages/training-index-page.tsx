/**
 * /member/training-index (spec §2): the member's scheduled trainings — each live-class batch they are in with its
 * sessions, the batch with the next session first; "Gabung sesi" opens the platform's join page (which records
 * attendance, then opens the meeting) from 15 minutes before a session starts until it ends. Finished batches
 * follow, for reference.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import {
  memberBatchPagePath,
  memberJoinPagePath,
  SESSION_JOIN_OPENS_MINUTES,
  type TrainingIndexBatch,
} from '@akademi-siber/util-contracts';
import { LOCALE, TIME_ZONE } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { useGetTrainingIndexQuery } from '../data/my-classes-api';

/** "Gabung sesi" opens this long before its session starts. */
export const JOIN_EARLY_MS = SESSION_JOIN_OPENS_MINUTES * 60 * 1000;

const when = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const formatWhen = (value: string) => `${when.format(new Date(value))} WIB`;

function Session({
  batch,
  session,
  now,
}: {
  batch: TrainingIndexBatch;
  session: TrainingIndexBatch['sessions'][number];
  now: number;
}) {
  const starts = Date.parse(session.startsAt);
  const ends = Date.parse(session.endsAt);
  const state = now >= ends ? 'selesai' : now >= starts ? 'berlangsung' : 'akan datang';
  const joinable = session.hasMeeting && now >= starts - JOIN_EARLY_MS && now < ends;
  return (
    <li>
      <Stack $direction="row" $justify="space-between" $align="center" $gap={3} $wrap>
        <Stack $gap={1}>
          <Text $weight="semibold">{session.title}</Text>
          <Text $size="sm" $muted>
            <time dateTime={session.startsAt}>{formatWhen(session.startsAt)}</time>
          </Text>
        </Stack>
        <Stack $direction="row" $gap={2} $align="center">
          <Badge $tone={state === 'berlangsung' ? 'success' : state === 'selesai' ? 'neutral' : 'info'}>{state}</Badge>
          {joinable && (
            <Button
              as="a"
              href={memberJoinPagePath(batch.liveClassSlug, batch.batchSlug, session.id)}
              target="_blank"
              rel="noopener noreferrer"
              $size="sm"
              aria-label={`Gabung sesi ${session.title} (tab baru)`}
            >
              Gabung sesi
            </Button>
          )}
        </Stack>
      </Stack>
    </li>
  );
}

function BatchCard({ batch, now }: { batch: TrainingIndexBatch; now: number }) {
  const id = `batch-${batch.liveClassSlug}-${batch.batchSlug}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} id={id}>
            {batch.liveClassTitle} — {batch.batchName}
          </Heading>
          <Text $size="sm" $muted>
            {batch.nextSessionAt ? `Sesi berikutnya ${formatWhen(batch.nextSessionAt)}` : 'Semua sesi sudah selesai'}
          </Text>
          <div>
            <Button
              as={Link}
              to={memberBatchPagePath(batch.liveClassSlug, batch.batchSlug)}
              $size="sm"
              $variant="secondary"
              aria-label={`Kehadiran dan jadwal: ${batch.liveClassTitle} — ${batch.batchName}`}
            >
              Kehadiran dan jadwal
            </Button>
          </div>
        </Stack>
        {batch.sessions.length === 0 ? (
          <Text $muted>Jadwal sesi batch ini belum diumumkan.</Text>
        ) : (
          <Stack
            as="ol"
            $gap={3}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={`Sesi ${batch.batchName}`}
          >
            {batch.sessions.map((session) => (
              <Session key={session.id} batch={batch} session={session} now={now} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function TrainingIndexPage() {
  usePageTitle('Jadwal Pelatihan');
  const { data, isLoading, error, refetch } = useGetTrainingIndexQuery();
  const now = Date.now();
  const upcoming = data?.filter((batch) => batch.nextSessionAt !== null) ?? [];
  const finished = data?.filter((batch) => batch.nextSessionAt === null) ?? [];
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Jadwal Pelatihan</Heading>
          <Text $muted>
            Sesi live class yang Anda ikuti, yang terdekat lebih dulu. Tautan rapat tersedia satu jam sebelum sesi
            dimulai.
          </Text>
        </Stack>
        {isLoading && <SkeletonList rows={3} label="Memuat jadwal…" />}
        {error && (
          <ErrorState title="Jadwal belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
        )}
        {data && data.length === 0 && (
          <EmptyState
            title="Belum ada jadwal pelatihan"
            description="Daftar ke batch live class untuk melihat jadwal sesinya di sini."
            action={
              <Button as={Link} to="/liveclass">
                Lihat live class
              </Button>
            }
          />
        )}
        {upcoming.length > 0 && (
          <section aria-labelledby="jadwal-mendatang">
            <Stack $gap={4}>
              <Heading level={2} id="jadwal-mendatang">
                Akan datang
              </Heading>
              {upcoming.map((batch) => (
                <BatchCard key={`${batch.liveClassSlug}/${batch.batchSlug}`} batch={batch} now={now} />
              ))}
            </Stack>
          </section>
        )}
        {finished.length > 0 && (
          <section aria-labelledby="jadwal-selesai">
            <Stack $gap={4}>
              <Heading level={2} id="jadwal-selesai">
                Sudah selesai
              </Heading>
              {finished.map((batch) => (
                <BatchCard key={`${batch.liveClassSlug}/${batch.batchSlug}`} batch={batch} now={now} />
              ))}
            </Stack>
          </section>
        )}
      </Stack>
    </Container>
  );
}
