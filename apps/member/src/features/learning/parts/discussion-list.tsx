/**
 * The discussions of a course (on the player's overview, decision 0021) or of a batch's content (on the batch page,
 * decision 0041): search, pinned threads first, pages of 10,
 * an empty state that invites the first question, and "Buat diskusi".
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Pagination,
  SkeletonList,
  Stack,
  Text,
} from '@akademi-siber/ui-design-system';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetCourseDiscussionsQuery } from '../data/discussion-api';
import { DiscussionByline as Byline, DiscussionSearch } from '@akademi-siber/feature-discussions/parts';
import type { PlayerPaths } from './player-context';
import { ThreadBadges } from './thread-badges';

export function CourseDiscussions({
  courseSlug,
  paths,
  title = 'Diskusi kelas',
}: {
  /** The course's slug, or the batch content's. */
  courseSlug: string;
  /** The section's heading: a course's "Diskusi kelas", a cohort's or program item's own words. */
  title?: string;
  paths: Pick<PlayerPaths, 'createDiscussion' | 'discussion'>;
}) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const { data, isLoading, isFetching, error, refetch } = useGetCourseDiscussionsQuery({
    courseSlug,
    page,
    q: q || undefined,
  });

  return (
    <Stack as="section" $gap={4} aria-labelledby="diskusi-kelas" id="diskusi">
      <Stack $direction="row" $gap={3} $align="center" $justify="space-between" $wrap>
        <Heading level={2} id="diskusi-kelas" style={{ margin: 0 }}>
          {title}
        </Heading>
        <Button as={Link} to={paths.createDiscussion}>
          Buat diskusi
        </Button>
      </Stack>
      <DiscussionSearch
        value={q}
        onSearch={(term) => {
          setQ(term);
          setPage(1);
        }}
      />
      {isLoading ? (
        <SkeletonList rows={3} label="Memuat diskusi…" />
      ) : error || !data ? (
        <ErrorState title="Diskusi belum dapat dimuat" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={q ? 'Tidak ada diskusi yang cocok' : 'Belum ada diskusi'}
          description={
            q
              ? `Tidak ada diskusi dengan kata "${q}". Coba kata lain, atau tanyakan langsung.`
              : 'Jadilah yang pertama bertanya tentang kelas ini.'
          }
        />
      ) : (
        <Stack
          as="ul"
          $gap={3}
          style={{ listStyle: 'none', margin: 0, padding: 0, opacity: isFetching ? 0.6 : 1 }}
          aria-busy={isFetching}
        >
          {data.data.map((thread) => (
            <li key={thread.hashId}>
              <Card>
                <Stack $gap={2}>
                  <Stack $direction="row" $gap={2} $align="center" $wrap>
                    <Link to={paths.discussion(thread.hashId)}>
                      <Text as="span" $weight="semibold">
                        {thread.title}
                      </Text>
                    </Link>
                    <ThreadBadges thread={thread} />
                    {thread.mine && <Badge>Diskusimu</Badge>}
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
  );
}
