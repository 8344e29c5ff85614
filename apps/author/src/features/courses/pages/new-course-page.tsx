/** /author/kelas-baru (decision 0053): a new course, made as a draft; then its builder opens on Materi. */
import { Link, useNavigate } from 'react-router-dom';
import { Card, Container, Heading, Stack, Text, usePageTitle, useToast } from '@akademi-siber/ui-design-system';
import { useCreateCourseMutation } from '../data/builder-api';
import { CourseForm } from '../parts/course-form';
import { builderPath } from '../parts/course-frame';

export function NewCoursePage() {
  usePageTitle('Kelas baru', 'Author');
  const navigate = useNavigate();
  const toast = useToast();
  const [create] = useCreateCourseMutation();
  return (
    <Container style={{ paddingBlock: 32, maxWidth: 760 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Text $size="sm">
            <Link to="/author">Beranda</Link> / Kelas baru
          </Text>
          <Heading level={1}>Buat kelas baru</Heading>
          <Text $muted>
            Kelas disimpan sebagai draf. Peserta baru melihatnya setelah Anda mengajukannya dan admin menyetujuinya.
          </Text>
        </Stack>
        <Card>
          <CourseForm
            slugEditable
            submitLabel="Buat draf"
            onSubmit={async (values) => {
              const made = await create(values).unwrap();
              toast.show({ title: 'Berhasil', variant: 'success', message: 'Kelas dibuat sebagai draf.' });
              navigate(builderPath(made.slug, 'materi'));
            }}
          />
        </Card>
      </Stack>
    </Container>
  );
}
