// The thread's badges, which the member's discussion pages share (their forms' field errors are react-hook-form's).
// Who wrote it and the text are @akademi-siber/feature-discussions/parts, the same as the staff's pages.
import type { DiscussionSummary } from '@akademi-siber/util-contracts';
import { Badge } from '@akademi-siber/ui-design-system';

/** "Sudah dijawab" once the course's author or an admin replied (either may answer). */
export function ThreadBadges({ thread }: { thread: Pick<DiscussionSummary, 'pinned' | 'closed' | 'answeredByStaff'> }) {
  return (
    <>
      {thread.pinned && <Badge $tone="warning">Disematkan</Badge>}
      {thread.closed && <Badge $tone="neutral">Ditutup</Badge>}
      {thread.answeredByStaff && <Badge $tone="success">Sudah dijawab</Badge>}
    </>
  );
}
