/**
 * /member/corporate-training/{trainingSlug}/{groupSlug} — a group's home (decisions 0044, 0045): the training, the
 * company, the dates, the instructor, and then what a live-class batch's home shows, with the same parts — the
 * member's attendance against the certificate's requirement, the sessions with "Gabung sesi" and the calendar file
 * (asked again every minute while a session is to come or open), and the group's learning: progress, tests, the
 * attendance certificate, the XP leaderboard and the discussions. Another member's group answers as not found.
 */
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Avatar,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  StatCard,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberGroupHome } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { AttendanceSummary, CohortLearningSections, CohortSessions, sessionPolling } from '../../liveclass-batch';
import {
  memberTrainingGroupsApi,
  useGetMemberTrainingGroupQuery,
  type MemberGroupArgs,
} from '../data/corporate-training-api';
import { useGroupRef } from '../parts/use-group-ref';

function GroupFacts({ home }: { home: MemberGroupHome }) {
  return (
    <Grid $min="200px" $gap={4}>
      <StatCard
        label="Jadwal"
        value={
          <Text as="span">
            {formatDate(home.group.startsAt)} – {formatDate(home.group.endsAt)}
          </Text>
        }
        // The group's own sessions say how it runs; without any yet, the training's length does.
        hint={
          home.sessions.length > 0
            ? `${formatNumber(home.sessions.length)} sesi`
            : `${home.training.durationDays} hari pelatihan`
        }
      />
      <StatCard
        label="Instruktur"
        value={
          home.instructor ? (
            <Stack $direction="row" $gap={2} $align="center">
              <Avatar src={home.instructor.avatarUrl} name={home.instructor.name} size={32} alt="" />
              <Text as="span">{home.instructor.name}</Text>
            </Stack>
          ) : (
            <Text as="span">Belum ditetapkan</Text>
          )
        }
      />
      <StatCard label="Peserta" value={formatNumber(home.participants)} hint="Termasuk kamu" />
      <StatCard label="Progres" value={`${home.progress.percent}%`} />
    </Grid>
  );
}

function AboutTraining({ home }: { home: MemberGroupHome }) {
  return (
    <Card as="section" aria-labelledby="tentang-pelatihan" $padding={5}>
      <Stack $gap={3}>
        <Heading level={2} id="tentang-pelatihan">
          Tentang pelatihan
        </Heading>
        <Text>{home.training.summary}</Text>
        {home.training.topics.length > 0 && (
          <ul aria-label="Topik pelatihan" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {home.training.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        )}
        <Text $size="sm" $muted>
          Terdaftar sejak {formatDate(home.enrolledAt)}.
        </Text>
      </Stack>
    </Card>
  );
}

function GroupHome({ home, group }: { home: MemberGroupHome; group: MemberGroupArgs }) {
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Heading level={1}>{home.training.title}</Heading>
        <Text $size="lg" $weight="semibold">
          {home.group.name}
        </Text>
        <Text $muted>{home.companyName}</Text>
      </Stack>
      <GroupFacts home={home} />
      <AttendanceSummary home={home} />
      <CohortSessions cohort={group} sessions={home.sessions} />
      {home.learning ? (
        <CohortLearningSections cohort={group} name={home.group.name} learning={home.learning} />
      ) : (
        <EmptyState
          title="Materi grup belum tersedia"
          description="Instruktur grup ini belum ditetapkan. Materi, kuis, dan diskusi tampil di sini setelah siap."
          headingLevel={2}
        />
      )}
      <AboutTraining home={home} />
    </Stack>
  );
}

export function GroupPage() {
  const group = useGroupRef();
  // What is cached decides the polling: a group with a session still to come or open is asked again every minute.
  const cached = memberTrainingGroupsApi.endpoints.getMemberTrainingGroup.useQueryState(group);
  const { data, isLoading, error, refetch } = useGetMemberTrainingGroupQuery(
    group,
    sessionPolling(cached.data?.sessions),
  );
  usePageTitle(data ? `${data.training.title} — ${data.group.name}` : 'Pelatihan korporat');
  const status = errorStatus(error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(error)} />;

  let body;
  if (data) body = <GroupHome home={data} group={group} />;
  else if (isLoading) body = <SkeletonList rows={4} label="Memuat grup…" />;
  else
    body = <ErrorState title="Grup belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      <Stack $gap={5}>
        <Text $size="sm">
          <Link to="/member/corporate-training">← Pelatihan Korporat Saya</Link>
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
