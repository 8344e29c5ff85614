/**
 * /admin/diskusi/{idHashDiscussion} (decision 0021): one thread of any course; the admin answers (the asker is
 * notified), pins, closes or reopens, and deletes the thread with a reason or any reply — the staff view shared with
 * the author's page.
 */
import { Container, usePageTitle } from '@akademi-siber/ui-design-system';
import { StaffDiscussionThread } from '@akademi-siber/feature-discussions';
import { useParams } from 'react-router-dom';

export function DiscussionPage() {
  usePageTitle('Diskusi Kelas', 'Admin');
  const { idHashDiscussion = '' } = useParams();
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <StaffDiscussionThread
        area="lcadm"
        hashId={idHashDiscussion}
        showCourse
        back={{ to: '/admin/diskusi', label: 'Semua diskusi' }}
      />
    </Container>
  );
}
