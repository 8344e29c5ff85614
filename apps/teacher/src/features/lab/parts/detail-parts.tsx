/** What the two lab detail pages share: loading and failures, the band with the way back, client-side paging. */
import { useState, type ReactNode } from 'react';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Badge, Container, ErrorState, Heading, SkeletonList, Stack } from '@akademi-siber/ui-design-system';
import {
  LAB_CATEGORY_LABELS,
  LAB_DIFFICULTY_LABELS,
  type LabCategory,
  type LabDifficulty,
} from '@akademi-siber/util-contracts';
import { Band, Breadcrumbs } from '../../../layout/band';
import { dueLabel, DIFFICULTY_TONE, labPaths } from './lab-format';

export const DETAIL_PER_PAGE = 20;

/** Loading skeleton, 403/404 as the error page, any other failure with a retry. */
export function DetailStates({
  query,
  title,
  children,
}: {
  query: { isLoading: boolean; error?: unknown; refetch: () => unknown; data?: unknown };
  title: string;
  children: () => ReactNode;
}) {
  if (query.isLoading)
    return (
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={5} />
      </Container>
    );
  const status = errorStatus(query.error);
  if (status === 403 || status === 404) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  if (query.error || !query.data)
    return (
      <Container style={{ paddingBlock: 32 }}>
        <ErrorState title={title} message={errorMessage(query.error, '')} onRetry={() => void query.refetch()} />
      </Container>
    );
  return <>{children()}</>;
}

export function DetailBand({
  classroom,
  kind,
  item,
  assignment,
}: {
  classroom: { slug: string; name: string };
  kind: 'challenge' | 'exercise';
  item: { title: string; category: LabCategory; difficulty: LabDifficulty };
  assignment: { dueAt: string | null } | null;
}) {
  return (
    <Band>
      <Breadcrumbs
        items={[
          { label: 'Classroom', to: '/teacher/classroom' },
          { label: classroom.name, to: labPaths.tab(classroom.slug, kind) },
          { label: item.title },
        ]}
      />
      <Stack $gap={2}>
        <Heading level={1}>{item.title}</Heading>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{LAB_CATEGORY_LABELS[item.category]}</Badge>
          <Badge $tone={DIFFICULTY_TONE[item.difficulty]}>{LAB_DIFFICULTY_LABELS[item.difficulty]}</Badge>
          <Badge $tone={assignment ? 'neutral' : 'warning'}>
            {assignment ? dueLabel(assignment.dueAt) : 'Belum ditugaskan di classroom ini'}
          </Badge>
        </Stack>
      </Stack>
    </Band>
  );
}

/** One page of a list the API answers whole (a classroom's students on one item). */
export function usePaged<T>(rows: readonly T[]) {
  const [page, setPage] = useState(1);
  return { page, setPage, rows: rows.slice((page - 1) * DETAIL_PER_PAGE, page * DETAIL_PER_PAGE) };
}
