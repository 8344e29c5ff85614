/**
 * /author/kelas/{courseSlug}/diskusi/{idHashDiscussion} (spec §2, decision 0021): the question and its replies; the
 * author answers (the asker is notified), pins, closes or reopens, and deletes the thread (with a reason the asker
 * reads) or any reply.
 */
import { discussionRemovalSchema, discussionReplySchema, DISCUSSION_LIMITS } from '@akademi-siber/util-contracts';
import { Button, Card, Container, EmptyState, ErrorState, Heading, Modal, Notice, SkeletonList, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useAnswerAsAuthorMutation,
  useDeleteAuthorDiscussionMutation,
  useDeleteAuthorDiscussionReplyMutation,
  useGetAuthorDiscussionQuery,
  useModerateAuthorDiscussionMutation,
} from '../../data/discussion-api';
import { Byline, coursePagePath, ThreadBadges, useCourseTitle } from './parts';

const messageOf = (error: unknown, fallback: string) => (error && typeof error === 'object' && 'message' in error ? String(error.message) : fallback);

const Paragraphs = ({ text }: { text: string }) => (
  <Stack $gap={2}>
    {text.split(/\n{2,}/).map((paragraph, index) => (
      <Text key={index} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {paragraph}
      </Text>
    ))}
  </Stack>
);

function DeleteDialog({ open, onClose, onConfirm, busy }: { open: boolean; onClose: () => void; onConfirm: (reason: string) => void; busy: boolean }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = () => {
    const parsed = discussionRemovalSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onConfirm(parsed.data.reason);
  };
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
          <Button type="button" $variant="danger" disabled={busy} onClick={confirm}>
            Hapus diskusi
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <Text>Diskusi yang dihapus hilang dari daftar. Penanya menerima notifikasi berisi alasan penghapusan.</Text>
        <TextAreaField label="Alasan penghapusan" rows={3} maxLength={DISCUSSION_LIMITS.reasonMax} value={reason} onChange={(event) => setReason(event.target.value)} error={error} />
      </Stack>
    </Modal>
  );
}

export function DiscussionPage() {
  const { courseSlug = '', idHashDiscussion = '' } = useParams();
  const courseTitle = useCourseTitle(courseSlug);
  const navigate = useNavigate();
  const toast = useToast();
  const { data: thread, isLoading, error, refetch } = useGetAuthorDiscussionQuery(idHashDiscussion);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const [send, { isLoading: sending }] = useAnswerAsAuthorMutation();
  const [moderate, { isLoading: moderating }] = useModerateAuthorDiscussionMutation();
  const [remove, { isLoading: removing }] = useDeleteAuthorDiscussionMutation();
  const [removeReply] = useDeleteAuthorDiscussionReplyMutation();
  const back = (
    <Text $size="sm">
      <Link to={coursePagePath(courseSlug)}>← Diskusi {courseTitle}</Link>
    </Text>
  );

  if (isLoading) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <SkeletonList rows={3} label="Memuat diskusi…" />
      </Container>
    );
  }
  if ((error && 'status' in error && error.status === 404) || (thread && thread.courseSlug !== courseSlug)) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <EmptyState title="Diskusi tidak ditemukan" description="Diskusi ini tidak ada, sudah dihapus, atau bukan dari kelas Anda." action={back} />
      </Container>
    );
  }
  if (error || !thread) {
    return (
      <Container style={{ paddingBlock: 32 }}>
        <ErrorState title="Diskusi belum dapat dimuat" message={messageOf(error, '')} onRetry={() => void refetch()} />
      </Container>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discussionReplySchema.safeParse({ body: answer });
    if (!parsed.success) return setAnswerError(parsed.error.issues[0]?.message);
    try {
      await send({ courseSlug, hashId: thread.hashId, body: parsed.data.body }).unwrap();
      setAnswer('');
      setAnswerError(undefined);
      toast.show({ title: 'Berhasil', message: 'Jawaban terkirim. Penanya mendapat notifikasi.', variant: 'success' });
    } catch (failure) {
      setAnswerError(messageOf(failure, 'Jawaban belum dapat dikirim.'));
    }
  };
  const change = async (next: { pinned: boolean } | { closed: boolean }) => {
    try {
      await moderate({ courseSlug, hashId: thread.hashId, change: next }).unwrap();
    } catch (failure) {
      toast.show({ message: messageOf(failure, 'Perubahan belum tersimpan.') });
    }
  };
  const confirmDelete = async (reason: string) => {
    try {
      await remove({ courseSlug, hashId: thread.hashId, reason }).unwrap();
      toast.show({ title: 'Berhasil', message: 'Diskusi berhasil dihapus.', variant: 'success' });
      navigate(coursePagePath(courseSlug));
    } catch (failure) {
      toast.show({ message: messageOf(failure, 'Diskusi belum dapat dihapus.') });
    }
  };

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={4}>
        {back}
        <Card as="article" aria-labelledby="judul-diskusi">
          <Stack $gap={3}>
            <Stack $direction="row" $gap={2} $align="center" $wrap>
              <Heading level={1} id="judul-diskusi" style={{ margin: 0 }}>
                {thread.title}
              </Heading>
              <ThreadBadges thread={thread} />
            </Stack>
            <Byline person={thread.author} at={thread.createdAt} edited={thread.edited} />
            <Paragraphs text={thread.body} />
            <Stack $direction="row" $gap={2} $wrap>
              <Button type="button" $size="sm" $variant="secondary" disabled={moderating} onClick={() => void change({ pinned: !thread.pinned })}>
                {thread.pinned ? 'Lepas sematan' : 'Sematkan'}
              </Button>
              <Button type="button" $size="sm" $variant="secondary" disabled={moderating} onClick={() => void change({ closed: !thread.closed })}>
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
                <Byline person={reply.author} at={reply.createdAt} edited={reply.edited} />
                <Paragraphs text={reply.body} />
                <div>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    onClick={() => {
                      if (window.confirm('Hapus balasan ini?')) void removeReply({ courseSlug, hashId: thread.hashId, replyId: reply.id });
                    }}
                  >
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
                <TextAreaField label="Jawaban Anda" rows={5} maxLength={DISCUSSION_LIMITS.replyMax} value={answer} onChange={(event) => setAnswer(event.target.value)} error={answerError} />
                <div>
                  <Button type="submit" disabled={sending}>
                    {sending ? 'Mengirim…' : 'Kirim jawaban'}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </Stack>
      </Stack>
      <DeleteDialog open={deleting} onClose={() => setDeleting(false)} busy={removing} onConfirm={(reason) => void confirmDelete(reason)} />
    </Container>
  );
}
