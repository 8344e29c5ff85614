// The staff's badges of a thread, on the list and on the thread's page.
import type { DiscussionSummary } from '@akademi-siber/util-contracts';
import { Badge } from '@akademi-siber/ui-design-system';

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
