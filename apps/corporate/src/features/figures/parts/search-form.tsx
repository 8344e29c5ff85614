/**
 * The search box of the manager's lists (Member, Progres Belajar, Reset Password): the term is searched when "Cari" is
 * pressed, not on every key. Other controls of the list (filters, the CSV) sit beside it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack, TextField } from '@akademi-siber/ui-design-system';

export interface SearchFormProps {
  /** The form's accessible name, e.g. "Cari karyawan". */
  name: string;
  label: string;
  hint?: string;
  /** Fewer characters than this leave "Cari" disabled. */
  minLength?: number;
  onSearch: (term: string) => void;
  children?: ReactNode;
}

export function SearchForm({ name, label, hint, minLength = 0, onSearch, children }: SearchFormProps) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form onSubmit={submit} role="search" aria-label={name}>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <TextField
          label={label}
          name="q"
          hint={hint}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={draft.trim().length < minLength}>
          Cari
        </Button>
        {children}
      </Stack>
    </form>
  );
}
