import { useState } from 'react';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Avatar,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  ProgressBar,
  SkeletonList,
  Stack,
  StatCard,
  Text,
} from '@akademi-siber/ui-design-system';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetMemberClassesQuery } from '../data/member-api';

const PER_PAGE = 6;

function MemberClasses() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetMemberClassesQuery({ page, perPage: PER_PAGE });

  if (isLoading) return <SkeletonList rows={3} />;
  if (error) return <ErrorState title="Kelas belum dapat dimuat" message={'message' in error ? error.message : ''} onRetry={refetch} />;
  if (!data || data.data.length === 0) {
    return <EmptyState title="Belum ada kelas" description="Kelas yang Anda ikuti akan tampil di sini." />;
  }
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Grid $min={280}>
        {data.data.map((item) => (
          <Card key={item.slug} as="article" aria-labelledby={`class-${item.slug}`}>
            <Stack $gap={3}>
              <Heading level={3} id={`class-${item.slug}`}>
                {item.title}
              </Heading>
              <Text $muted $size="sm">
                {item.level} · terdaftar {formatDate(item.enrolledAt)}
              </Text>
              <ProgressBar value={item.progress} label={`Progres ${item.title}`} />
              <Text $size="sm">
                {item.completedMaterials} dari {item.totalMaterials} materi selesai ({formatNumber(item.progress)}%)
              </Text>
            </Stack>
          </Card>
        ))}
      </Grid>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

/** /member — the member's dashboard: who they are, points, XP and their classes. */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $direction="row" $gap={4} $align="center">
          <Avatar src={user.avatarUrl} name={user.name} size={64} />
          <Stack $gap={1}>
            <Heading level={1}>Halo, {user.name}</Heading>
            <Text $muted>@{user.username}</Text>
          </Stack>
        </Stack>
        <Grid $min={180}>
          <StatCard label="Poin" value={formatNumber(user.point)} />
          <StatCard label="XP" value={formatNumber(user.xp)} />
        </Grid>
        <section aria-labelledby="kelas-saya-title">
          <Stack $gap={4}>
            <Heading level={2} id="kelas-saya-title">
              Kelas Saya
            </Heading>
            <MemberClasses />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
