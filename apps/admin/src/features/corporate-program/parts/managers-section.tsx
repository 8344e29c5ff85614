/**
 * The managers of a company for a batch (decision 0046): who sees its dashboard, with their account's status, and
 * "Tambah manajer" by name and email — an existing corporate account is given the batch, a new address gets an account
 * and an invitation by email to set its password. "Hapus" takes the batch away from a manager after a confirmation;
 * the account stays.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useEntityForm } from '@akademi-siber/feature-app-frame/forms';
import { ConfirmDialog, PagedTable, PersonCell } from '@akademi-siber/feature-app-frame/lists';
import {
  Button,
  Card,
  Heading,
  Stack,
  Text,
  TextField,
  useToast,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { programManagerInputSchema, type AdminProgramManager } from '@akademi-siber/util-contracts';
import {
  useAddAdminProgramManagerMutation,
  useRemoveAdminProgramManagerMutation,
  type ProgramCompanyRef,
} from '../data/program-api';
import { PersonStatusBadge } from './program-facts';

const half = { flex: '1 1 220px', minWidth: 0 } as const;

function AddManagerForm({ company }: { company: ProgramCompanyRef }) {
  const toast = useToast();
  const form = useEntityForm(programManagerInputSchema, { name: '', email: '' });
  const [add] = useAddAdminProgramManagerMutation();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async (body) => {
          const manager = await add({ ...company, body }).unwrap();
          form.form.reset({ name: '', email: '' });
          // The toast of `submit` says it was added; an invitation is news worth its own line.
          if (manager.status === 'invited')
            toast.show({ message: `Undangan membuat password dikirim ke ${manager.email}.`, variant: 'info' });
        }, 'Manajer ditambahkan.');
      }}
      noValidate
      aria-label="Tambah manajer"
    >
      <Stack $gap={3}>
        <Stack $direction="row" $gap={3} $wrap $align="flex-start">
          <TextField label="Nama" required autoComplete="off" {...form.text('name')} style={half} />
          <TextField label="Email" type="email" required autoComplete="off" {...form.text('email')} style={half} />
        </Stack>
        <div>
          <Button type="submit" loading={form.saving}>
            Tambah manajer
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function ManagersSection({
  company,
  companyName,
  managers,
}: {
  company: ProgramCompanyRef;
  companyName: string;
  managers: AdminProgramManager[];
}) {
  const toast = useToast();
  const [removing, setRemoving] = useState<AdminProgramManager | null>(null);
  const [remove, removal] = useRemoveAdminProgramManagerMutation();

  const confirm = async () => {
    if (!removing) return;
    try {
      const answer = await remove({ ...company, username: removing.username }).unwrap();
      toast.show({ title: 'Berhasil', message: answer.message, variant: 'success' });
      setRemoving(null);
    } catch (failure) {
      toast.show({ message: errorMessage(failure, 'Manajer belum dapat dihapus.') });
    }
  };

  const columns: TableColumn<AdminProgramManager>[] = [
    {
      key: 'name',
      header: 'Manajer',
      render: (manager) => <PersonCell name={manager.name} email={manager.email} />,
    },
    { key: 'status', header: 'Status', render: (manager) => <PersonStatusBadge status={manager.status} /> },
    {
      key: 'actions',
      header: 'Aksi',
      render: (manager) => (
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          aria-label={`Hapus manajer ${manager.name}`}
          onClick={() => setRemoving(manager)}
        >
          Hapus
        </Button>
      ),
    },
  ];

  return (
    <Stack $gap={4}>
      <Text $size="sm" $muted>
        Manajer melihat dasbor, daftar karyawan, dan progres belajar {companyName} di batch ini.
      </Text>
      <PagedTable
        caption="Manajer perusahaan"
        columns={columns}
        rowKey={(manager) => manager.username}
        errorTitle="Manajer belum dapat dimuat"
        emptyText="Belum ada manajer. Tambahkan dengan nama dan email di bawah."
        result={{ data: managers, isLoading: false, refetch: () => undefined }}
      />
      <Card as="section" aria-labelledby="new-manager" $padding={5}>
        <Stack $gap={3}>
          <Heading level={4} as="h2" id="new-manager">
            Tambah manajer
          </Heading>
          <Text $size="sm" $muted>
            Email yang sudah terdaftar sebagai manajer langsung mendapat akses batch ini. Email baru dibuatkan akun
            manajer dan dikirimi undangan untuk membuat password.
          </Text>
          <AddManagerForm company={company} />
        </Stack>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Hapus manajer"
        confirmLabel="Ya, hapus"
        busy={removal.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setRemoving(null)}
      >
        Hapus <strong>{removing?.name}</strong> ({removing?.email}) sebagai manajer {companyName} di batch ini? Ia tidak
        lagi melihat data batch ini; akunnya tetap ada.
      </ConfirmDialog>
    </Stack>
  );
}
