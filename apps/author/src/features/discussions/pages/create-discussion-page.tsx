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
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useCreateAuthorDiscussionMutation } from '@akademi-siber/feature-discussions';
import { coursePagePath, useCourseTitle } from '../parts/course-title';

export function CreateDiscussionPage() {
  const { courseSlug = '' } = useParams();
  const title = useCourseTitle(courseSlug);
  const navigate = useNavigate();
  const toast = useToast();
  const [values, setValues] = useState({ title: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateAuthorDiscussionMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discussionBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const created = await create({ courseSlug, body: parsed.data }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dibuat.', variant: 'success' });
      navigate(authorDiscussionPath(courseSlug, created.hashId));
    } catch (error) {
      setFailure(errorMessage(error, 'Diskusi belum dapat dibuat.'));
    }
  };

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
              value={values.title}
              onChange={(event) => setValues({ ...values, title: event.target.value })}
              error={errors['title']}
            />
            <TextAreaField
              label="Isi diskusi"
              required
              rows={8}
              maxLength={DISCUSSION_LIMITS.bodyMax}
              value={values.body}
              onChange={(event) => setValues({ ...values, body: event.target.value })}
              error={errors['body']}
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
