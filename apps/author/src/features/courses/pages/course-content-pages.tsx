/**
 * /author/kelas/{courseSlug}/materi and …/kuis (decision 0053): the content editor on what the author edits now —
 * the draft itself, or a published course's change in work (its hidden working copy). A published course with no
 * change in work offers to start one; while an admin reviews the course, the editor is not shown.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ContentMaterialsEditor, ContentQuizEditor } from '@akademi-siber/feature-content-editor';
import { Button, Card, EmptyState, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import type { BuiltCourse } from '@akademi-siber/util-contracts';
import { useChangeCourseRevisionMutation } from '../data/builder-api';
import { builderPath, CourseFrame } from '../parts/course-frame';

function StartChange({ course }: { course: BuiltCourse }) {
  const toast = useToast();
  const [change, { isLoading }] = useChangeCourseRevisionMutation();
  return (
    <EmptyState
      title="Kelas ini sudah terbit"
      description={
        'Untuk mengubah isinya, buat versi baru. Peserta tetap melihat versi terbit sampai Anda mengajukan ' +
        'perubahan dan admin menyetujuinya; progres dan nilai mereka tetap tersimpan.'
      }
      action={
        <Button
          disabled={isLoading}
          onClick={() =>
            void change({ slug: course.slug, action: 'start' })
              .unwrap()
              .then(() => toast.show({ title: 'Berhasil', variant: 'success', message: 'Versi baru dibuat.' }))
              .catch((failure: unknown) => toast.show({ message: errorMessage(failure) }))
          }
        >
          {isLoading ? 'Membuat…' : 'Buat versi baru'}
        </Button>
      }
    />
  );
}

function Editable({ course, children }: { course: BuiltCourse; children: (slug: string) => ReactNode }) {
  if (!course.editable) {
    return (
      <EmptyState
        title="Kelas sedang ditinjau admin"
        description="Isi kelas belum dapat diubah sampai tinjauan selesai. Anda akan menerima notifikasi hasilnya."
      />
    );
  }
  if (!course.editingSlug) return <StartChange course={course} />;
  return (
    <Stack $gap={4}>
      {course.hasWorkingCopy && (
        <Card>
          <Text>
            Anda mengubah versi baru. Peserta masih melihat versi {course.version}. Ajukan perubahan dari halaman{' '}
            <Link to={builderPath(course.slug)}>Ringkasan</Link> bila sudah siap.
          </Text>
        </Card>
      )}
      {children(course.editingSlug)}
    </Stack>
  );
}

export function CourseMaterialsPage() {
  return (
    <CourseFrame pageTitle="Materi">
      {(course) => <Editable course={course}>{(slug) => <ContentMaterialsEditor contentSlug={slug} />}</Editable>}
    </CourseFrame>
  );
}

export function CourseQuizPage() {
  return (
    <CourseFrame pageTitle="Kuis & Ujian">
      {(course) => (
        <Editable course={course}>
          {(slug) => <ContentQuizEditor contentSlug={slug} materialsHref={builderPath(course.slug, 'materi')} />}
        </Editable>
      )}
    </CourseFrame>
  );
}
