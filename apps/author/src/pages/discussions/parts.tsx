// Pieces the author's discussion pages share: who wrote it (staff badged), the thread's badges, the course's title.
import type { DiscussionPerson, DiscussionSummary } from '@akademi-siber/util-contracts';
import { Badge, Stack, Text } from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { useGetAuthorCoursesQuery } from '../../data/author-api';

export const coursePagePath = (courseSlug: string) => `/author/kelas/${encodeURIComponent(courseSlug)}`;

export function Byline({ person, at, edited }: { person: DiscussionPerson; at: string; edited?: boolean }) {
  return (
    <Stack $direction="row" $gap={2} $align="center" $wrap>
      <Text as="span" $weight="semibold" $size="sm">
        {person.name}
      </Text>
      {person.role === 'author' && <Badge $tone="info">Instruktur</Badge>}
      {person.role === 'admin' && <Badge $tone="info">Admin</Badge>}
      <Text as="span" $size="xs" $muted>
        {formatDate(at)}
        {edited ? ' · diubah' : ''}
      </Text>
    </Stack>
  );
}

export function ThreadBadges({ thread }: { thread: Pick<DiscussionSummary, 'pinned' | 'closed' | 'answeredByStaff' | 'author'> }) {
  return (
    <>
      {thread.pinned && <Badge $tone="warning">Disematkan</Badge>}
      {thread.closed && <Badge $tone="neutral">Ditutup</Badge>}
      {thread.author.role === 'member' && (thread.answeredByStaff ? <Badge $tone="success">Sudah dijawab</Badge> : <Badge $tone="danger">Belum dijawab</Badge>)}
    </>
  );
}

/** The course's title from the author's own course list (the slug until it arrives). */
export function useCourseTitle(courseSlug: string): string {
  const { data } = useGetAuthorCoursesQuery({ page: 1, perPage: 100 });
  return data?.data.find((course) => course.slug === courseSlug)?.title ?? courseSlug;
}
