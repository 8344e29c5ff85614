/**
 * The author home's "Batch live class" section: the batches of the instructor's live classes (GET
 * /api/author/liveclass, the next session first), each opening its attendance page. Offered lazily by the
 * feature's index, so the author's first chunk does not carry it.
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
import type { AuthorBatchSummary } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAuthorBatchesQuery } from '../data/batches-api';
import { cohortPagePath, dateRange } from '../../cohort';

function BatchCard({ item }: { item: AuthorBatchSummary }) {
  const { liveClass, batch } = item;
  return (
    <Card as="article" $padding={5} style={{ height: '100%' }}>
      <Stack $gap={2}>
        <Heading level={4} as="h3" style={{ overflowWrap: 'anywhere' }}>
          <Link to={cohortPagePath({ liveclassSlug: liveClass.slug, batchId: batch.id })}>
            {liveClass.title} — {batch.name}
          </Link>
        </Heading>
        <Text $size="sm" $muted>
          {dateRange(batch.startsAt, batch.endsAt)}
        </Text>
        <Text $size="sm">
          {formatNumber(item.members)} peserta · {formatNumber(item.sessions)} sesi
        </Text>
        <Text $size="sm">
          {item.nextSessionAt
            ? `Sesi berikutnya: ${formatDateTime(item.nextSessionAt, { withZone: true })}`
            : 'Semua sesi telah selesai.'}
        </Text>
      </Stack>
    </Card>
  );
}

export function AuthorBatchesSection() {
  const headingId = useId();
  const query = useGetAuthorBatchesQuery();
  return (
    <Stack as="section" aria-labelledby={headingId} $gap={3}>
      <Stack $gap={1}>
        <Heading level={3} as="h2" id={headingId}>
          Batch live class
        </Heading>
        <Text $muted>Batch yang Anda ajar; buka satu untuk melihat dan mengoreksi kehadiran pesertanya.</Text>
      </Stack>
      {/* The states by hand rather than with QueryStates: its subpath brings its own copy of the design system's
          parts into this chunk, and this section is on the page every instructor enters first. */}
      {query.isLoading ? (
        <SkeletonList rows={2} label="Memuat batch…" />
      ) : query.error || !query.data ? (
        <ErrorState
          title="Daftar batch belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          headingLevel={3}
        />
      ) : query.data.length === 0 ? (
        <EmptyState headingLevel={3} title="Belum ada batch live class yang Anda ajar." />
      ) : (
        <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {query.data.map((item) => (
            <li key={`${item.liveClass.slug}/${item.batch.id}`}>
              <BatchCard item={item} />
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
