/**
 * /teacher/online-courses/{courseSlug} (tcadmin, is_access_course) — an online course as the teacher previews it
 * before using it in a classroom: its modules and materials, each module's quiz and the exam (their settings; the
 * exam's questions on /ujian).
 */
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { TeacherCoursePreview } from '@akademi-siber/util-contracts';
import { formatDuration, formatNumber } from '@akademi-siber/util-format';
import { useGetTeacherCoursePreviewQuery } from '../data/classrooms-api';
import { assessmentFacts } from '../parts/assessment-facts';

const KIND_LABELS = { video: 'Video', article: 'Artikel', file: 'Berkas', link: 'Tautan' } as const;

function Preview({ course }: { course: TeacherCoursePreview }) {
  usePageTitle(course.title, 'Teacher');
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Stack $direction="row" $gap={2} $wrap>
          <Badge $tone="info">{course.level}</Badge>
          <Badge>{course.category}</Badge>
        </Stack>
        <Heading level={1}>{course.title}</Heading>
        <Text $muted>
          Oleh {course.authorName} ·{' '}
          {course.classrooms > 0
            ? `dipakai di ${formatNumber(course.classrooms)} classroom Anda`
            : 'belum dipakai di classroom Anda'}
        </Text>
        {course.description && <Text>{course.description}</Text>}
      </Stack>
      {course.modules.map((module, index) => (
        <Card key={module.slug} as="section" aria-labelledby={`pratinjau-${module.slug}`}>
          <Stack $gap={3}>
            <Heading level={2} id={`pratinjau-${module.slug}`} style={{ fontSize: '1.125rem' }}>
              Modul {index + 1}: {module.title}
            </Heading>
            <Stack as="ol" $gap={2} style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {module.materials.map((material, position) => (
                <li key={`${module.slug}-${position}`}>
                  {material.title}{' '}
                  <Text as="span" $size="sm" $muted>
                    ({KIND_LABELS[material.kind]}
                    {material.durationSeconds > 0 ? `, ${formatDuration(material.durationSeconds)}` : ''})
                  </Text>
                </li>
              ))}
            </Stack>
            {module.quiz && (
              <Text $size="sm">
                <strong>{module.quiz.title}</strong> — {assessmentFacts(module.quiz)}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
      <Card as="section" aria-labelledby="pratinjau-ujian">
        <Stack $gap={3}>
          <Heading level={2} id="pratinjau-ujian" style={{ fontSize: '1.125rem' }}>
            Ujian akhir
          </Heading>
          {course.exam ? (
            <>
              <Text $size="sm">
                <strong>{course.exam.title}</strong> — {assessmentFacts(course.exam)}
              </Text>
              <Button
                as={Link}
                to={`/teacher/online-courses/${course.slug}/ujian`}
                $variant="secondary"
                $size="sm"
                style={{ alignSelf: 'flex-start' }}
              >
                Pratinjau soal ujian
              </Button>
            </>
          ) : (
            <Text $muted>Kelas ini tidak memiliki ujian akhir.</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

export function CoursePreviewPage() {
  const { courseSlug = '' } = useParams();
  const query = useGetTeacherCoursePreviewQuery(courseSlug);
  const status = errorStatus(query.error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="960px">
      <Stack $gap={4}>
        <Link to="/teacher/online-courses">← Belajar Online</Link>
        {query.isLoading ? (
          <SkeletonList rows={5} />
        ) : query.error || !query.data ? (
          <ErrorState
            title="Kelas online belum dapat dimuat"
            message={errorMessage(query.error, '')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Preview course={query.data} />
        )}
      </Stack>
    </Container>
  );
}
