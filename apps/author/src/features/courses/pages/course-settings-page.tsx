/**
 * /author/kelas/{courseSlug}/pengaturan (decision 0053): the course's settings and thumbnail. On a published course
 * they go to the change in work (learners keep the published ones until an admin approves).
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Card, Heading, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import { useSaveCourseSettingsMutation, useUploadCourseThumbnailMutation } from '../data/builder-api';
import { CourseForm } from '../parts/course-form';
import { builderPath, CourseFrame } from '../parts/course-frame';

function ThumbnailField({ slug, url, disabled }: { slug: string; url: string | null; disabled: boolean }) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadCourseThumbnailMutation();
  const [error, setError] = useState<string | null>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      await upload({ slug, file }).unwrap();
      toast.show({ title: 'Berhasil', variant: 'success', message: 'Gambar sampul diunggah.' });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Stack $gap={3}>
      <Heading level={2}>Gambar sampul</Heading>
      {url ? (
        <img src={url} alt="Gambar sampul kelas" style={{ maxWidth: 320, width: '100%', borderRadius: 8 }} />
      ) : (
        <Text $muted>Belum ada gambar sampul.</Text>
      )}
      <label htmlFor="course-thumbnail">
        <Text as="span">Unggah gambar (JPG, PNG, atau WebP, maks. 5 MB)</Text>
      </label>
      <input
        id="course-thumbnail"
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled || isLoading}
        aria-describedby={error ? 'course-thumbnail-error' : undefined}
        onChange={(event) => void send(event.target.files?.[0])}
      />
      {isLoading && <Text $muted>Mengunggah…</Text>}
      {error && (
        <Text id="course-thumbnail-error" role="alert" style={{ color: '#b42318' }}>
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function CourseSettingsPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [save] = useSaveCourseSettingsMutation();
  return (
    <CourseFrame pageTitle="Pengaturan">
      {(course) => (
        <Stack $gap={6}>
          {!course.editable && <Text role="status">Kelas sedang ditinjau admin: pengaturan belum dapat diubah.</Text>}
          {course.published && course.editable && (
            <Text $muted>
              Perubahan pengaturan disimpan sebagai versi baru. Peserta tetap melihat pengaturan terbit sampai admin
              menyetujuinya.
            </Text>
          )}
          <Card>
            <CourseForm
              key={`${course.slug}-${course.version}-${course.hasWorkingCopy}`}
              initial={{ ...course.settings, slug: course.slug }}
              slugEditable={course.slugEditable}
              disabled={!course.editable}
              submitLabel="Simpan pengaturan"
              onSubmit={async (values) => {
                const saved = await save({ slug: course.slug, body: values }).unwrap();
                toast.show({ title: 'Berhasil', variant: 'success', message: 'Pengaturan kelas disimpan.' });
                if (saved.slug !== course.slug) navigate(builderPath(saved.slug, 'pengaturan'), { replace: true });
              }}
            />
          </Card>
          <Card>
            <ThumbnailField slug={course.slug} url={course.settings.thumbnailUrl} disabled={!course.editable} />
          </Card>
          <div>
            <Button $variant="secondary" onClick={() => navigate(builderPath(course.slug))}>
              Kembali ke ringkasan
            </Button>
          </div>
        </Stack>
      )}
    </CourseFrame>
  );
}
