import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Badge,
  Button,
  Container,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
} from '@akademi-siber/ui-design-system';
import type { AuthorCourse } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { AuthorGroupsSection } from '../../corporate-training';
import { AuthorBatchesSection } from '../../liveclass';
import { useGetAuthorCoursesQuery } from '../data/courses-api';
import { builderPath } from '../parts/course-frame';

const PER_PAGE = 10;

type State = AuthorCourse['state'];

const titleColumn = {
  key: 'title',
  header: 'Kelas',
  render: (c: AuthorCourse) => (
    <Stack $gap={1}>
      <Link to={builderPath(c.slug)}>{c.title}</Link>
      {c.hasChange && <Badge $tone="info">Ada perubahan belum terbit</Badge>}
    </Stack>
  ),
};
const modulesColumn = {
  key: 'modules',
  header: 'Modul',
  align: 'right' as const,
  render: (c: AuthorCourse) => formatNumber(c.modules),
};

const columnsDraft = [
  titleColumn,
  { key: 'level', header: 'Level', render: (c: AuthorCourse) => c.level },
  modulesColumn,
];

const COLUMNS: Record<State, typeof columnsDraft> = {
  draft: columnsDraft,
  in_review: columnsDraft,
  returned: [
    titleColumn,
    {
      key: 'comment',
      header: 'Komentar admin',
      render: (c: AuthorCourse) => <Text style={{ whiteSpace: 'pre-wrap' }}>{c.reviewComment ?? '—'}</Text>,
    },
  ],
  published: [
    titleColumn,
    { key: 'level', header: 'Level', render: (c: AuthorCourse) => c.level },
    modulesColumn,
    {
      key: 'students',
      header: 'Peserta',
      align: 'right' as const,
      render: (c: AuthorCourse) => formatNumber(c.students),
    },
  ],
};

const HEADINGS: Record<State, { heading: string; empty: string }> = {
  returned: { heading: 'Dikembalikan admin', empty: 'Tidak ada kelas yang dikembalikan.' },
  draft: { heading: 'Draf', empty: 'Tidak ada draf. Buat kelas baru untuk mulai menulis.' },
  in_review: { heading: 'Sedang ditinjau', empty: 'Tidak ada kelas yang sedang ditinjau.' },
  published: { heading: 'Terbit', empty: 'Belum ada kelas yang terbit.' },
};

/** The author's courses in one state of review (decision 0053), each opening its builder. */
function CourseSection({ state }: { state: State }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetAuthorCoursesQuery({ page, perPage: PER_PAGE, state });
  const { heading, empty } = HEADINGS[state];
  const headingId = `kelas-${state}`;
  return (
    <Stack as="section" $gap={3} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {heading}
        {data ? ` (${formatNumber(data.meta.total)})` : ''}
      </Heading>
      {isLoading ? (
        <SkeletonList rows={2} />
      ) : error ? (
        <ErrorState title="Daftar kelas belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
      ) : (
        <>
          <Table
            caption={heading}
            hideCaption
            columns={COLUMNS[state]}
            rows={data?.data ?? []}
            rowKey={(c) => c.slug}
            emptyText={empty}
          />
          {data && data.meta.total > PER_PAGE && (
            <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
          )}
        </>
      )}
    </Stack>
  );
}

/** /author — the instructor's home: their courses by where they stand in review, then their cohorts. */
export function HomePage() {
  const { user } = useSession();
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $direction="row" $gap={3} style={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Stack $gap={1}>
            <Heading level={1}>Selamat datang, {user?.name}</Heading>
            <Text $muted>Kelas Anda, dari draf sampai terbit, dan jumlah pesertanya.</Text>
          </Stack>
          <Button as={Link} to="/author/kelas-baru">
            Buat kelas baru
          </Button>
        </Stack>
        {(['returned', 'draft', 'in_review', 'published'] as const).map((state) => (
          <CourseSection key={state} state={state} />
        ))}
        {/* The batches of the instructor's live classes, each opening its attendance (issue 18). */}
        <Suspense fallback={<SkeletonList rows={2} />}>
          <AuthorBatchesSection />
        </Suspense>
        {/* The corporate-training groups the instructor teaches (decision 0044). */}
        <Suspense fallback={<SkeletonList rows={2} />}>
          <AuthorGroupsSection />
        </Suspense>
      </Stack>
    </Container>
  );
}
