/**
 * /member/corporate-training/{trainingSlug}/{groupSlug} — a group's home (decision 0044): the training and what it
 * covers, the company, the dates, the instructor, the member's progress, the way into the group's content (the
 * course player, at the group's own path) and the content's discussions. Another member's group answers as not
 * found.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Avatar,
  Button,
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
import { CourseDiscussions } from '../../learning';
import { useGetMemberTrainingGroupQuery, type MemberGroupArgs } from '../data/corporate-training-api';
import { groupHomePath, useGroupRef } from '../parts/group-learning';
import { GroupProgress } from '../parts/group-progress';

function ContentCard({ home, modules }: { home: MemberGroupHome; modules: string }) {
  if (!home.contentSlug) {
    return (
      <EmptyState
        title="Materi grup belum tersedia"
        description="Instruktur grup ini belum ditetapkan. Materi, kuis, dan diskusi tampil di sini setelah siap."
        headingLevel={2}
      />
    );
  }
  const started = home.progress.completedMaterials > 0;
  return (
    <Card as="section" aria-labelledby="materi-grup" $padding={5}>
      <Stack $gap={4}>
        <Heading level={2} id="materi-grup">
          Materi grup
        </Heading>
        <Text>Modul, materi, kuis, dan diskusi grupmu; progresmu tersimpan dan berlanjut di perangkat mana pun.</Text>
        <GroupProgress progress={home.progress} label="Progres materi grup" />
        <div>
          <Button as={Link} to={modules} $variant="primary">
            {home.progress.percent === 100 ? 'Buka materi' : started ? 'Lanjutkan belajar' : 'Mulai belajar'}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function GroupHome({ home, group }: { home: MemberGroupHome; group: MemberGroupArgs }) {
  const paths = useMemo(() => {
    const base = groupHomePath(group);
    return {
      modules: `${base}/modul`,
      createDiscussion: `${base}/buat-diskusi`,
      discussion: (hashId: string) => `${base}/diskusi/${encodeURIComponent(hashId)}`,
    };
  }, [group]);
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Heading level={1}>{home.training.title}</Heading>
        <Text $size="lg" $weight="semibold">
          {home.group.name}
        </Text>
        <Text $muted>{home.companyName}</Text>
      </Stack>
      <Grid $min="200px" $gap={4}>
        <StatCard
          label="Jadwal"
          value={
            <Text as="span">
              {formatDate(home.group.startsAt)} – {formatDate(home.group.endsAt)}
            </Text>
          }
          hint={`${home.training.durationDays} hari pelatihan`}
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
      <ContentCard home={home} modules={paths.modules} />
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
      {home.contentSlug && <CourseDiscussions courseSlug={home.contentSlug} paths={paths} />}
    </Stack>
  );
}

export function GroupPage() {
  const group = useGroupRef();
  const { data, isLoading, error, refetch } = useGetMemberTrainingGroupQuery(group);
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
