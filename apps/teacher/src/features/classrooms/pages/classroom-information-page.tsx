/**
 * /teacher/classroom/{classroomSlug}/information — what the classroom is and how students join it (the join code's
 * settings).
 */
import { Card, Container, Grid, Heading, ProgressBar, Stack, StatCard, Text } from '@akademi-siber/ui-design-system';
import { formatDate, formatNumber } from '@akademi-siber/util-format';
import { JoinCodeCard } from '../parts/join-code-card';
import { useClassroom } from '../parts/lecturer-detail-layout';

export function ClassroomInformationPage() {
  const classroom = useClassroom();
  const average = classroom.courses.length
    ? Math.round(classroom.courses.reduce((sum, course) => sum + course.averageProgress, 0) / classroom.courses.length)
    : 0;
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={6}>
        <Heading level={2}>Informasi</Heading>
        <Grid $min={180}>
          <StatCard label="Mahasiswa" value={formatNumber(classroom.students)} />
          <StatCard label="Kelas online" value={formatNumber(classroom.courses.length)} />
          <StatCard label="Rata-rata progres" value={`${formatNumber(average)}%`} />
        </Grid>
        <JoinCodeCard
          key={`${classroom.joinCode}-${classroom.joinCodeExpiresAt}-${classroom.seatLimit}`}
          classroom={classroom}
        />
        <Text $muted $size="sm">
          Dibuat {formatDate(classroom.createdAt)} · {classroom.campus}
        </Text>
        {classroom.courses.length > 0 && (
          <Card>
            <Stack $gap={4}>
              <Heading level={3}>Progres per kelas online</Heading>
              {classroom.courses.map((course) => (
                <ProgressBar
                  key={course.slug}
                  value={course.averageProgress}
                  label={`${course.title}: rata-rata ${course.averageProgress}%`}
                />
              ))}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
