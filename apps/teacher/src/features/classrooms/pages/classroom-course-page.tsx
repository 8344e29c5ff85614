/**
 * /teacher/classroom/{classroomSlug}/online-course/detail/{onlineCourseSlug} — each student's progress in one course.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Avatar,
  Badge,
  Container,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  StatCard,
  Table,
} from '@akademi-siber/ui-design-system';
import type { ClassroomCourseStudent } from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetClassroomCourseStudentsQuery } from '../data/classrooms-api';
import { useClassroomCourse } from '../parts/lecturer-detail-course-layout';
import { SearchForm } from '../../../layout/search-form';

const PER_PAGE = 10;

function columnsFor(materials: number, studentPath: (username: string) => string) {
  return [
    {
      key: 'name',
      header: 'Mahasiswa',
      render: (row: ClassroomCourseStudent) => (
        <Stack $direction="row" $gap={2}>
          <Avatar src={row.avatarUrl} name={row.name} alt="" size={28} />
          <span>
            <Link to={studentPath(row.username)}>{row.name}</Link>{' '}
            <span style={{ opacity: 0.75 }}>@{row.username}</span>
          </span>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row: ClassroomCourseStudent) =>
        !row.enrolled ? (
          <Badge>Belum mulai</Badge>
        ) : row.completedAt ? (
          <Badge $tone="success">Selesai</Badge>
        ) : (
          <Badge $tone="info">Belajar</Badge>
        ),
    },
    {
      key: 'progress',
      header: 'Progres',
      align: 'right' as const,
      render: (row: ClassroomCourseStudent) => `${row.progress}% (${row.completedMaterials}/${materials})`,
    },
    {
      key: 'lastAccessedAt',
      header: 'Terakhir belajar',
      render: (row: ClassroomCourseStudent) => (row.lastAccessedAt ? formatDate(row.lastAccessedAt) : '—'),
    },
  ];
}

export function ClassroomCoursePage() {
  const { classroom, course, summary } = useClassroomCourse();
  const coursePath = `/teacher/classroom/${classroom.slug}/online-course/detail/${course.slug}`;
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, isLoading, error, refetch } = useGetClassroomCourseStudentsQuery({
    slug: classroom.slug,
    courseSlug: course.slug,
    page,
    perPage: PER_PAGE,
    q,
  });
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={6}>
        <Grid $min={170}>
          <StatCard label="Mahasiswa" value={formatNumber(summary.students)} />
          <StatCard label="Terdaftar" value={formatNumber(summary.enrolled)} />
          <StatCard label="Selesai" value={formatNumber(summary.completed)} />
          <StatCard label="Rata-rata progres" value={`${formatNumber(summary.averageProgress)}%`} />
        </Grid>
        <Stack $gap={4}>
          <Heading level={2}>Progres mahasiswa</Heading>
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
            <ErrorState
              title="Progres mahasiswa belum dapat dimuat"
              message={errorMessage(error, '')}
              onRetry={refetch}
            />
          ) : (
            <>
              <Table
                caption={`Progres mahasiswa ${classroom.name} di ${course.title}`}
                hideCaption
                columns={columnsFor(
                  course.materials,
                  (username) => `${coursePath}/people/${encodeURIComponent(username)}`,
                )}
                rows={data?.data ?? []}
                rowKey="username"
                emptyText={q ? 'Tidak ada mahasiswa yang cocok.' : 'Belum ada mahasiswa di classroom ini.'}
              />
              {data && <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />}
            </>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
