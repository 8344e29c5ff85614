/** /teacher/classroom/{classroomSlug}/student — the classroom's students with their average progress. */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Avatar,
  Container,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Table,
  Text,
} from '@akademi-siber/ui-design-system';
import type { ClassroomStudent } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetClassroomStudentsQuery } from '../data/classrooms-api';
import { useClassroom } from '../parts/lecturer-detail-layout';
import { SearchForm } from '../../../layout/search-form';

const PER_PAGE = 10;

const columns = [
  {
    key: 'name',
    header: 'Nama',
    render: (student: ClassroomStudent) => (
      <Stack $direction="row" $gap={2}>
        <Avatar src={student.avatarUrl} name={student.name} alt="" size={28} />
        <span>{student.name}</span>
      </Stack>
    ),
  },
  { key: 'username', header: 'Username' },
  { key: 'joinedAt', header: 'Bergabung', render: (student: ClassroomStudent) => formatDate(student.joinedAt) },
  {
    key: 'averageProgress',
    header: 'Rata-rata progres',
    align: 'right' as const,
    render: (student: ClassroomStudent) => `${student.averageProgress}%`,
  },
];

export function ClassroomStudentsPage() {
  const classroom = useClassroom();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, isLoading, error, refetch } = useGetClassroomStudentsQuery({
    slug: classroom.slug,
    page,
    perPage: PER_PAGE,
    q,
  });
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={5}>
        <Heading level={2}>Mahasiswa</Heading>
        <SearchForm
          label="Cari nama atau username"
          name="q"
          onSearch={(term) => {
            setQ(term);
            setPage(1);
          }}
        />
        {isLoading ? (
          <SkeletonList rows={4} />
        ) : error ? (
          <ErrorState title="Daftar mahasiswa belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
        ) : (
          <>
            <Table
              caption="Mahasiswa classroom"
              columns={columns}
              rows={data?.data ?? []}
              rowKey="username"
              emptyText={
                q ? 'Tidak ada mahasiswa yang cocok.' : 'Belum ada mahasiswa. Bagikan kode bergabung classroom ini.'
              }
            />
            {data && <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />}
            {data && data.meta.total > 0 && (
              <Text $muted $size="sm">
                {data.meta.total} mahasiswa
              </Text>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
