/** The group's participants: search, sort by name or progress, each one's account status and content progress. */
import { useState, type FormEvent } from 'react';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import {
  Badge,
  Button,
  ProgressBar,
  Select,
  Stack,
  Text,
  TextField,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { PARTICIPANT_STATUS_LABELS, type AdminGroupParticipant } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetAdminGroupParticipantsQuery, type GroupRef } from '../data/corporate-training-api';

const columns: TableColumn<AdminGroupParticipant>[] = [
  {
    key: 'name',
    header: 'Peserta',
    render: (person) => (
      <WideCell>
        <strong>{person.name}</strong>
        <br />
        <Text as="span" $size="sm" $muted style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
      </WideCell>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (person) => (
      <Badge $tone={person.status === 'active' ? 'success' : 'warning'}>
        {PARTICIPANT_STATUS_LABELS[person.status]}
      </Badge>
    ),
  },
  {
    key: 'enrolled',
    header: 'Terdaftar',
    render: (person) => (
      <NoWrap>
        {formatDate(person.enrolledAt)}
        {person.invitedAt && (
          <>
            <br />
            <Text as="span" $size="sm" $muted>
              diundang
            </Text>
          </>
        )}
      </NoWrap>
    ),
  },
  {
    key: 'progress',
    header: 'Progres materi',
    render: (person) => (
      <div style={{ minWidth: '10rem' }}>
        <ProgressBar
          value={person.progress.percent}
          label={`Progres ${person.name}: ${person.progress.completedMaterials} dari ${person.progress.totalMaterials}`}
          hideLabel
        />
        <Text as="span" $size="sm" $muted>
          {person.progress.completedMaterials}/{person.progress.totalMaterials} materi · {person.progress.percent}%
        </Text>
      </div>
    ),
  },
];

export function ParticipantsSection({
  group,
  initialSort = 'name',
}: {
  group: GroupRef;
  initialSort?: 'name' | 'progress';
}) {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<'name' | 'progress'>(initialSort);
  const result = useGetAdminGroupParticipantsQuery({ ...group, page, perPage: PER_PAGE, q, sort });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <form onSubmit={search} role="search" aria-label="Cari peserta">
          <Stack $direction="row" $gap={2} $align="flex-end">
            <TextField
              label="Cari peserta"
              type="search"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        <Select
          label="Urutkan"
          options={[
            { value: 'name', label: 'Nama' },
            { value: 'progress', label: 'Progres tertinggi' },
          ]}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value === 'progress' ? 'progress' : 'name');
            setPage(1);
          }}
        />
      </Stack>
      <PagedTable
        caption="Peserta grup"
        columns={columns}
        rowKey={(person) => person.username}
        errorTitle="Daftar peserta belum dapat dimuat"
        emptyText={q ? 'Tidak ada peserta yang cocok.' : 'Belum ada peserta. Impor dari berkas CSV di bawah.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
