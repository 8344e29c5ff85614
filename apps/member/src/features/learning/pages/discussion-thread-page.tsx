/**
 * /member/kelas/{courseSlug}/diskusi/{idHashDiscussion} (spec §2, decision 0021), and a batch's
 * `diskusi/{idHashDiscussion}` (decision 0041): the question, its replies (staff
 * answers badged), a reply form unless the thread is closed, and editing or deleting what the member wrote.
 */
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import type { DiscussionDetail, DiscussionReply } from '@akademi-siber/util-contracts';
import { discussionBodySchema, discussionReplySchema, DISCUSSION_LIMITS } from '@akademi-siber/util-contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  TextField,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  useDeleteDiscussionMutation,
  useDeleteDiscussionReplyMutation,
  useGetDiscussionQuery,
  useReplyToDiscussionMutation,
  useUpdateDiscussionMutation,
  useUpdateDiscussionReplyMutation,
} from '../data/discussion-api';
import { usePlayer } from '../parts/player-context';
import { DiscussionByline as Byline, DiscussionText as Paragraphs } from '@akademi-siber/feature-discussions/parts';
import { ThreadBadges } from '../parts/thread-badges';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';

function EditThread({
  thread,
  courseSlug,
  onDone,
}: {
  thread: DiscussionDetail;
  courseSlug: string;
  onDone: () => void;
}) {
  const form = useZodForm(discussionBodySchema, { title: thread.title, body: thread.body });
  const errors = form.formState.errors;
  const [update, { isLoading, error }] = useUpdateDiscussionMutation();
  const submit = form.handleSubmit(async (body) => {
    try {
      await update({ courseSlug, hashId: thread.hashId, body }).unwrap();
      onDone();
    } catch {
      // Shown below from the mutation's error.
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ubah diskusi">
      <Stack $gap={3}>
        {error && <Notice $tone="danger">{errorMessage(error)}</Notice>}
        <TextField
          label="Judul"
          maxLength={DISCUSSION_LIMITS.titleMax}
          {...form.register('title')}
          error={errors.title?.message}
        />
        <TextAreaField
          label="Pertanyaan"
          rows={6}
          maxLength={DISCUSSION_LIMITS.bodyMax}
          {...form.register('body')}
          error={errors.body?.message}
        />
        <Stack $direction="row" $gap={2}>
          <Button type="submit" disabled={isLoading}>
            Simpan perubahan
          </Button>
          <Button type="button" $variant="secondary" onClick={onDone}>
            Batal
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function ReplyItem({
  reply,
  thread,
  courseSlug,
}: {
  reply: DiscussionReply;
  thread: DiscussionDetail;
  courseSlug: string;
}) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  // Any refusal of the API is said under the reply's text.
  const form = useZodForm(discussionReplySchema, { body: reply.body });
  const [update, { isLoading: saving }] = useUpdateDiscussionReplyMutation();
  const [remove, { isLoading: removing }] = useDeleteDiscussionReplyMutation();
  const save = form.handleSubmit(async (body) => {
    try {
      await update({ hashId: thread.hashId, replyId: reply.id, body }).unwrap();
      setEditing(false);
    } catch (failure) {
      form.setError('body', { type: 'server', message: errorMessage(failure) });
    }
  });
  const onDelete = async () => {
    if (!window.confirm('Hapus balasan ini?')) return;
    try {
      await remove({ courseSlug, hashId: thread.hashId, replyId: reply.id }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Balasan berhasil dihapus.', variant: 'success' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
  };
  return (
    <Card as="article" aria-label={`Balasan dari ${reply.author.name}`}>
      <Stack $gap={2}>
        <Byline person={reply.author} at={reply.createdAt} edited={reply.edited} />
        {editing ? (
          <form onSubmit={(event) => void save(event)} noValidate aria-label="Ubah balasan">
            <Stack $gap={2}>
              <TextAreaField
                label="Balasan"
                rows={4}
                maxLength={DISCUSSION_LIMITS.replyMax}
                {...form.register('body')}
                error={form.formState.errors.body?.message}
              />
              <Stack $direction="row" $gap={2}>
                <Button type="submit" $size="sm" disabled={saving}>
                  Simpan
                </Button>
                <Button type="button" $size="sm" $variant="secondary" onClick={() => setEditing(false)}>
                  Batal
                </Button>
              </Stack>
            </Stack>
          </form>
        ) : (
          <Paragraphs text={reply.body} />
        )}
        {reply.mine && !editing && (
          <Stack $direction="row" $gap={2}>
            {!thread.closed && (
              <Button type="button" $size="sm" $variant="ghost" onClick={() => setEditing(true)}>
                Ubah
              </Button>
            )}
            <Button type="button" $size="sm" $variant="ghost" disabled={removing} onClick={() => void onDelete()}>
              Hapus
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function ReplyForm({ thread, courseSlug }: { thread: DiscussionDetail; courseSlug: string }) {
  // Any refusal of the API is said under the text.
  const form = useZodForm(discussionReplySchema, { body: '' });
  const [send, { isLoading }] = useReplyToDiscussionMutation();
  const submit = form.handleSubmit(async (body) => {
    try {
      await send({ courseSlug, hashId: thread.hashId, body }).unwrap();
      form.reset();
    } catch (failure) {
      form.setError('body', { type: 'server', message: errorMessage(failure) });
    }
  });
  if (thread.closed)
    return <Notice $tone="neutral">Diskusi ini sudah ditutup oleh instruktur dan tidak menerima balasan baru.</Notice>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Tulis balasan">
      <Stack $gap={2}>
        <TextAreaField
          label="Tulis balasan"
          rows={4}
          maxLength={DISCUSSION_LIMITS.replyMax}
          {...form.register('body')}
          error={form.formState.errors.body?.message}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Mengirim…' : 'Kirim balasan'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function DiscussionThreadPage() {
  const { course, paths } = usePlayer();
  const { idHashDiscussion = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { data: thread, isLoading, error, refetch } = useGetDiscussionQuery(idHashDiscussion);
  const [editing, setEditing] = useState(false);
  const [remove, { isLoading: removing }] = useDeleteDiscussionMutation();
  usePageTitle(thread ? `${thread.title} · Diskusi` : 'Diskusi');
  const back = (
    <Text $size="sm">
      <Link to={paths.discussions}>← Kembali ke diskusi kelas</Link>
    </Text>
  );

  if (isLoading) return <SkeletonList rows={3} label="Memuat diskusi…" />;
  // A thread of another course is not shown under this one.
  if (errorStatus(error) === 404 || (thread && thread.courseSlug !== course.slug)) {
    return (
      <EmptyState
        title="Diskusi tidak ditemukan"
        description="Diskusi ini tidak ada atau sudah dihapus."
        action={back}
      />
    );
  }
  if (error || !thread)
    return (
      <ErrorState title="Diskusi belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
    );

  const onDelete = async () => {
    if (!window.confirm('Hapus diskusi ini? Diskusi yang dihapus tidak bisa dikembalikan.')) return;
    try {
      await remove({ courseSlug: course.slug, hashId: thread.hashId }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dihapus.', variant: 'success' });
      navigate(paths.discussions);
    } catch (failure) {
      toast.show({ message: errorMessage(failure) });
    }
  };

  return (
    <Stack $gap={4}>
      {back}
      <Card as="article" aria-labelledby="judul-diskusi">
        {editing ? (
          <EditThread thread={thread} courseSlug={course.slug} onDone={() => setEditing(false)} />
        ) : (
          <Stack $gap={3}>
            <Stack $direction="row" $gap={2} $align="center" $wrap>
              <Heading level={2} id="judul-diskusi" style={{ margin: 0 }}>
                {thread.title}
              </Heading>
              <ThreadBadges thread={thread} />
            </Stack>
            <Byline person={thread.author} at={thread.createdAt} edited={thread.edited} />
            <Paragraphs text={thread.body} />
            {thread.mine && (
              <Stack $direction="row" $gap={2}>
                {!thread.closed && (
                  <Button type="button" $size="sm" $variant="secondary" onClick={() => setEditing(true)}>
                    Ubah diskusi
                  </Button>
                )}
                {thread.canDelete && (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    disabled={removing}
                    onClick={() => void onDelete()}
                  >
                    Hapus diskusi
                  </Button>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </Card>
      <Stack as="section" $gap={3} aria-labelledby="balasan-diskusi">
        <Heading level={3} id="balasan-diskusi" style={{ margin: 0 }}>
          {thread.replyCount} balasan
        </Heading>
        {thread.replies.length === 0 && <Text $muted>Belum ada balasan. Instruktur akan segera menjawab.</Text>}
        {thread.replies.map((reply) => (
          <ReplyItem key={reply.id} reply={reply} thread={thread} courseSlug={course.slug} />
        ))}
        <ReplyForm thread={thread} courseSlug={course.slug} />
      </Stack>
    </Stack>
  );
}
