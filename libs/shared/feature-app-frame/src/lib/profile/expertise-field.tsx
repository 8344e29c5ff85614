/**
 * The staff profile's expertise: a few short tags, typed one at a time (Enter or "Tambah") and removed with their
 * own button. Checked as it is added with the API's own rules (length, repeats, how many); the form's schema checks
 * them again on save.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import { STAFF_PROFILE_LIMITS } from '@akademi-siber/util-contracts';

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.25rem 0.25rem 0.25rem 0.75rem;
  border-radius: 999px;
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.sm};

  button {
    border: 0;
    background: transparent;
    border-radius: 999px;
    width: 1.75rem;
    height: 1.75rem;
    cursor: pointer;
    font-size: 1rem;
    line-height: 1;
    color: inherit;
  }

  button:focus-visible {
    outline: 2px solid ${theme.colors.primary};
  }
`;

export interface ExpertiseFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}

/** Why `tag` cannot be added, in the schema's words; null when it can. */
function problemOf(tag: string, value: string[]): string | null {
  if (tag.length < 2) return 'Keahlian minimal 2 karakter';
  if (tag.length > STAFF_PROFILE_LIMITS.expertiseLength)
    return `Keahlian maksimal ${STAFF_PROFILE_LIMITS.expertiseLength} karakter`;
  if (value.some((existing) => existing.trim().toLowerCase() === tag.toLowerCase())) return 'Keahlian tidak boleh sama';
  if (value.length >= STAFF_PROFILE_LIMITS.expertise) return `Keahlian maksimal ${STAFF_PROFILE_LIMITS.expertise}`;
  return null;
}

const MAX_TAGS = STAFF_PROFILE_LIMITS.expertise;

export function ExpertiseField({ value, onChange, error }: ExpertiseFieldProps) {
  const listId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const tag = draft.trim().replace(/\s+/g, ' ');
    const refused = problemOf(tag, value);
    setProblem(refused);
    if (refused) return;
    onChange([...value, tag]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  const full = value.length >= STAFF_PROFILE_LIMITS.expertise;
  return (
    <Stack $gap={2}>
      <Stack $direction="row" $gap={2} $align="flex-start" $wrap>
        <div style={{ flex: '1 1 240px' }}>
          <TextField
            label="Keahlian"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            hint={`Ketik satu keahlian lalu Enter, mis. "Forensik digital". Maksimal ${MAX_TAGS}.`}
            error={problem ?? error}
            disabled={full}
            aria-describedby={value.length > 0 ? listId : undefined}
          />
        </div>
        {/* Level with the box, not with its hint: below the label's line. */}
        <div style={{ marginTop: `calc(${theme.fontSizes.sm} * 1.5 + 0.375rem)` }}>
          <Button type="button" $variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
            Tambah
          </Button>
        </div>
      </Stack>
      {value.length === 0 ? (
        <Text $size="sm" $muted>
          Belum ada keahlian.
        </Text>
      ) : (
        <Tags id={listId} aria-label="Keahlian yang tampil di halaman kelas">
          {value.map((tag) => (
            <Tag key={tag}>
              {tag}
              <button
                type="button"
                aria-label={`Hapus keahlian ${tag}`}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
              >
                ×
              </button>
            </Tag>
          ))}
        </Tags>
      )}
    </Stack>
  );
}
