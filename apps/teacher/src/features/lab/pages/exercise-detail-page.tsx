/**
 * /teacher/classroom/{classroomSlug}/exercise-lab/detail/{exerciseId} — each student of the classroom on one exercise
 * lab: steps answered of all, hints opened, started, completed (with the points it earned), late after the due date.
 */
import { useParams } from 'react-router-dom';
import {
  Avatar,
  Badge,
  Container,
  Grid,
  Heading,
  Pagination,
  ProgressBar,
  Stack,
  StatCard,
  Table,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { ClassroomExerciseResults, ClassroomExerciseStudent } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetClassroomExerciseResultsQuery } from '../data/lab-api';
import { DETAIL_PER_PAGE, DetailBand, DetailStates, usePaged } from '../parts/detail-parts';

function Results({ results }: { results: ClassroomExerciseResults }) {
  const { classroom, exercise, assignment, students } = results;
  usePageTitle(`${exercise.title} · ${classroom.name}`, 'Teacher');
  const paged = usePaged(students);
  const completed = students.filter((student) => student.completedAt);
  return (
    <>
      <DetailBand classroom={classroom} kind="exercise" item={exercise} assignment={assignment} />
      <Container style={{ paddingBlock: 24 }}>
        <Stack $gap={6}>
          <Grid $min={170}>
            <StatCard label="Selesai" value={`${formatNumber(completed.length)}/${formatNumber(students.length)}`} />
            <StatCard label="Terlambat" value={formatNumber(completed.filter((student) => student.late).length)} />
            <StatCard
              label="Sedang mengerjakan"
              value={formatNumber(students.filter((student) => student.startedAt && !student.completedAt).length)}
            />
            <StatCard label="Langkah" value={formatNumber(exercise.steps)} />
          </Grid>
          <Stack as="section" aria-labelledby="lab-mahasiswa" $gap={4}>
            <Heading level={2} id="lab-mahasiswa">
              Progres mahasiswa
            </Heading>
            <Table<ClassroomExerciseStudent>
              caption={`Progres mahasiswa ${classroom.name} di ${exercise.title}`}
              hideCaption
              rowKey="username"
              rows={paged.rows}
              emptyText="Belum ada mahasiswa di classroom ini."
              columns={[
                {
                  key: 'student',
                  header: 'Mahasiswa',
                  render: (row) => (
                    <Stack $direction="row" $gap={2} style={{ minWidth: 180 }}>
                      <Avatar src={row.avatarUrl} name={row.name} alt="" size={28} />
                      <span>
                        {row.name}{' '}
                        <Text as="span" $size="sm" $muted>
                          @{row.username}
                        </Text>
                      </span>
                    </Stack>
                  ),
                },
                {
                  key: 'steps',
                  header: 'Langkah',
                  render: (row) => (
                    <Stack $gap={1} style={{ minWidth: 120 }}>
                      <ProgressBar
                        value={exercise.steps ? Math.round((row.answeredSteps / exercise.steps) * 100) : 0}
                        label={`${row.name}: ${row.answeredSteps} dari ${exercise.steps} langkah`}
                      />
                      <Text as="span" $size="sm">
                        {formatNumber(row.answeredSteps)}/{formatNumber(exercise.steps)}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  key: 'status',
                  header: 'Status',
                  render: (row) => (
                    <Stack $direction="row" $gap={1} $wrap>
                      {row.completedAt ? (
                        <Badge $tone="success">Selesai</Badge>
                      ) : row.startedAt ? (
                        <Badge $tone="info">Mengerjakan</Badge>
                      ) : (
                        <Badge>Belum mulai</Badge>
                      )}
                      {row.late && <Badge $tone="warning">Terlambat</Badge>}
                    </Stack>
                  ),
                },
                {
                  key: 'hintsUsed',
                  header: 'Petunjuk',
                  render: (row) => formatNumber(row.hintsUsed),
                },
                {
                  key: 'points',
                  header: 'Poin',
                  render: (row) => (row.points === null ? '—' : formatNumber(row.points)),
                },
                {
                  key: 'completedAt',
                  header: 'Selesai pada',
                  render: (row) => formatDateTime(row.completedAt, { fallback: '—' }),
                },
              ]}
            />
            <Pagination
              page={paged.page}
              perPage={DETAIL_PER_PAGE}
              total={students.length}
              onPageChange={paged.setPage}
            />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}

export function ExerciseDetailPage() {
  const { classroomSlug = '', exerciseId = '' } = useParams();
  const query = useGetClassroomExerciseResultsQuery({ slug: classroomSlug, itemSlug: exerciseId });
  return (
    <DetailStates query={query} title="Progres lab latihan belum dapat dimuat">
      {() => query.data && <Results results={query.data} />}
    </DetailStates>
  );
}
