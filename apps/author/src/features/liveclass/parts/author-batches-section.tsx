/**
 * The author home's "Batch live class" section: the batches of the instructor's live classes (GET
 * /api/author/liveclass, the next session first), each opening its attendance page. Offered lazily by the
 * feature's index, so the author's first chunk does not carry it.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, Grid, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import type { AuthorBatchSummary } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAuthorBatchesQuery } from '../data/batches-api';
import { batchAttendancePath, dateRange } from './batch-links';

function BatchCard({ item }: { item: AuthorBatchSummary }) {
  const { liveClass, batch } = item;
  return (
    <Card as="article" $padding={5} style={{ height: '100%' }}>
      <Stack $gap={2}>
        <Heading level={4} as="h3" style={{ overflowWrap: 'anywhere' }}>
          <Link to={batchAttendancePath(liveClass.slug, batch.id)}>
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
      <QueryStates
        query={query}
        errorTitle="Daftar batch belum dapat dimuat"
        isEmpty={(batches) => batches.length === 0}
        empty={<EmptyState headingLevel={3} title="Belum ada batch live class yang Anda ajar." />}
        headingLevel={3}
      >
        {(batches) => (
          <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {batches.map((item) => (
              <li key={`${item.liveClass.slug}/${item.batch.id}`}>
                <BatchCard item={item} />
              </li>
            ))}
          </Grid>
        )}
      </QueryStates>
    </Stack>
  );
}
