/**
 * What every discussion page shows the same way, member or staff: who wrote a thread or a reply (staff badged), its
 * text, and the list's search form. A subpath of its own (`./parts`) so the member remote takes these without the
 * staff's API endpoints.
 */
import type { DiscussionPerson } from '@akademi-siber/util-contracts';
import { Badge, Button, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { formatDate } from '@akademi-siber/util-format';
import { useEffect, useState, type FormEvent } from 'react';

export const STAFF_LABELS: Record<Exclude<DiscussionPerson['role'], 'member'>, string> = {
  author: 'Instruktur',
  admin: 'Admin',
};

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

/** The discussion list's search: the typed words apply on "Cari" (trimmed); `value` is the search in force. */
export function DiscussionSearch({ value, onSearch }: { value: string; onSearch: (term: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Stack $direction="row" $gap={2} $align="end">
        <div style={{ flex: 1 }}>
          <TextField
            label="Cari diskusi"
            hideLabel
            type="search"
            placeholder="Cari judul atau isi diskusi"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" $variant="secondary">
          Cari
        </Button>
      </Stack>
    </form>
  );
}
