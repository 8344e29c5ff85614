/**
 * One thread as the staff see it: answer (the asker is notified), pin, close or reopen, delete with a reason the
 * asker reads, delete a reply.
 */
import { discussionRemovalSchema, discussionReplySchema, DISCUSSION_LIMITS } from '@akademi-siber/util-contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Modal,
  Notice,
  SkeletonList,
  Stack,
  Text,
  useToast,
} from '@akademi-siber/ui-design-system';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DiscussionByline, DiscussionText } from './discussion-parts';
import {
  useGetStaffDiscussionQuery,
  useStaffAnswerDiscussionMutation,
  useStaffDeleteDiscussionMutation,
  useStaffDeleteDiscussionReplyMutation,
  useStaffModerateDiscussionMutation,
  type StaffArea,
} from './staff-discussions-api';
import { StaffThreadBadges } from './staff-thread-badges';

const isNotFound = (error: unknown) => errorStatus(error) === 404;

function DeleteDialog({
  open,
  onClose,
  onConfirm,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  busy: boolean;
}) {
  const form = useZodForm(discussionRemovalSchema, { reason: '' });
  const confirm = form.handleSubmit((data) => onConfirm(data.reason));
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Hapus diskusi"
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={() => void confirm()}>
            Hapus diskusi
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <Text>Diskusi yang dihapus hilang dari daftar. Penanya menerima notifikasi berisi alasan penghapusan.</Text>
        <TextAreaField
          label="Alasan penghapusan"
          rows={3}
          maxLength={DISCUSSION_LIMITS.reasonMax}
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
      </Stack>
    </Modal>
  );
}

export interface StaffDiscussionThreadProps {
  area: StaffArea;
  hashId: string;
  /** The course the page's address names (the author's pages): a thread of another course is "not found". */
  courseSlug?: string;
  /** The link back to the list, e.g. "← Diskusi Keamanan Web"; opened from the list, it returns to its filters. */
  back: { to: string; label: string };
  /** Show the thread's course above its title (the admins' page). */
  showCourse?: boolean;
}

export function StaffDiscussionThread({
  area,
  hashId,
  courseSlug,
  back: backTo,
  showCourse,
}: StaffDiscussionThreadProps) {
  const navigate = useNavigate();
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const back = { ...backTo, to: typeof from === 'string' && from.startsWith(`${backTo.to}?`) ? from : backTo.to };
  const toast = useToast();
  const { data: thread, isLoading, error, refetch } = useGetStaffDiscussionQuery({ area, hashId });
  // Any refusal of the API is said under the answer's text.
  const answerForm = useZodForm(discussionReplySchema, { body: '' });
  const [deleting, setDeleting] = useState(false);
  const [send, { isLoading: sending }] = useStaffAnswerDiscussionMutation();
  const [moderate, { isLoading: moderating }] = useStaffModerateDiscussionMutation();
  const [remove, { isLoading: removing }] = useStaffDeleteDiscussionMutation();
  const [removeReply] = useStaffDeleteDiscussionReplyMutation();
  const backLink = (
    <Text $size="sm">
      <Link to={back.to}>← {back.label}</Link>
    </Text>
  );

  if (isLoading) return <SkeletonList rows={3} label="Memuat diskusi…" />;
  if (isNotFound(error) || (thread && courseSlug !== undefined && thread.courseSlug !== courseSlug)) {
    return (
      <EmptyState
        title="Diskusi tidak ditemukan"
        description="Diskusi ini tidak ada, sudah dihapus, atau bukan dari kelas yang Anda kelola."
        action={backLink}
      />
    );
  }
  if (error || !thread)
    return (
      <ErrorState title="Diskusi belum dapat dimuat" message={errorMessage(error, '')} onRetry={() => void refetch()} />
    );

  const submit = answerForm.handleSubmit(async ({ body }) => {
    try {
      await send({ area, hashId: thread.hashId, body }).unwrap();
      answerForm.reset();
      toast.show({ title: 'Berhasil', message: 'Jawaban terkirim. Penanya mendapat notifikasi.', variant: 'success' });
    } catch (failure) {
      answerForm.setError('body', { type: 'server', message: errorMessage(failure, 'Jawaban belum dapat dikirim.') });
    }
  });
  const change = async (next: { pinned: boolean } | { closed: boolean }) => {
    try {
      await moderate({ area, hashId: thread.hashId, change: next }).unwrap();
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Perubahan belum tersimpan.') });
    }
  };
  const confirmDelete = async (reason: string) => {
    try {
      await remove({ area, hashId: thread.hashId, reason }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dihapus.', variant: 'success' });
      navigate(back.to);
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Diskusi belum dapat dihapus.') });
    }
  };
  const deleteReply = async (replyId: number) => {
    if (!window.confirm('Hapus balasan ini?')) return;
    try {
      await removeReply({ area, hashId: thread.hashId, replyId }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Balasan berhasil dihapus.', variant: 'success' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Balasan belum dapat dihapus.') });
    }
  };

  return (
    <Stack $gap={4}>
      {backLink}
      <Card as="article" aria-labelledby="judul-diskusi">
        <Stack $gap={3}>
          {showCourse && (
            <Text as="span" $size="sm" $muted>
              Kelas: {thread.courseTitle}
            </Text>
          )}
          <Stack $direction="row" $gap={2} $align="center" $wrap>
            <Heading level={1} id="judul-diskusi" style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {thread.title}
            </Heading>
            <StaffThreadBadges thread={thread} />
          </Stack>
          <DiscussionByline person={thread.author} at={thread.createdAt} edited={thread.edited} />
          <DiscussionText text={thread.body} />
          <Stack $direction="row" $gap={2} $wrap>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={moderating}
              onClick={() => void change({ pinned: !thread.pinned })}
            >
              {thread.pinned ? 'Lepas sematan' : 'Sematkan'}
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              disabled={moderating}
              onClick={() => void change({ closed: !thread.closed })}
            >
              {thread.closed ? 'Buka kembali' : 'Tutup diskusi'}
            </Button>
            <Button type="button" $size="sm" $variant="danger" onClick={() => setDeleting(true)}>
              Hapus diskusi
            </Button>
          </Stack>
        </Stack>
      </Card>
      <Stack as="section" $gap={3} aria-labelledby="balasan-diskusi">
        <Heading level={2} id="balasan-diskusi" style={{ margin: 0 }}>
          {thread.replyCount} balasan
        </Heading>
        {thread.replies.map((reply) => (
          <Card key={reply.id} as="article" aria-label={`Balasan dari ${reply.author.name}`}>
            <Stack $gap={2}>
              <DiscussionByline person={reply.author} at={reply.createdAt} edited={reply.edited} />
              <DiscussionText text={reply.body} />
              <div>
                <Button type="button" $size="sm" $variant="ghost" onClick={() => void deleteReply(reply.id)}>
                  Hapus balasan
                </Button>
              </div>
            </Stack>
          </Card>
        ))}
        {thread.closed ? (
          <Notice $tone="neutral">Diskusi ini ditutup. Buka kembali untuk menjawab.</Notice>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Jawab diskusi">
            <Stack $gap={2}>
              <TextAreaField
                label="Jawaban Anda"
                rows={5}
                maxLength={DISCUSSION_LIMITS.replyMax}
                {...answerForm.register('body')}
                error={answerForm.formState.errors.body?.message}
              />
              <div>
                <Button type="submit" disabled={sending}>
                  {sending ? 'Mengirim…' : 'Kirim jawaban'}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </Stack>
      <DeleteDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        busy={removing}
        onConfirm={(reason) => void confirmDelete(reason)}
      />
    </Stack>
  );
}
