/**
 * /teacher/classroom/{classroomSlug}/online-course/detail/{onlineCourseSlug}/people/{username} — one student of the
 * classroom in one of its courses: progress, each material done or not, each module's quiz and the exam (attempts,
 * best score, passed). Under the course's layout, which already shows the course and the way back.
 */
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Avatar,
  Badge,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { ClassroomStudentCourse, StudentAssessmentResult } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetClassroomStudentCourseQuery } from '../data/classrooms-api';
import { useClassroomCourse } from '../parts/lecturer-detail-course-layout';

const KIND_LABELS = { video: 'Video', article: 'Artikel', file: 'Berkas', link: 'Tautan' } as const;

function AssessmentResult({ kind, result }: { kind: 'Kuis' | 'Ujian'; result: StudentAssessmentResult }) {
  return (
    <Stack $gap={1}>
      <Stack $direction="row" $gap={2} $wrap>
        <Text as="span">
          <strong>{result.title}</strong>
        </Text>
        {result.passed ? (
          <Badge $tone="success">Lulus</Badge>
        ) : result.attempts > 0 ? (
          <Badge $tone="warning">Belum lulus</Badge>
        ) : (
          <Badge>Belum dikerjakan</Badge>
        )}
      </Stack>
      <Text $size="sm" $muted>
        {kind} · {formatNumber(result.attempts)} dari {formatNumber(result.attemptLimit)} percobaan · nilai terbaik{' '}
        {result.bestScore === null ? '—' : formatNumber(result.bestScore)} (lulus {formatNumber(result.passingScore)})
        {result.lastSubmittedAt ? ` · terakhir ${formatDateTime(result.lastSubmittedAt)}` : ''}
      </Text>
    </Stack>
  );
}

function StudentCourse({ detail }: { detail: ClassroomStudentCourse }) {
  const { student, enrollment, modules, exam, course } = detail;
  usePageTitle(`${student.name} · ${course.title}`, 'Teacher');
  const quizzes = modules.flatMap((module) => (module.quiz ? [module.quiz] : []));
  const doneMaterials = modules.flatMap((module) => module.materials).filter((material) => material.completedAt);
  return (
    <Stack $gap={6}>
      <Stack $direction="row" $gap={3} $wrap>
        <Avatar src={student.avatarUrl} name={student.name} alt="" size={48} />
        <Stack $gap={1}>
          <Heading level={2}>{student.name}</Heading>
          <Text $size="sm" $muted>
            @{student.username} · bergabung ke classroom {formatDate(student.joinedAt)}
          </Text>
        </Stack>
      </Stack>
      {!enrollment && <Notice>Mahasiswa ini belum mulai kelas online ini.</Notice>}
      <Grid $min={170}>
        <StatCard label="Progres" value={`${formatNumber(enrollment?.progress ?? 0)}%`} />
        <StatCard
          label="Materi selesai"
          value={`${formatNumber(doneMaterials.length)}/${formatNumber(course.materials)}`}
        />
        <StatCard
          label="Kuis lulus"
          value={`${formatNumber(quizzes.filter((quiz) => quiz.passed).length)}/${formatNumber(quizzes.length)}`}
        />
        <StatCard label="Ujian" value={!exam ? 'Tidak ada' : exam.passed ? 'Lulus' : 'Belum lulus'} />
      </Grid>
      {enrollment && (
        <Text $size="sm" $muted>
          Mulai {formatDate(enrollment.enrolledAt)}
          {enrollment.lastAccessedAt ? ` · terakhir belajar ${formatDateTime(enrollment.lastAccessedAt)}` : ''}
          {enrollment.completedAt ? ` · selesai ${formatDate(enrollment.completedAt)}` : ''}
        </Text>
      )}
      {modules.map((module, index) => (
        <Card key={module.slug} as="section" aria-labelledby={`modul-${module.slug}`}>
          <Stack $gap={3}>
            <Heading level={3} id={`modul-${module.slug}`}>
              Modul {index + 1}: {module.title}
            </Heading>
            <Stack as="ul" $gap={2} style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
              {module.materials.map((material, position) => (
                <Stack
                  as="li"
                  key={`${module.slug}-${position}`}
                  $direction="row"
                  $gap={2}
                  $justify="space-between"
                  $wrap
                >
                  <span>
                    {material.title}{' '}
                    <Text as="span" $size="sm" $muted>
                      ({KIND_LABELS[material.kind]})
                    </Text>
                  </span>
                  {material.completedAt ? (
                    <Badge $tone="success">Selesai {formatDate(material.completedAt)}</Badge>
                  ) : (
                    <Badge>Belum</Badge>
                  )}
                </Stack>
              ))}
            </Stack>
            {module.quiz && <AssessmentResult kind="Kuis" result={module.quiz} />}
          </Stack>
        </Card>
      ))}
      {exam && (
        <Card as="section" aria-labelledby="ujian-akhir">
          <Stack $gap={3}>
            <Heading level={3} id="ujian-akhir">
              Ujian akhir
            </Heading>
            <AssessmentResult kind="Ujian" result={exam} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

export function StudentCoursePage() {
  const { classroom, course } = useClassroomCourse();
  const { username = '' } = useParams();
  const query = useGetClassroomStudentCourseQuery({ slug: classroom.slug, courseSlug: course.slug, username });
  const status = errorStatus(query.error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  return (
    <Container style={{ paddingBlock: 24 }}>
      <Stack $gap={4}>
        <Link to={`/teacher/classroom/${classroom.slug}/online-course/detail/${course.slug}`}>
          ← Semua mahasiswa di {course.title}
        </Link>
        {query.isLoading ? (
          <SkeletonList rows={5} />
        ) : query.error || !query.data ? (
          <ErrorState
            title="Progres mahasiswa belum dapat dimuat"
            message={errorMessage(query.error, '')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <StudentCourse detail={query.data} />
        )}
      </Stack>
    </Container>
  );
}
