import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Badge,
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

const PER_PAGE = 10;

const columns = [
  // Each course opens its discussions (decision 0021).
  {
    key: 'title',
    header: 'Kelas',
    render: (c: AuthorCourse) => <Link to={`/author/kelas/${encodeURIComponent(c.slug)}`}>{c.title}</Link>,
  },
  { key: 'level', header: 'Level', render: (c: AuthorCourse) => c.level },
  {
    key: 'published',
    header: 'Status',
    render: (c: AuthorCourse) => (
      <Badge $tone={c.published ? 'success' : 'neutral'}>{c.published ? 'Terbit' : 'Draf'}</Badge>
    ),
  },
  { key: 'modules', header: 'Modul', align: 'right' as const, render: (c: AuthorCourse) => formatNumber(c.modules) },
  {
    key: 'students',
    header: 'Peserta',
    align: 'right' as const,
    render: (c: AuthorCourse) => formatNumber(c.students),
  },
];

/** /author — the instructor's home: their courses with student counts. */
export function HomePage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetAuthorCoursesQuery({ page, perPage: PER_PAGE });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Selamat datang, {user?.name}</Heading>
          <Text $muted>Kelas yang Anda ajar dan jumlah pesertanya.</Text>
        </Stack>
        {isLoading ? (
          <SkeletonList rows={4} />
        ) : error ? (
          <ErrorState title="Daftar kelas belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
        ) : (
          <>
            <Table
              caption="Kelas yang Anda ajar"
              columns={columns}
              rows={data?.data ?? []}
              rowKey={(c) => c.slug}
              emptyText="Anda belum memiliki kelas."
            />
            {data && <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />}
          </>
        )}
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
