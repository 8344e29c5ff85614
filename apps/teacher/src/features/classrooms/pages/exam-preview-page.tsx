/**
 * /teacher/online-courses/{courseSlug}/ujian (tcadmin, is_access_course) — the course's exam as a student reads it:
 * its settings and each question with its options. The answer key is not part of the answer (decision 0037).
 */
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { QuestionType, TeacherExamPreview } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetTeacherExamPreviewQuery } from '../data/classrooms-api';
import { assessmentFacts } from '../parts/assessment-facts';

const TYPE_LABELS: Record<QuestionType, string> = {
  single: 'Pilih satu jawaban',
  multiple: 'Pilih semua yang benar',
  short: 'Isian singkat',
};

function Exam({ preview }: { preview: TeacherExamPreview }) {
  usePageTitle(`Ujian · ${preview.course.title}`, 'Teacher');
  const { exam } = preview;
  if (!exam)
    return (
      <EmptyState title="Tidak ada ujian akhir" description={`${preview.course.title} tidak memiliki ujian akhir.`} />
    );
  return (
    <Stack $gap={5}>
      <Stack $gap={2}>
        <Heading level={1}>{exam.title}</Heading>
        <Text $muted>{assessmentFacts(exam)}</Text>
      </Stack>
      <Notice>Pratinjau soal seperti yang dibaca mahasiswa. Kunci jawaban tidak ditampilkan.</Notice>
      <Stack as="ol" $gap={4} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {exam.questionList.map((question, index) => (
          <Card as="li" key={`${question.order}-${index}`} aria-label={`Soal ${index + 1}`}>
            <Stack $gap={3}>
              <Stack $direction="row" $gap={2} $wrap>
                <Text as="span">
                  <strong>Soal {index + 1}</strong>
                </Text>
                <Badge>{TYPE_LABELS[question.type]}</Badge>
                <Badge $tone="info">{formatNumber(question.points)} poin</Badge>
              </Stack>
              <Text style={{ whiteSpace: 'pre-line' }}>{question.prompt}</Text>
              {question.options.length > 0 && (
                <Stack as="ol" $gap={1} style={{ margin: 0, paddingLeft: '1.5rem', listStyleType: 'upper-alpha' }}>
                  {question.options.map((option, position) => (
                    <li key={position}>{option}</li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

export function ExamPreviewPage() {
  const { courseSlug = '' } = useParams();
  const query = useGetTeacherExamPreviewQuery(courseSlug);
  const status = errorStatus(query.error);
  if (status === 404 || status === 403) return <ErrorPanel status={status} message={errorMessage(query.error)} />;
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={4}>
        <Link to={`/teacher/online-courses/${courseSlug}`}>← {query.data?.course.title ?? 'Kelas online'}</Link>
        {query.isLoading ? (
          <SkeletonList rows={5} />
        ) : query.error || !query.data ? (
          <ErrorState
            title="Ujian belum dapat dimuat"
            message={errorMessage(query.error, '')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Exam preview={query.data} />
        )}
      </Stack>
    </Container>
  );
}
