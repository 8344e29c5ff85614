/**
 * The author home's "Grup pelatihan korporat" section (decisions 0044 and 0045): the corporate-training groups the
 * instructor teaches (GET /api/author/corporate-training), each with its company, dates and participants, opening the
 * group's pages (sessions and attendance, content, discussions, participants). States by hand, not QueryStates: this
 * section is on the page every instructor enters first (see the batches section).
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Card,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import type { AuthorGroupSummary } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { cohortPagePath, dateRange } from '../../cohort';
import { useGetAuthorTrainingGroupsQuery } from '../data/groups-api';

function GroupCard({ item }: { item: AuthorGroupSummary }) {
  const title = `${item.training.title} — ${item.group.name}`;
  return (
    <Card as="article" aria-label={title} $padding={5} style={{ height: '100%' }}>
      <Stack $gap={2}>
        <Heading level={4} as="h3" style={{ overflowWrap: 'anywhere' }}>
          <Link to={cohortPagePath({ trainingSlug: item.training.slug, groupId: item.id })}>{title}</Link>
        </Heading>
        <Text $size="sm" $muted>
          {item.companyName} · {dateRange(item.group.startsAt, item.group.endsAt)}
        </Text>
        <Text $size="sm">{formatNumber(item.participants)} peserta</Text>
        {!item.contentSlug && (
          <Text $size="sm" $muted>
            Materi grup belum dibuat.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function AuthorGroupsSection() {
  const headingId = useId();
  const query = useGetAuthorTrainingGroupsQuery();
  return (
    <Stack as="section" aria-labelledby={headingId} $gap={3}>
      <Stack $gap={1}>
        <Heading level={3} as="h2" id={headingId}>
          Grup pelatihan korporat
        </Heading>
        <Text $muted>
          Grup perusahaan yang Anda ajar; buka satu untuk mengatur sesi, mencatat kehadiran, dan mengelola materinya.
        </Text>
      </Stack>
      {query.isLoading ? (
        <SkeletonList rows={2} label="Memuat grup…" />
      ) : query.error || !query.data ? (
        <ErrorState
          title="Daftar grup belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          headingLevel={3}
        />
      ) : query.data.length === 0 ? (
        <EmptyState headingLevel={3} title="Belum ada grup pelatihan korporat yang Anda ajar." />
      ) : (
        <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((item) => (
            <li key={item.id}>
              <GroupCard item={item} />
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
