/**
 * /author/kelas/{courseSlug}/buat-diskusi (spec §2, decision 0021): the author starts a thread in their course, e.g.
 * an announcement, which they may pin from its page.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { authorDiscussionPath, discussionBodySchema, DISCUSSION_LIMITS } from '@akademi-siber/util-contracts';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  Stack,
  Text,
  TextField,
  useToast,
} from '@akademi-siber/ui-design-system';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useCreateAuthorDiscussionMutation } from '@akademi-siber/feature-discussions';
import { coursePagePath, useCourseTitle } from '../parts/course-title';

export function CreateDiscussionPage() {
  const { courseSlug = '' } = useParams();
  const title = useCourseTitle(courseSlug);
  const navigate = useNavigate();
  const toast = useToast();
  const form = useZodForm(discussionBodySchema, { title: '', body: '' });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateAuthorDiscussionMutation();

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create({ courseSlug, body }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dibuat.', variant: 'success' });
      navigate(authorDiscussionPath(courseSlug, created.hashId));
    } catch (error) {
      setFailure(errorMessage(error, 'Diskusi belum dapat dibuat.'));
    }
  });

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="760px">
      <Card as="section" aria-labelledby="buat-diskusi">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack $gap={4}>
            <Text $size="sm">
              <Link to={coursePagePath(courseSlug)}>Diskusi {title}</Link> / Buat diskusi
            </Text>
            <Heading level={1} id="buat-diskusi" style={{ margin: 0 }}>
              Buat diskusi
            </Heading>
            <Text $muted $size="sm">
              Cocok untuk pengumuman atau pembahasan yang ingin Anda mulai. Semua peserta kelas dapat membaca dan
              membalasnya.
            </Text>
            {failure && <Notice $tone="danger">{failure}</Notice>}
            <TextField
              label="Judul"
              required
              maxLength={DISCUSSION_LIMITS.titleMax}
              {...form.register('title')}
              error={errors.title?.message}
            />
            <TextAreaField
              label="Isi diskusi"
              required
              rows={8}
              maxLength={DISCUSSION_LIMITS.bodyMax}
              {...form.register('body')}
              error={errors.body?.message}
            />
            <Stack $direction="row" $gap={3}>
              <Button type="submit" disabled={isLoading}>
                {isLoading ? 'Mengirim…' : 'Kirim diskusi'}
              </Button>
              <Button as={Link} to={coursePagePath(courseSlug)} $variant="secondary">
                Batal
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
