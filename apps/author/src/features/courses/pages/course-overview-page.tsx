/**
 * /author/kelas/{courseSlug} (decision 0053): where the course stands and what comes next — submit the draft or the
 * change for review with a note, drop a change in work — and every submission with the admin's comments.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Badge, Button, Card, EmptyState, Heading, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import {
  describeSubmissionChanges,
  type BuiltCourse,
  type CourseSubmissionSummary,
} from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useChangeCourseRevisionMutation, useSubmitCourseMutation } from '../data/builder-api';
import { builderPath, CourseFrame } from '../parts/course-frame';

const STATUS = {
  pending: { label: 'Menunggu tinjauan', tone: 'warning' },
  approved: { label: 'Disetujui', tone: 'success' },
  returned: { label: 'Dikembalikan', tone: 'danger' },
} as const;

function History({ submissions }: { submissions: CourseSubmissionSummary[] }) {
  if (submissions.length === 0) return <Text $muted>Kelas ini belum pernah diajukan.</Text>;
  return (
    <Stack as="ol" $gap={3} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {submissions.map((item) => (
        <li key={item.id}>
          <Card>
            <Stack $gap={2}>
              <Stack $direction="row" $gap={2} style={{ flexWrap: 'wrap' }}>
                <Badge $tone={STATUS[item.status].tone}>{STATUS[item.status].label}</Badge>
                {item.version !== null && <Text $size="sm">Versi {item.version}</Text>}
                <Text $size="sm" $muted>
                  Diajukan {formatDateTime(item.submittedAt)} oleh {item.submittedBy}
                </Text>
              </Stack>
              <Text $size="sm">{describeSubmissionChanges(item.changes)}</Text>
              {item.note && <Text $size="sm">Catatan Anda: {item.note}</Text>}
              {item.reviewComment && (
                <Text style={{ whiteSpace: 'pre-wrap' }}>
                  <strong>Komentar {item.reviewerName ?? 'admin'}:</strong> {item.reviewComment}
                </Text>
              )}
            </Stack>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

function Submit({ course }: { course: BuiltCourse }) {
  const toast = useToast();
  const [note, setNote] = useState('');
  const [submit, { isLoading }] = useSubmitCourseMutation();
  const [change, dropping] = useChangeCourseRevisionMutation();
  if (course.state === 'in_review') {
    return <Text role="status">Kelas ini sedang ditinjau admin. Anda akan menerima notifikasi hasilnya.</Text>;
  }
  if (course.published && !course.hasWorkingCopy) {
    return (
      <Text>
        Kelas ini terbit dan dilihat {formatNumber(course.students)} peserta. Untuk mengubahnya, buka{' '}
        <Link to={builderPath(course.slug, 'materi')}>Materi</Link> atau{' '}
        <Link to={builderPath(course.slug, 'pengaturan')}>Pengaturan</Link>.
      </Text>
    );
  }
  const send = async () => {
    try {
      await submit({ slug: course.slug, note }).unwrap();
      setNote('');
      toast.show({ title: 'Berhasil', variant: 'success', message: 'Kelas diajukan untuk ditinjau admin.' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
  };
  return (
    <Stack $gap={3}>
      <Text>
        {course.published
          ? 'Perubahan Anda belum terlihat peserta. Ajukan untuk ditinjau bila sudah siap.'
          : 'Draf ini belum terlihat peserta. Ajukan untuk ditinjau bila materi dan kuisnya sudah siap.'}
      </Text>
      <TextAreaField
        label="Catatan untuk peninjau (opsional)"
        rows={3}
        maxLength={2000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        disabled={isLoading}
      />
      <Stack $direction="row" $gap={2} style={{ flexWrap: 'wrap' }}>
        <Button onClick={() => void send()} disabled={isLoading}>
          {isLoading ? 'Mengajukan…' : 'Ajukan untuk ditinjau'}
        </Button>
        {course.hasWorkingCopy && (
          <Button
            $variant="danger"
            disabled={dropping.isLoading}
            onClick={() => {
              if (!window.confirm('Buang semua perubahan yang belum terbit? Versi terbit tetap seperti sekarang.'))
                return;
              void change({ slug: course.slug, action: 'discard' })
                .unwrap()
                .then(() => toast.show({ title: 'Berhasil', variant: 'success', message: 'Perubahan dibuang.' }))
                .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }));
            }}
          >
            Buang perubahan
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

export function CourseOverviewPage() {
  return (
    <CourseFrame pageTitle="Ringkasan">
      {(course) => (
        <Stack $gap={6}>
          {course.state === 'returned' && course.submissions[0]?.reviewComment && (
            <Card role="note" aria-label="Komentar admin">
              <Stack $gap={2}>
                <Heading level={2}>Dikembalikan oleh admin</Heading>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{course.submissions[0].reviewComment}</Text>
                <Text $muted>Perbaiki lalu ajukan lagi.</Text>
              </Stack>
            </Card>
          )}
          <Card>
            <Stack $gap={3}>
              <Heading level={2}>Status</Heading>
              <Submit course={course} />
            </Stack>
          </Card>
          <Stack $gap={3}>
            <Heading level={2}>Riwayat pengajuan</Heading>
            {course.submissions.length === 0 && !course.published ? (
              <EmptyState
                title="Belum pernah diajukan"
                description="Tambahkan modul, materi, dan kuis di halaman Materi, lalu ajukan dari sini."
              />
            ) : (
              <History submissions={course.submissions} />
            )}
          </Stack>
        </Stack>
      )}
    </CourseFrame>
  );
}
