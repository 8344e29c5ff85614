import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
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
import { useGetTeacherClassroomsQuery } from '../data/classrooms-api';

const PER_PAGE = 9;

/** /teacher/classroom — the lecturer's classrooms. */
export function ClassroomPage() {
  const { user } = useSession();
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetTeacherClassroomsQuery({ page, perPage: PER_PAGE });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Classroom</Heading>
          <Text $muted>
            {user?.name}
            {user?.campus ? ` · ${user.campus.name}` : ''}
          </Text>
        </Stack>
        {isLoading ? (
          <SkeletonList rows={3} />
        ) : error ? (
          <ErrorState title="Classroom belum dapat dimuat" message={errorMessage(error, '')} onRetry={refetch} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState title="Belum ada classroom" description="Classroom yang Anda ampu akan tampil di sini." />
        ) : (
          <>
            <Grid $min={260}>
              {data.data.map((room) => (
                <Card key={room.slug} as="article" aria-labelledby={`room-${room.slug}`}>
                  <Stack $gap={2}>
                    <Heading level={3} as="h2" id={`room-${room.slug}`}>
                      <Link to={`/teacher/classroom/${room.slug}/information`}>{room.name}</Link>
                    </Heading>
                    <Text $muted $size="sm">
                      {room.campus}
                    </Text>
                    <Text $size="sm">
                      {formatNumber(room.students)} mahasiswa · {formatNumber(room.courses)} kelas online
                    </Text>
                    <Text $size="sm">
                      Kode bergabung: <strong>{room.joinCode}</strong>
                    </Text>
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
