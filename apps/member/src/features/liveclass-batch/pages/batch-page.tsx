/**
 * /member/liveclass/{liveclassSlug}/{batchSlug} (issue 18, decision 0040): the member's home of one live-class batch
 * — the class, the batch and its instructor, the member's attendance against the certificate's requirement, the
 * calendar file, and the sessions with "Gabung sesi" (asked again every minute while one is to come or open). Then
 * the batch's learning (decision 0041): the progress through its materials, its tests, the attendance certificate,
 * its XP leaderboard and its discussions. A corporate-training group's home shows the same parts (decision 0045).
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberBatchHome } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { liveClassBatchApi, useGetMemberBatchQuery, type MemberBatchArgs } from '../data/liveclass-batch-api';
import { AttendanceSummary } from '../parts/attendance-summary';
import { CohortLearningSections } from '../parts/cohort-learning-sections';
import { useBatchRef } from '../parts/cohort-paths';
import { CohortSessions, sessionPolling } from '../parts/cohort-sessions';

function BatchHome({ home, batch }: { home: MemberBatchHome; batch: MemberBatchArgs }) {
  const { liveClass } = home;
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Heading level={1}>{liveClass.title}</Heading>
        <Text $size="lg" $weight="semibold">
          {home.batch.name}
        </Text>
        <Text $muted>
          Pengajar: {liveClass.instructor} · {formatDate(home.batch.startsAt)} – {formatDate(home.batch.endsAt)}
        </Text>
      </Stack>
      <AttendanceSummary home={home} />
      <CohortSessions cohort={batch} sessions={home.sessions} />
      <CohortLearningSections cohort={batch} name={home.batch.name} learning={home.learning} />
    </Stack>
  );
}

export function BatchPage() {
  const batch = useBatchRef();
  // What is cached decides the polling: a batch with a session still to come or open is asked again every minute.
  const cached = liveClassBatchApi.endpoints.getMemberBatch.useQueryState(batch);
  const { data, isLoading, error, refetch } = useGetMemberBatchQuery(batch, sessionPolling(cached.data?.sessions));
  usePageTitle(data ? `${data.liveClass.title} — ${data.batch.name}` : 'Batch live class');

  const status = errorStatus(error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(error)} />;

  let body;
  if (data) body = <BatchHome home={data} batch={batch} />;
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
