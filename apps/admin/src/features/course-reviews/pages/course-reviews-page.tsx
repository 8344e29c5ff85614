/** /admin/tinjauan-kelas (decision 0053): courses authors submitted for review, newest first, with what changed. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Container,
  Heading,
  Stack,
  Text,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { describeSubmissionChanges, type CourseReviewRow } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetCourseReviewsQuery } from '../data/course-reviews-api';

const columns: TableColumn<CourseReviewRow>[] = [
  {
    key: 'submittedAt',
    header: 'Diajukan',
    render: (row) => <NoWrap>{formatDateTime(row.submittedAt, { fallback: '—' })}</NoWrap>,
  },
  {
    key: 'title',
    header: 'Kelas',
    render: (row) => (
      <WideCell>
        <Link to={`/admin/tinjauan-kelas/${encodeURIComponent(row.courseSlug)}`}>{row.title}</Link>
        <br />
        <Badge $tone={row.firstVersion ? 'info' : 'warning'}>{row.firstVersion ? 'Kelas baru' : 'Perubahan'}</Badge>
      </WideCell>
    ),
  },
  { key: 'author', header: 'Pengajar', render: (row) => row.authorName },
  {
    key: 'changes',
    header: 'Yang berubah',
    render: (row) => (
      <WideCell style={{ minWidth: '14rem' }}>
        {describeSubmissionChanges(row.changes)}
        {row.note && (
          <>
            <br />
            <Text as="span" $size="sm" $muted>
              Catatan: {row.note}
            </Text>
          </>
        )}
      </WideCell>
    ),
  },
];

export function CourseReviewsPage() {
  usePageTitle('Tinjauan Kelas', 'Admin');
  const [page, setPage] = useState(1);
  const result = useGetCourseReviewsQuery({ page, perPage: PER_PAGE });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Tinjauan Kelas</Heading>
          <Text $muted>
            Kelas baru dan perubahan kelas yang diajukan pengajar. Peserta baru melihatnya setelah disetujui.
          </Text>
        </Stack>
        <PagedTable
          caption="Kelas yang menunggu tinjauan"
          columns={columns}
          rowKey={(row) => row.courseSlug}
          errorTitle="Daftar tinjauan belum dapat dimuat"
          emptyText="Tidak ada kelas yang menunggu tinjauan."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
