/**
 * The overview of content in its player frame (decision 0020): continue where you left off (the material and the
 * video position saved on any device), the certificate once the content is done, the way to every module and to the
 * exam, and the discussions. A course's `/member/kelas/{slug}`; a corporate program's learning item shows it under
 * its own standing (decision 0046). `emptyTitle` names the owner while it has no material.
 */
import { Button, Card, EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { Link } from 'react-router-dom';
import { CourseDiscussions } from './discussion-list';
import { usePlayer } from './player-context';

function formatPosition(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PlayerOverview({ emptyTitle = 'Kelas ini belum memiliki materi' }: { emptyTitle?: string }) {
  const { course, paths, labels } = usePlayer();
  const started = course.completedMaterials > 0 || (course.resume?.positionSeconds ?? 0) > 0;
  return (
    <Stack $gap={5}>
      {course.certificateNumber && (
        <Card>
          <Stack $gap={3}>
            <Heading level={2}>Selamat, kelas ini sudah selesai!</Heading>
            <Text>Sertifikat penyelesaianmu sudah terbit dengan nomor {course.certificateNumber}.</Text>
            <div>
              <Button as={Link} to={paths.certificate(course.certificateNumber)}>
                Lihat sertifikat
              </Button>
            </div>
          </Stack>
        </Card>
      )}
      {course.resume ? (
        <Card>
          <Stack $gap={3}>
            <Heading level={2}>{started ? 'Lanjutkan belajar' : 'Mulai belajar'}</Heading>
            <Text>
              {course.resume.title}
              {course.resume.positionSeconds > 0 && (
                <Text as="span" $muted>
                  {' '}
                  · terakhir di menit {formatPosition(course.resume.positionSeconds)}
                </Text>
              )}
            </Text>
            <div>
              <Button as={Link} to={paths.material(course.resume.hashId)}>
                {started ? 'Lanjutkan' : 'Mulai dari materi pertama'}
              </Button>
            </div>
          </Stack>
        </Card>
      ) : (
        <EmptyState
          title={emptyTitle}
          description="Pengajar sedang menyiapkan materinya. Kami akan memberi tahu lewat notifikasi."
        />
      )}
      <Stack $direction="row" $gap={3} $wrap>
        <Button as={Link} to={paths.modules} $variant="secondary">
          Lihat semua modul
        </Button>
        {course.hasExam && (
          <Button as={Link} to={paths.exam} $variant="secondary">
            {capitalised(labels.exam)}
          </Button>
        )}
      </Stack>
      <CourseDiscussions courseSlug={course.slug} paths={paths} title={labels.discussions} />
    </Stack>
  );
}
