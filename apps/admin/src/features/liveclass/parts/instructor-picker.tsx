/**
 * Choosing a live class's instructor: a search over the accounts with the author role (GET
 * /api/admin/liveclass-instructors, the first 20 that match) and the list to pick from. The saved instructor and the
 * one just picked stay in the list whatever the search finds.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Select, Stack, TextField } from '@akademi-siber/ui-design-system';
import type { AdminInstructor } from '@akademi-siber/util-contracts';
import { useGetLiveClassInstructorsQuery } from '../data/liveclass-api';

/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 300;

export interface InstructorPickerProps {
  /** The chosen username ('' for none yet). */
  value: string;
  onChange: (username: string) => void;
  /** The instructor saved now, kept in the list. */
  current?: AdminInstructor | null;
  error?: string;
  disabled?: boolean;
}

const optionLabel = (person: Pick<AdminInstructor, 'name' | 'username'>) => `${person.name} (@${person.username})`;

export function InstructorPicker({ value, onChange, current, error, disabled }: InstructorPickerProps) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(draft.trim()), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const result = useGetLiveClassInstructorsQuery({ search: search || undefined });
  const found = result.data?.data ?? [];
  const [picked, setPicked] = useState<AdminInstructor | null>(null);
  const kept = [current, picked].filter(
    (person, index, list): person is AdminInstructor =>
      !!person && list.findIndex((other) => other?.username === person.username) === index,
  );
  const people = [...kept.filter((person) => !found.some((other) => other.username === person.username)), ...found];

  const choose = (username: string) => {
    setPicked(people.find((person) => person.username === username) ?? null);
    onChange(username);
  };

  // Enter in the search box searches; it does not submit the form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    setSearch(draft.trim());
  };

  const more = result.data && result.data.meta.total > found.length ? ' (20 pertama)' : '';
  const hint = result.error
    ? `Daftar pengajar belum dapat dimuat: ${errorMessage(result.error)}`
    : !result.isFetching && found.length === 0
      ? 'Tidak ada akun author yang cocok.'
      : `${found.length} akun author ditemukan${more}.`;

  return (
    <Stack $gap={3}>
      <TextField
        label="Cari pengajar"
        type="search"
        hint="Nama, username, atau email akun dengan peran author."
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
      />
      <Select
        label="Pengajar"
        required
        placeholder="Pilih pengajar"
        value={value}
        onChange={(event) => choose(event.target.value)}
        options={people.map((person) => ({ value: person.username, label: optionLabel(person) }))}
        hint={hint}
        error={error}
        disabled={disabled}
      />
    </Stack>
  );
}
