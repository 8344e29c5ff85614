/**
 * The staff's side of course discussions (docs/product.md, "Learning"; decision 0021), shared by the author remote
 * (`/author/kelas/{courseSlug}`, one of the author's courses) and the admin remote (`/admin/diskusi`, every course):
 * the list (all or waiting for an answer, searchable, its filters kept in the address so "back" returns to them)
 * and one thread (answer, pin, close or reopen, delete with a reason the asker reads, delete a reply). The API is
 * the same under both prefixes (`/api/author`, `/api/lcadm`); the author's list is per course, the admins' list
 * spans courses with an optional course filter. Only remote pages import this lib, so the shell's eager bundle
 * does not carry it.
 */
import {
  discussionRemovalSchema,
  discussionReplySchema,
  DISCUSSION_LIMITS,
  type DiscussionStatusFilter,
  type DiscussionSummary,
} from '@akademi-siber/util-contracts';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Modal,
  Notice,
  Pagination,
  SkeletonList,
  Stack,
  Tabs,
  Text,
  useToast,
} from '@akademi-siber/ui-design-system';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { DiscussionByline, DiscussionSearch, DiscussionText } from './discussion-parts';
import {
  useGetStaffDiscussionQuery,
  useGetStaffDiscussionsQuery,
  useStaffAnswerDiscussionMutation,
  useStaffDeleteDiscussionMutation,
  useStaffDeleteDiscussionReplyMutation,
  useStaffModerateDiscussionMutation,
  type StaffArea,
} from './staff-discussions-api';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';

export { DiscussionByline, DiscussionText };
export * from './staff-discussions-api';

const isNotFound = (error: unknown) => errorStatus(error) === 404;

// ------------------------------------------------------------------------------------------------ shared parts

/** The staff's badges of a thread: pinned, closed, and whether a member's question still waits for an answer. */
export function StaffThreadBadges({
  thread,
}: {
  thread: Pick<DiscussionSummary, 'pinned' | 'closed' | 'answeredByStaff' | 'author'>;
}) {
  return (
    <>
      {thread.pinned && <Badge $tone="warning">Disematkan</Badge>}
      {thread.closed && <Badge $tone="neutral">Ditutup</Badge>}
      {thread.author.role === 'member' &&
        (thread.answeredByStaff ? (
          <Badge $tone="success">Sudah dijawab</Badge>
        ) : (
          <Badge $tone="danger">Belum dijawab</Badge>
        ))}
    </>
  );
}

// ------------------------------------------------------------------------------------------------ the list

const STATUS_TABS = [
  { id: 'all', label: 'Semua' },
  { id: 'unanswered', label: 'Belum dijawab' },
];

/** The list's filters, kept in the address (`status`, `q`, `page`) so leaving a thread returns to the same view. */
export function useStaffListFilters() {
  const [params, setParams] = useSearchParams();
  const status: DiscussionStatusFilter = params.get('status') === 'unanswered' ? 'unanswered' : 'all';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  /** Sets some filters and goes back to page 1 unless a page is given; empty values leave the address. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (
            value === undefined ||
            value === '' ||
            (key === 'page' && value === 1) ||
            (key === 'status' && value === 'all')
          )
            next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: false },
    );
  };
  return { params, status, q, page, update };
}

export interface StaffDiscussionListProps {
  area: StaffArea;
  courseSlug?: string;
  /** Where a thread opens. */
  threadHref: (thread: DiscussionSummary) => string;
  /** Show each thread's course (the admins' list spans courses). */
  showCourse?: boolean;
  /** What the empty list says when nothing is filtered (who asks here). */
  emptyHint: string;
  /** An unknown course (404): the page's own wording. */
  notFound: ReactNode;
}

export function StaffDiscussionList({
  area,
  courseSlug,
  threadHref,
  showCourse,
  emptyHint,
  notFound,
}: StaffDiscussionListProps) {
  const { status, q, page, update } = useStaffListFilters();
  const location = useLocation();
  const { data, isLoading, isFetching, error, refetch } = useGetStaffDiscussionsQuery({
    area,
    courseSlug,
    page,
    status,
    q: q || undefined,
  });

  if (isNotFound(error)) return <>{notFound}</>;

  return (
    <Stack $gap={4}>
      <Tabs
        aria-label="Saring diskusi"
        tabs={STATUS_TABS}
        active={status}
        onChange={(id: string) => update({ status: id })}
      />
      <DiscussionSearch value={q} onSearch={(term) => update({ q: term })} />
      {isLoading ? (
        <SkeletonList rows={4} label="Memuat diskusi…" />
      ) : error || !data ? (
        <ErrorState
          title="Diskusi belum dapat dimuat"
          message={errorMessage(error, '')}
          onRetry={() => void refetch()}
        />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={
            q
              ? 'Diskusi tidak ditemukan'
              : status === 'unanswered'
                ? 'Semua pertanyaan sudah dijawab'
                : 'Belum ada diskusi'
          }
          description={q ? `Tidak ada diskusi dengan kata "${q}".` : emptyHint}
          action={
            q ? (
              <Button type="button" $variant="secondary" onClick={() => update({ q: undefined })}>
                Hapus pencarian
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack
          as="ul"
          $gap={3}
          aria-busy={isFetching || undefined}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {data.data.map((thread) => (
            <li key={thread.hashId}>
              <Card>
                <Stack $gap={2}>
                  {showCourse && (
                    <Text as="span" $size="xs" $muted>
                      {thread.courseTitle}
                    </Text>
                  )}
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <Link to={threadHref(thread)} state={{ from: `${location.pathname}${location.search}` }}>
                      <Text as="span" $weight="semibold">
                        {thread.title}
                      </Text>
                    </Link>
                    <StaffThreadBadges thread={thread} />
                  </Stack>
                  <Text $size="sm" $muted style={{ overflowWrap: 'anywhere' }}>
                    {thread.excerpt}
                  </Text>
                  <Stack $direction="row" $gap={3} $align="center" $wrap>
                    <DiscussionByline person={thread.author} at={thread.createdAt} />
                    <Text as="span" $size="xs" $muted>
                      {thread.replyCount} balasan
                    </Text>
                  </Stack>
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      )}
      {data && (
        <Pagination
          page={page}
          perPage={data.meta.per_page}
          total={data.meta.total}
          onPageChange={(next: number) => update({ page: next })}
        />
      )}
    </Stack>
  );
}

// ------------------------------------------------------------------------------------------------ one thread

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
        <TextAreaField
          label="Alasan penghapusan"
          rows={3}
          maxLength={DISCUSSION_LIMITS.reasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
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
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | undefined>();
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = discussionReplySchema.safeParse({ body: answer });
    if (!parsed.success) return setAnswerError(parsed.error.issues[0]?.message);
    try {
      await send({ area, hashId: thread.hashId, body: parsed.data.body }).unwrap();
      setAnswer('');
      setAnswerError(undefined);
      toast.show({ title: 'Berhasil', message: 'Jawaban terkirim. Penanya mendapat notifikasi.', variant: 'success' });
    } catch (failure) {
      setAnswerError(errorMessage(failure, 'Jawaban belum dapat dikirim.'));
    }
  };
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
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
                error={answerError}
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
