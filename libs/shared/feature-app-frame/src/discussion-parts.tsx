/**
 * What every discussion page shows the same way, member or staff: who wrote a thread or a reply (staff badged) and its
 * text. A subpath of its own so the member remote takes these without the staff's API endpoints.
 */
import type { DiscussionPerson } from '@akademi-siber/util-contracts';
import { Badge, Stack, Text } from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';

export const STAFF_LABELS: Record<Exclude<DiscussionPerson['role'], 'member'>, string> = { author: 'Instruktur', admin: 'Admin' };

/** Who wrote a thread or a reply and when; staff carry their badge. The member remote shows the same line. */
export function DiscussionByline({ person, at, edited }: { person: DiscussionPerson; at: string; edited?: boolean }) {
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

/** A thread's or reply's text: blank lines separate paragraphs, single line breaks stay. */
export function DiscussionText({ text }: { text: string }) {
  return (
    <Stack $gap={2}>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <Text key={index} style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
