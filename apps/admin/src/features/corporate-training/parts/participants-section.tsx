/**
 * The group's participants: search, sort by name or progress, each one's account status and content progress, and per
 * participant "Keluarkan" (after a confirmation) and, while the account waits for activation, "Kirim ulang undangan".
 * Both toast the API's message; the list, the group's numbers and its attendance sheet refetch.
 */
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  ConfirmDialog,
  NoWrap,
  PagedTable,
  PER_PAGE,
  PersonCell,
  SearchForm,
} from '@akademi-siber/feature-app-frame/lists';
import {
  Badge,
  Button,
  ProgressBar,
  Select,
  Stack,
  Text,
  useToast,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { PARTICIPANT_STATUS_LABELS, type AdminGroupParticipant } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import {
  useGetAdminGroupParticipantsQuery,
  useRemoveAdminGroupParticipantMutation,
  useResendAdminGroupInvitationMutation,
  type GroupRef,
} from '../data/corporate-training-api';

const columns: TableColumn<AdminGroupParticipant>[] = [
  {
    key: 'name',
    header: 'Peserta',
    render: (person) => <PersonCell name={person.name} email={person.email} />,
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

/** "Kirim ulang undangan" of one invited participant: a new set-password link, the old one stops working. */
function ResendButton({ group, person }: { group: GroupRef; person: AdminGroupParticipant }) {
  const toast = useToast();
  const [resend, { isLoading }] = useResendAdminGroupInvitationMutation();
  const send = async () => {
    try {
      const answer = await resend({ ...group, username: person.username }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Undangan belum dapat dikirim ulang.') });
    }
  };
  return (
    <Button
      type="button"
      $size="sm"
      $variant="secondary"
      loading={isLoading}
      aria-label={`Kirim ulang undangan ke ${person.name}`}
      onClick={() => void send()}
    >
      Kirim ulang undangan
    </Button>
  );
}

/** "Keluarkan": asks first; the participant's progress and attendance stay, hidden, should they return. */
function RemoveDialog({
  group,
  person,
  onClose,
  onRemoved,
}: {
  group: GroupRef;
  person: AdminGroupParticipant | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const toast = useToast();
  const [remove, { isLoading }] = useRemoveAdminGroupParticipantMutation();
  const confirm = async () => {
    if (!person) return;
    try {
      const answer = await remove({ ...group, username: person.username }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      onRemoved();
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Peserta belum dapat dikeluarkan.') });
    }
  };
  return (
    <ConfirmDialog
      open={person !== null}
      title="Keluarkan peserta"
      confirmLabel="Ya, keluarkan"
      busy={isLoading}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      Keluarkan <strong>{person?.name}</strong> ({person?.email}) dari grup ini? Ia tidak lagi dapat membuka materi dan
      sesi grup. Progres dan kehadirannya tetap tersimpan bila ia didaftarkan lagi.
    </ConfirmDialog>
  );
}

function actionsColumn(
  group: GroupRef,
  onRemove: (person: AdminGroupParticipant) => void,
): TableColumn<AdminGroupParticipant> {
  return {
    key: 'actions',
    header: 'Aksi',
    render: (person) => (
      <Stack $direction="row" $gap={2} $wrap style={{ minWidth: '10rem' }}>
        {person.status === 'invited' && <ResendButton group={group} person={person} />}
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          aria-label={`Keluarkan ${person.name}`}
          onClick={() => onRemove(person)}
        >
          Keluarkan
        </Button>
      </Stack>
    ),
  };
}

export function ParticipantsSection({
  group,
  initialSort = 'name',
}: {
  group: GroupRef;
  initialSort?: 'name' | 'progress';
}) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<'name' | 'progress'>(initialSort);
  const [removing, setRemoving] = useState<AdminGroupParticipant | null>(null);
  // The removed participant's row (and its button) goes: focus moves to the search box once the dialog has closed.
  const searchBox = useRef<HTMLInputElement>(null);
  const [removedCount, setRemovedCount] = useState(0);
  useEffect(() => {
    if (removedCount > 0) searchBox.current?.focus();
  }, [removedCount]);
  const result = useGetAdminGroupParticipantsQuery({ ...group, page, perPage: PER_PAGE, q, sort });

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
        <SearchForm
          label="Cari peserta"
          inputRef={searchBox}
          onSearch={(words) => {
            setQ(words);
            setPage(1);
          }}
        />
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
        columns={[...columns, actionsColumn(group, setRemoving)]}
        rowKey={(person) => person.username}
        errorTitle="Daftar peserta belum dapat dimuat"
        emptyText={q ? 'Tidak ada peserta yang cocok.' : 'Belum ada peserta. Impor dari berkas CSV di bawah.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
      <RemoveDialog
        group={group}
        person={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          setRemovedCount((count) => count + 1);
        }}
      />
    </Stack>
  );
}
