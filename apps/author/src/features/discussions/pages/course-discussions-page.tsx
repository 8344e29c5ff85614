/**
 * /author/kelas/{courseSlug} (spec §2, decision 0021): the discussions of one of the author's courses — all or only
 * those still waiting for an answer, searchable — and "Buat diskusi" for an announcement. The list itself is the staff
 * view shared with the admins' page (@akademi-siber/feature-discussions).
 */
import { authorDiscussionPath } from '@akademi-siber/util-contracts';
import { Button, Container, EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { StaffDiscussionList } from '@akademi-siber/feature-discussions';
import { Link, useParams } from 'react-router-dom';
import { createDiscussionPath, useCourseTitle } from '../parts/course-title';

export function CourseDiscussionsPage() {
  const { courseSlug = '' } = useParams();
  const title = useCourseTitle(courseSlug);

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
          <Button as={Link} to={createDiscussionPath(courseSlug)}>
            Buat diskusi
          </Button>
        </Stack>
        <StaffDiscussionList
          area="author"
          courseSlug={courseSlug}
          threadHref={(thread) => authorDiscussionPath(courseSlug, thread.hashId)}
          emptyHint="Pertanyaan peserta kelas ini akan muncul di sini."
          notFound={
            <EmptyState
              title="Kelas tidak ditemukan"
              description="Kelas ini tidak ada atau bukan kelas yang Anda ajar."
            />
          }
        />
      </Stack>
    </Container>
  );
}
