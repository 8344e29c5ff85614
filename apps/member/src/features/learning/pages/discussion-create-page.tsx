/**
 * /member/kelas/{courseSlug}/buat-diskusi (spec §2, decision 0021), and a batch's `buat-diskusi` (decision 0041):
 * ask the instructor and classmates.
 * Validated with the API's own schema; a created thread opens at once.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { discussionBodySchema, DISCUSSION_LIMITS } from '@akademi-siber/util-contracts';
import {
  Button,
  Card,
  Heading,
  Notice,
  Stack,
  Text,
  TextField,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateDiscussionMutation } from '../data/discussion-api';
import { usePlayer } from '../parts/player-context';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';

export function CreateDiscussionPage() {
  const { course, paths } = usePlayer();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useZodForm(discussionBodySchema, { title: '', body: '' });
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateDiscussionMutation();
  usePageTitle(`Buat diskusi · ${course.title}`);

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const created = await create({ courseSlug: course.slug, body }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dibuat.', variant: 'success' });
      navigate(paths.discussion(created.hashId));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Card as="section" aria-labelledby="buat-diskusi">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap={4}>
          <Heading level={2} id="buat-diskusi" style={{ margin: 0 }}>
            Buat diskusi
          </Heading>
          <Text $muted $size="sm">
            Tuliskan pertanyaanmu sejelas mungkin: apa yang kamu coba, perintah yang kamu jalankan, dan pesan error yang
            muncul.
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
            label="Pertanyaan"
            required
            rows={8}
            maxLength={DISCUSSION_LIMITS.bodyMax}
            {...form.register('body')}
            error={errors.body?.message}
            hint={`Minimal ${DISCUSSION_LIMITS.bodyMin} karakter.`}
          />
          <Stack $direction="row" $gap={3} $wrap>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Mengirim…' : 'Kirim diskusi'}
            </Button>
            <Button as={Link} to={paths.discussions} $variant="secondary">
              Batal
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}
