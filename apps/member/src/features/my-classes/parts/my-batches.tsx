/**
 * The live-class batches the member is in (from the training index), each leading to its batch page: the sessions,
 * "Gabung sesi", the member's attendance and the calendar file.
 */
import { Button, Card, EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import type { TrainingIndexBatch } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';
import { batchPagePath } from '../../liveclass-batch';
import { useGetTrainingIndexQuery } from '../data/my-classes-api';

function BatchItem({ batch }: { batch: TrainingIndexBatch }) {
  const id = `batch-saya-${batch.liveClassSlug}-${batch.batchSlug}`;
  const name = `${batch.liveClassTitle} — ${batch.batchName}`;
  return (
    <Card as="li" aria-labelledby={id} $padding={4}>
      <Stack $direction="row" $gap={4} $justify="space-between" $wrap>
        <Stack $gap={1} style={{ flex: '1 1 16rem' }}>
          <Heading level={3} id={id}>
            {name}
          </Heading>
          <Text $size="sm" $muted>
            {formatDate(batch.startsAt)} – {formatDate(batch.endsAt)} ·{' '}
            {batch.nextSessionAt
              ? `sesi berikutnya ${formatDateTime(batch.nextSessionAt, { withZone: true })}`
              : 'semua sesi sudah selesai'}
          </Text>
        </Stack>
        <div>
          <Button
            as={Link}
            to={batchPagePath(batch.liveClassSlug, batch.batchSlug)}
            $size="sm"
            $variant={batch.nextSessionAt ? 'primary' : 'secondary'}
            aria-label={`Kehadiran dan jadwal: ${name}`}
          >
            Kehadiran dan jadwal
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

export function MyBatches() {
  const query = useGetTrainingIndexQuery();
  return (
    <QueryStates
      query={query}
      errorTitle="Batch belum dapat dimuat"
      headingLevel={3}
      isEmpty={(batches) => batches.length === 0}
      empty={
        <EmptyState
          title="Belum ada batch"
          description="Batch live class yang Anda ikuti, dengan jadwal dan kehadirannya, akan tampil di sini."
          headingLevel={3}
        />
      }
    >
      {(batches) => (
        <Stack as="ul" $gap={3} aria-label="Batch saya" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {batches.map((batch) => (
            <BatchItem key={`${batch.liveClassSlug}/${batch.batchSlug}`} batch={batch} />
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}
