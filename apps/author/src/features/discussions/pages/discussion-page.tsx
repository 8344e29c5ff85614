/**
 * /author/kelas/{courseSlug}/diskusi/{idHashDiscussion} (spec §2, decision 0021): the question and its replies; the
 * author answers (the asker is notified), pins, closes or reopens, and deletes the thread (with a reason the asker
 * reads) or any reply. The thread view is shared with the admins' page (@akademi-siber/feature-discussions).
 */
import { Container } from '@akademi-siber/ui-design-system';
import { StaffDiscussionThread } from '@akademi-siber/feature-discussions';
import { useParams } from 'react-router-dom';
import { coursePagePath, useCourseTitle } from '../parts/course-title';

export function DiscussionPage() {
  const { courseSlug = '', idHashDiscussion = '' } = useParams();
  const courseTitle = useCourseTitle(courseSlug);
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <StaffDiscussionThread
        area="author"
        hashId={idHashDiscussion}
        courseSlug={courseSlug}
        back={{ to: coursePagePath(courseSlug), label: `Diskusi ${courseTitle}` }}
      />
    </Container>
  );
}
