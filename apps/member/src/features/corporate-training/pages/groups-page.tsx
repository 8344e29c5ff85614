/**
 * /member/corporate-training — the corporate-training groups the member learns in (decision 0044), newest first:
 * the training, the group and its company, the dates and the member's progress, each opening the group's home.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { memberGroupPagePath, type MemberGroupSummary } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetMemberTrainingGroupsQuery } from '../data/corporate-training-api';
import { GroupProgress } from '../parts/group-progress';

const PER_PAGE = 9;

function GroupCard({ item }: { item: MemberGroupSummary }) {
  const title = `${item.training.title} — ${item.group.name}`;
  return (
    <Card as="article" aria-label={title} $padding={5} style={{ height: '100%' }}>
      <Stack $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} as="h2" style={{ overflowWrap: 'anywhere' }}>
            <Link to={memberGroupPagePath(item.training.slug, item.group.slug)}>{item.training.title}</Link>
          </Heading>
          <Text $weight="semibold">{item.group.name}</Text>
          <Text $size="sm" $muted>
            {item.companyName} · {formatDate(item.group.startsAt)} – {formatDate(item.group.endsAt)}
          </Text>
        </Stack>
        <GroupProgress progress={item.progress} label={`Progres ${title}`} />
      </Stack>
    </Card>
  );
}

export function GroupsPage() {
  usePageTitle('Pelatihan Korporat Saya');
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetMemberTrainingGroupsQuery({ page, perPage: PER_PAGE });
  let body;
  if (isLoading) body = <SkeletonList rows={3} label="Memuat pelatihan…" />;
  else if (error || !data)
    body = (
      <ErrorState title="Pelatihan belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );
  else if (data.data.length === 0)
    body = (
      <EmptyState
        title="Kamu belum terdaftar di pelatihan korporat"
        description="Saat perusahaanmu mendaftarkanmu di grup pelatihan, grupnya tampil di sini."
        headingLevel={2}
      />
    );
  else
    body = (
      <Stack $gap={4}>
        <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.data.map((item) => (
            <li key={`${item.training.slug}/${item.group.slug}`}>
              <GroupCard item={item} />
            </li>
          ))}
        </Grid>
        <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
      </Stack>
    );
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Pelatihan Korporat Saya</Heading>
          <Text $muted>Grup pelatihan yang diikuti bersama rekan kerja dari perusahaanmu.</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
