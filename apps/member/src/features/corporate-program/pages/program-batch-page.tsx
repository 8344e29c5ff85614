/**
 * /member/corporate-program/{batchId} (spec §2, decision 0046): one of the member's program batches — the company,
 * the dates, the member's totals (progress, items done, program points earned of those on offer) and the learning
 * items in order, each with its status, progress, due date (overdue highlighted), points and best quiz score, each
 * opening the item. A member in several batches chooses among them here (spec §4). A batch the member is not in
 * answers 404, as does an address whose batch id is not one.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  ProgressBar,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { MemberProgramBatch } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { Link, useParams } from 'react-router-dom';
import { useGetMemberProgramBatchQuery, useGetMemberProgramsQuery } from '../data/corporate-program-api';
import { BatchSelector } from '../parts/batch-selector';
import { ProgramItemList } from '../parts/program-item-list';

const WHOLE = /^[1-9]\d{0,9}$/;

function BatchTotals({ program }: { program: MemberProgramBatch }) {
  const offered = program.learningItems.reduce((sum, item) => sum + item.points, 0);
  const overdue = program.learningItems.filter((item) => item.status === 'terlambat').length;
  return (
    <Stack $gap={4}>
      <Grid $min="140px" $gap={3}>
        <StatCard label="Progres" value={`${formatNumber(program.progress)}%`} />
        <StatCard
          label="Materi selesai"
          value={`${formatNumber(program.completedItems)} dari ${formatNumber(program.items)}`}
          hint={overdue > 0 ? `${formatNumber(overdue)} lewat tenggat` : undefined}
        />
        <StatCard
          label="Poin program"
          value={formatNumber(program.points)}
          hint={`dari ${formatNumber(offered)} poin yang tersedia`}
        />
      </Grid>
      <ProgressBar
        value={program.progress}
        label={`Progres ${program.batch.name}`}
        hideLabel
        $tone={program.progress >= 100 ? 'success' : 'primary'}
      />
    </Stack>
  );
}

function BatchHome({ program }: { program: MemberProgramBatch }) {
  const { batch, company } = program;
  // The member's other batches, for the selector; it shows only when there is a choice to make.
  const { data: programs } = useGetMemberProgramsQuery();
  const batchIds = new Set(programs?.map((row) => row.batch.id));
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Heading level={1}>{batch.name}</Heading>
        <Text $muted>
          {company.name} · {formatDate(batch.startsAt)} – {formatDate(batch.endsAt)}
        </Text>
      </Stack>
      {programs && batchIds.size > 1 && <BatchSelector key={batch.id} programs={programs} current={batch.id} />}
      <BatchTotals program={program} />
      <section aria-labelledby="materi-program">
        <Stack $gap={4}>
          <Heading level={2} id="materi-program">
            Materi program
          </Heading>
          {program.learningItems.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="Belum ada materi di batch ini"
              description="Materi program tampil di sini setelah tim program menambahkannya untuk perusahaanmu."
            />
          ) : (
            <ProgramItemList program={program} />
          )}
        </Stack>
      </section>
    </Stack>
  );
}

export function ProgramBatchPage() {
  const { batchId = '' } = useParams();
  const valid = WHOLE.test(batchId);
  // `currentData`: after the selector opens another batch, not the previous one's items under the new address.
  const {
    currentData: data,
    isFetching,
    error,
    refetch,
  } = useGetMemberProgramBatchQuery(Number(batchId), { skip: !valid });
  usePageTitle(data ? `${data.batch.name} — Cybersecurity Culture` : 'Cybersecurity Culture');
  const status = errorStatus(error);
  if (!valid) return <ErrorPanel status={404} />;
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(error)} />;

  let body;
  if (data) body = <BatchHome program={data} />;
  else if (isFetching) body = <SkeletonList rows={4} label="Memuat batch…" />;
  else
    body = <ErrorState title="Batch belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />;

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      <Stack $gap={5}>
        <Text $size="sm">
          <Link to="/member/corporate-program">← Cybersecurity Culture</Link>
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
