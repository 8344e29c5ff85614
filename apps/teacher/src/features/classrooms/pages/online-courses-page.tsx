/** /teacher/online-courses — the online courses a teacher with Belajar Online access can use in classrooms. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetTeacherOnlineCoursesQuery } from '../data/classrooms-api';
import { SearchForm } from '../../../layout/search-form';

const PER_PAGE = 9;

export function OnlineCoursesPage() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, isLoading, error, refetch } = useGetTeacherOnlineCoursesQuery({ page, perPage: PER_PAGE, q });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Belajar Online</Heading>
          <Text $muted>Kelas online Akademi Siber yang dapat dipakai di classroom Anda.</Text>
        </Stack>
        <SearchForm
          label="Cari judul atau kategori"
          name="q"
          onSearch={(term) => {
            setQ(term);
            setPage(1);
          }}
        />
        {isLoading ? (
          <SkeletonList rows={3} />
        ) : error ? (
          <ErrorState title="Kelas online belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState
            title={q ? 'Tidak ada kelas yang cocok' : 'Belum ada kelas online'}
            description={q ? 'Coba kata kunci lain.' : undefined}
          />
        ) : (
          <>
            <Grid $min={260}>
              {data.data.map((course) => (
                <Card key={course.slug} as="article" aria-labelledby={`online-${course.slug}`}>
                  <Stack $gap={2}>
                    <Stack $direction="row" $gap={2} $wrap>
                      <Badge $tone="info">{course.level}</Badge>
                      <Badge>{course.category}</Badge>
                    </Stack>
                    <Heading level={4} as="h2" id={`online-${course.slug}`}>
                      {course.title}
                    </Heading>
                    <Text $size="sm" $muted>
                      {formatNumber(course.modules)} modul · {formatNumber(course.materials)} materi
                    </Text>
                    <Text $size="sm">
                      {course.classrooms > 0
                        ? `Dipakai di ${formatNumber(course.classrooms)} classroom Anda`
                        : 'Belum dipakai di classroom Anda'}
                    </Text>
                    <Button
                      as={Link}
                      to={`/teacher/online-courses/${course.slug}`}
                      $variant="secondary"
                      $size="sm"
                      aria-label={`Pratinjau ${course.title}`}
                    >
                      Pratinjau
                    </Button>
                  </Stack>
                </Card>
              ))}
            </Grid>
            <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}
