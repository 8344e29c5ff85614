/** /teacher/classroom/{classroomSlug}/online-course — the online courses assigned to the classroom. */
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  ProgressBar,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import { formatNumber } from '@akademi-siber/util-format';
import { useClassroom } from '../parts/lecturer-detail-layout';

export function ClassroomCoursesPage() {
  const classroom = useClassroom();
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={5}>
        <Heading level={2}>Online Course</Heading>
        {classroom.courses.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Belum ada kelas online"
            description="Kelas online yang dipakai classroom ini akan tampil di sini."
          />
        ) : (
          <Grid $min={280}>
            {classroom.courses.map((course) => (
              <Card key={course.slug} as="article" aria-labelledby={`course-${course.slug}`}>
                <Stack $gap={3}>
                  <Badge $tone="info" style={{ alignSelf: 'flex-start' }}>
                    {course.level}
                  </Badge>
                  <Heading level={4} as="h3" id={`course-${course.slug}`}>
                    {course.title}
                  </Heading>
                  <Text $size="sm" $muted>
                    {formatNumber(course.enrolledStudents)} dari {formatNumber(classroom.students)} mahasiswa terdaftar
                  </Text>
                  <ProgressBar value={course.averageProgress} label={`Rata-rata progres ${course.title}`} />
                  <Text $size="sm">Rata-rata progres {course.averageProgress}%</Text>
                  <Button
                    as={Link}
                    to={`/teacher/classroom/${classroom.slug}/online-course/detail/${course.slug}`}
                    $variant="secondary"
                    $size="sm"
                    aria-label={`Lihat progres mahasiswa di ${course.title}`}
                  >
                    Lihat progres mahasiswa
                  </Button>
                </Stack>
              </Card>
            ))}
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
