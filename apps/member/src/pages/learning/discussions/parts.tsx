// Pieces the discussion pages share: who wrote it (with the staff badge), the thread's badges, the form's field
// errors from the shared zod schema.
import type { DiscussionPerson, DiscussionSummary } from '@akademi-siber/util-contracts';
import { Badge, Stack, Text } from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import type { z } from 'zod';

export const STAFF_LABELS: Record<Exclude<DiscussionPerson['role'], 'member'>, string> = { author: 'Instruktur', admin: 'Admin' };

export function Byline({ person, at, edited }: { person: DiscussionPerson; at: string; edited?: boolean }) {
  return (
    <Stack $direction="row" $gap={2} $align="center" $wrap>
      <Text as="span" $weight="semibold" $size="sm">
        {person.name}
      </Text>
      {person.role !== 'member' && <Badge $tone="info">{STAFF_LABELS[person.role]}</Badge>}
      <Text as="span" $size="xs" $muted>
        {formatDate(at)}
        {edited ? ' · diubah' : ''}
      </Text>
    </Stack>
  );
}

export function ThreadBadges({ thread }: { thread: Pick<DiscussionSummary, 'pinned' | 'closed' | 'answeredByStaff'> }) {
  return (
    <>
      {thread.pinned && <Badge $tone="warning">Disematkan</Badge>}
      {thread.closed && <Badge $tone="neutral">Ditutup</Badge>}
      {thread.answeredByStaff && <Badge $tone="success">Dijawab instruktur</Badge>}
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
