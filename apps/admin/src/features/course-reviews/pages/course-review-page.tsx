/**
 * /admin/tinjauan-kelas/{courseSlug} (decision 0053): the submitted version — its settings, and every module with its
 * materials readable (articles rendered with the shared Markdown, links, files, videos) and its quiz — then the
 * decision: approve (publish, with an optional comment) or send back with a required comment the author sees.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
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
  useToast,
} from '@akademi-siber/ui-design-system';
import { Markdown } from '@akademi-siber/ui-design-system/markdown';
import {
  courseReturnInputSchema,
  describeSubmissionChanges,
  MATERIAL_KIND_LABELS,
  type AuthoredAssessment,
  type AuthoredMaterial,
} from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { useDecideCourseReviewMutation, useGetCourseReviewQuery } from '../data/course-reviews-api';

function MaterialBody({ material }: { material: AuthoredMaterial }) {
  if (material.kind === 'article') return <Markdown source={material.body ?? ''} headingLevel={4} />;
  if (material.kind === 'link')
    return material.linkUrl ? (
      <a href={material.linkUrl} target="_blank" rel="noopener noreferrer">
        {material.linkUrl}
      </a>
    ) : null;
  if (material.kind === 'file')
    return (
      <Text $size="sm">{material.fileType ? `Berkas ${material.fileType.toUpperCase()}` : 'Belum ada berkas.'}</Text>
    );
  return <Text $size="sm">{material.hasVideo ? 'Video siap diputar.' : 'Video belum diunggah.'}</Text>;
}

function Assessment({ assessment }: { assessment: AuthoredAssessment }) {
  return (
    <Stack $gap={2}>
      <Text>
        <strong>{assessment.title}</strong> — lulus {assessment.passingScore}, {assessment.attemptLimit} percobaan,{' '}
        {assessment.timeLimitMinutes} menit, {assessment.questions.length} soal
      </Text>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {assessment.questions.map((question) => (
          <li key={question.id}>
            <Text $size="sm">{question.prompt}</Text>
            {question.options.length > 0 && (
              <Text $size="sm" $muted>
                Jawaban benar:{' '}
                {question.options
                  .filter((option) => option.isCorrect)
                  .map((option) => option.text)
                  .join(', ')}
              </Text>
            )}
            {question.acceptedAnswers.length > 0 && (
              <Text $size="sm" $muted>
                Jawaban diterima: {question.acceptedAnswers.join(', ')}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </Stack>
  );
}

function Decision({ slug }: { slug: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideCourseReviewMutation();
  const send = async (decision: 'approve' | 'return') => {
    setError(null);
    if (decision === 'return') {
      const parsed = courseReturnInputSchema.safeParse({ comment });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Komentar wajib diisi');
        return;
      }
    }
    try {
      await decide({ slug, decision, comment: comment.trim() }).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: decision === 'approve' ? 'Kelas disetujui dan diterbitkan.' : 'Kelas dikembalikan kepada pengajar.',
      });
      navigate('/admin/tinjauan-kelas');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Card as="section" aria-labelledby="keputusan">
      <Stack $gap={3}>
        <Heading level={2} id="keputusan">
          Keputusan
        </Heading>
        <TextAreaField
          label="Komentar untuk pengajar"
          hint="Wajib bila dikembalikan (minimal 10 karakter); opsional bila disetujui."
          rows={4}
          maxLength={4000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={error ?? undefined}
          disabled={isLoading}
        />
        <Stack $direction="row" $gap={2} style={{ flexWrap: 'wrap' }}>
          <Button onClick={() => void send('approve')} disabled={isLoading}>
            Setujui dan terbitkan
          </Button>
          <Button $variant="secondary" onClick={() => void send('return')} disabled={isLoading}>
            Kembalikan ke pengajar
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

export function CourseReviewPage() {
  const { courseSlug = '' } = useParams();
  const query = useGetCourseReviewQuery(courseSlug);
  const review = query.data;
  usePageTitle(review ? `Tinjauan ${review.settings.title}` : null, 'Admin');
  const status = errorStatus(query.error);
  if (status === 404) return <ErrorPanel status={404} message={errorMessage(query.error)} />;
  const pending = review?.course.submissions.find((item) => item.status === 'pending');

  return (
    <Container style={{ paddingBlock: 32 }}>
      {query.isLoading ? (
        <SkeletonList rows={6} />
      ) : query.error || !review ? (
        <ErrorState
          title="Pengajuan belum dapat dimuat"
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Text $size="sm">
              <Link to="/admin/tinjauan-kelas">Tinjauan Kelas</Link> / {review.settings.title}
            </Text>
            <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
              {review.settings.title}
            </Heading>
            <Stack $direction="row" $gap={2} style={{ flexWrap: 'wrap' }}>
              <Badge $tone={review.course.published ? 'warning' : 'info'}>
                {review.course.published ? `Perubahan versi ${review.course.version}` : 'Kelas baru'}
              </Badge>
              <Text $muted>
                {review.settings.level} · {review.settings.category} ·{' '}
                {review.settings.price === 0 ? 'Gratis' : formatCurrency(review.settings.price)}
                {review.settings.includedInSubscription ? ' · termasuk langganan' : ''}
              </Text>
            </Stack>
          </Stack>
          {pending ? (
            <Card>
              <Stack $gap={1}>
                <Text>
                  Diajukan {formatDateTime(pending.submittedAt)} oleh <strong>{pending.submittedBy}</strong>
                </Text>
                <Text>{describeSubmissionChanges(pending.changes)}</Text>
                {pending.note && <Text style={{ whiteSpace: 'pre-wrap' }}>Catatan pengajar: {pending.note}</Text>}
              </Stack>
            </Card>
          ) : (
            <Text role="status">Kelas ini tidak sedang menunggu tinjauan.</Text>
          )}
          <Stack as="section" $gap={3} aria-labelledby="deskripsi">
            <Heading level={2} id="deskripsi">
              Deskripsi
            </Heading>
            {review.settings.thumbnailUrl && (
              <img
                src={review.settings.thumbnailUrl}
                alt="Gambar sampul kelas"
                style={{ maxWidth: 320, width: '100%', borderRadius: 8 }}
              />
            )}
            <Text style={{ whiteSpace: 'pre-wrap' }}>{review.settings.description}</Text>
          </Stack>
          <Stack as="section" $gap={3} aria-labelledby="isi">
            <Heading level={2} id="isi">
              Modul dan materi
            </Heading>
            {review.outline.modules.length === 0 && <Text $muted>Belum ada modul.</Text>}
            {review.outline.modules.map((module, index) => (
              <Card key={module.id} as="section" aria-label={`Modul ${index + 1}: ${module.title}`}>
                <Stack $gap={3}>
                  <Heading level={3}>
                    Modul {index + 1}: {module.title}
                  </Heading>
                  {module.materials.map((material) => (
                    <details key={material.id}>
                      <summary>
                        <Badge $tone="info">{MATERIAL_KIND_LABELS[material.kind]}</Badge> {material.title}
                        {material.isFreePreview ? ' · pratinjau gratis' : ''}
                      </summary>
                      <div style={{ paddingBlock: 8 }}>
                        <MaterialBody material={material} />
                      </div>
                    </details>
                  ))}
                  {module.quiz && <Assessment assessment={module.quiz} />}
                </Stack>
              </Card>
            ))}
            {review.outline.exam && (
              <Card as="section" aria-label="Ujian akhir">
                <Stack $gap={2}>
                  <Heading level={3}>Ujian akhir</Heading>
                  <Assessment assessment={review.outline.exam} />
                </Stack>
              </Card>
            )}
          </Stack>
          {pending && <Decision slug={review.course.slug} />}
        </Stack>
      )}
    </Container>
  );
}
