// Pieces the member's discussion pages share: the thread's badges and the form's field errors from the shared zod
// schema. Who wrote it and the text are feature-app-frame/discussion-parts, the same as the staff's pages.
import type { DiscussionSummary } from '@akademi-siber/util-contracts';
import { Badge } from '@akademi-siber/ui-design-system';
import type { z } from 'zod';

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

/** The first message per field of a failed parse, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
