// A page piece of the frame (decision 0032: it knows no domain): the classrooms' and the lab grids' search box.
import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@akademi-siber/ui-design-system';

/** A search box that applies on submit (Enter or the button), so every keystroke does not cost a request. */
export function SearchForm({
  label,
  name,
  onSearch,
}: {
  label: string;
  name: string;
  onSearch: (term: string) => void;
}) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <TextField label={label} name={name} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit" $variant="secondary">
          Cari
        </Button>
      </Stack>
    </form>
  );
}
