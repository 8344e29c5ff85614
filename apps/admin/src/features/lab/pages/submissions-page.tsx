/**
 * /admin/lab/submissions — every checked flag submission, newest first (who, when, right or wrong, from where; never
 * the text sent). Filters in the address: `challengeId`, `username` (the sender or the flag's owner) and
 * `suspicious=true` — the admins' notification about another user's per-user flag links to
 * `/admin/lab/submissions?suspicious=true`. Suspicious rows are marked and tinted.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Checkbox,
  Heading,
  Select,
  Stack,
  Text,
  TextField,
  theme,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import type { AdminLabSubmission } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminLabChallengesQuery, useGetAdminLabSubmissionsQuery } from '../data/lab-api';
import { LabFrame } from '../parts/lab-frame';
import { useUrlFilters } from '../parts/url-filters';

/** A suspicious submission's row is tinted (the row holds a marked cell; the table has no row styles of its own). */
const Log = styled.div`
  tbody tr:has([data-suspicious]) {
    background: ${theme.colors.dangerSubtle};
  }

  tbody tr:has([data-suspicious]) td:first-child {
    box-shadow: inset 4px 0 0 ${theme.colors.danger};
  }
`;

const person = (who: { name: string; username: string }) => (
  <>
    {who.name}
    <br />
    <Text as="span" $size="sm" $muted>
      @{who.username}
    </Text>
  </>
);

const columns: TableColumn<AdminLabSubmission>[] = [
  {
    key: 'submittedAt',
    header: 'Waktu',
    render: (row) => <NoWrap>{formatDateTime(row.submittedAt, { fallback: '—' })}</NoWrap>,
  },
  {
    key: 'challenge',
    header: 'Tantangan',
    render: (row) => (
      <WideCell>
        <Link to={`/admin/lab/challenges/${row.challenge.id}`}>{row.challenge.title}</Link>
      </WideCell>
    ),
  },
  { key: 'user', header: 'Pengirim', render: (row) => <NoWrap>{person(row.user)}</NoWrap> },
  {
    key: 'correct',
    header: 'Hasil',
    render: (row) =>
      row.flagOwner ? (
        <Badge $tone="danger" data-suspicious="true">
          Mencurigakan
        </Badge>
      ) : row.correct ? (
        <Badge $tone="success">Benar</Badge>
      ) : (
        <Badge>Salah</Badge>
      ),
  },
  {
    key: 'flagOwner',
    header: 'Keterangan',
    render: (row) =>
      row.flagOwner ? (
        <WideCell>
          Flag per pengguna milik <strong>{row.flagOwner.name}</strong> (@{row.flagOwner.username})
        </WideCell>
      ) : (
        ''
      ),
  },
  { key: 'ip', header: 'IP', render: (row) => <NoWrap>{row.ip ?? '—'}</NoWrap> },
];

export function SubmissionsPage() {
  usePageTitle('Kiriman Flag', 'Admin');
  const { params, page, update, updateAfterSubmit, setPage } = useUrlFilters();
  const challengeId = Number(params.get('challengeId')) || undefined;
  const username = params.get('username')?.trim() ?? '';
  const suspicious = params.get('suspicious') === 'true';
  const [draft, setDraft] = useState(username);
  const { data: challenges } = useGetAdminLabChallengesQuery({ page: 1, perPage: 100 });
  const result = useGetAdminLabSubmissionsQuery(
    { page, perPage: PER_PAGE, challengeId, username: username || undefined, suspicious },
    { refetchOnMountOrArgChange: true },
  );
  const options = (challenges?.data ?? []).map((row) => ({ value: String(row.id), label: row.title }));
  if (challengeId && !options.some((option) => option.value === String(challengeId)))
    options.unshift({ value: String(challengeId), label: `Tantangan #${challengeId}` });
  const filtered = Boolean(challengeId || username || suspicious);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateAfterSubmit({ username: draft.trim() || null });
  };

  return (
    <LabFrame>
      <Stack $gap={1}>
        <Heading level={1}>{suspicious ? 'Kiriman Mencurigakan' : 'Kiriman Flag'}</Heading>
        <Text $muted>
          Setiap jawaban yang diperiksa: siapa, kapan, dan hasilnya (isi jawaban tidak disimpan). Mencurigakan: flag per
          pengguna milik orang lain dikirim — keduanya patut diperiksa.
        </Text>
      </Stack>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <Select
          label="Tantangan"
          options={[{ value: '', label: 'Semua tantangan' }, ...options]}
          value={challengeId ? String(challengeId) : ''}
          onChange={(event) => update({ challengeId: event.target.value || null })}
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <form role="search" aria-label="Cari kiriman pengguna" onSubmit={onSearch} style={{ flex: '1 1 280px' }}>
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Username (pengirim atau pemilik flag)"
              name="username"
              autoCapitalize="none"
              spellCheck={false}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              style={{ flex: '1 1 200px', minWidth: 0 }}
            />
            <Button type="submit" $variant="secondary">
              Saring
            </Button>
          </Stack>
        </form>
      </Stack>
      <Checkbox
        label="Hanya yang mencurigakan"
        checked={suspicious}
        onChange={(event) => update({ suspicious: event.target.checked ? 'true' : null })}
      />
      <Log>
        <PagedTable
          caption={suspicious ? 'Kiriman mencurigakan' : 'Kiriman flag'}
          columns={columns}
          rowKey={(row) => row.id}
          errorTitle="Log kiriman belum dapat dimuat"
          emptyText={
            suspicious
              ? 'Tidak ada kiriman mencurigakan.'
              : filtered
                ? 'Tidak ada kiriman yang cocok dengan filter.'
                : 'Belum ada kiriman.'
          }
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Log>
    </LabFrame>
  );
}
