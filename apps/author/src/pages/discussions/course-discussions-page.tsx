/**
 * /author/kelas/{courseSlug} (spec §2, decision 0021): the discussions of one of the author's courses — all or only
 * those still waiting for an answer, searchable — and "Buat diskusi" for an announcement.
 */
import type { DiscussionStatusFilter } from '@akademi-siber/util-contracts';
import { authorDiscussionPath } from '@akademi-siber/util-contracts';
import { Button, Card, Container, EmptyState, ErrorState, Heading, Pagination, SkeletonList, Stack, Tabs, Text, TextField } from '@akademi-siber/ui-design-system';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useGetAuthorCourseDiscussionsQuery } from '../../data/discussion-api';
import { Byline, coursePagePath, ThreadBadges, useCourseTitle } from './parts';

const errorText = (error: unknown) => (error && typeof error === 'object' && 'message' in error ? String(error.message) : '');

export function CourseDiscussionsPage() {
  const { courseSlug = '' } = useParams();
  const title = useCourseTitle(courseSlug);
  const [status, setStatus] = useState<DiscussionStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const { data, isLoading, error, refetch } = useGetAuthorCourseDiscussionsQuery({ courseSlug, page, status, q: q || undefined });
  const notFound = error && 'status' in error && error.status === 404;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={5}>
        <Text $size="sm">
          <Link to="/author">Kelas saya</Link> / {title}
        </Text>
        <Stack $direction="row" $gap={3} $align="center" $justify="space-between" $wrap>
          <Heading level={1} style={{ margin: 0 }}>
            Diskusi {title}
          </Heading>
          {!notFound && (
            <Button as={Link} to={`${coursePagePath(courseSlug)}/buat-diskusi`}>
              Buat diskusi
            </Button>
          )}
        </Stack>
        <Tabs
          aria-label="Saring diskusi"
          tabs={[
            { id: 'all', label: 'Semua' },
            { id: 'unanswered', label: 'Belum dijawab' },
          ]}
          active={status}
          onChange={(id: string) => {
            setStatus(id as DiscussionStatusFilter);
            setPage(1);
          }}
        />
        <form role="search" onSubmit={search}>
          <Stack $direction="row" $gap={2} $align="end">
            <div style={{ flex: 1 }}>
              <TextField label="Cari diskusi" hideLabel type="search" placeholder="Cari judul atau isi diskusi" value={draft} onChange={(event) => setDraft(event.target.value)} />
            </div>
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        {isLoading ? (
          <SkeletonList rows={4} label="Memuat diskusi…" />
        ) : notFound ? (
          <EmptyState title="Kelas tidak ditemukan" description="Kelas ini tidak ada atau bukan kelas yang Anda ajar." />
        ) : error || !data ? (
          <ErrorState title="Diskusi belum dapat dimuat" message={errorText(error)} onRetry={() => void refetch()} />
        ) : data.data.length === 0 ? (
          <EmptyState
            title={status === 'unanswered' ? 'Semua pertanyaan sudah dijawab' : 'Belum ada diskusi'}
            description={q ? `Tidak ada diskusi dengan kata "${q}".` : 'Pertanyaan peserta kelas ini akan muncul di sini.'}
          />
        ) : (
          <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.data.map((thread) => (
              <li key={thread.hashId}>
                <Card>
                  <Stack $gap={2}>
                    <Stack $direction="row" $gap={2} $align="center" $wrap>
                      <Link to={authorDiscussionPath(courseSlug, thread.hashId)}>
                        <Text as="span" $weight="semibold">
                          {thread.title}
                        </Text>
                      </Link>
                      <ThreadBadges thread={thread} />
                    </Stack>
                    <Text $size="sm" $muted>
                      {thread.excerpt}
                    </Text>
                    <Stack $direction="row" $gap={3} $align="center" $wrap>
                      <Byline person={thread.author} at={thread.createdAt} />
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
        {data && <Pagination page={page} perPage={data.meta.per_page} total={data.meta.total} onPageChange={setPage} />}
      </Stack>
    </Container>
  );
}
