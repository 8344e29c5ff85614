/**
 * The staff's list of discussions: all or waiting for an answer, searchable, its filters kept in the address so
 * "back" returns to them. The author's list is one course's; the admins' list spans courses with an optional filter.
 */
import type { DiscussionStatusFilter, DiscussionSummary } from '@akademi-siber/util-contracts';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Pagination,
  SkeletonList,
  Stack,
  Tabs,
  Text,
} from '@akademi-siber/ui-design-system';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DiscussionByline, DiscussionSearch } from './discussion-parts';
import { useGetStaffDiscussionsQuery, type StaffArea } from './staff-discussions-api';
import { StaffThreadBadges } from './staff-thread-badges';

const isNotFound = (error: unknown) => errorStatus(error) === 404;

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
