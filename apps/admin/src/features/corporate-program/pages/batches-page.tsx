/**
 * /admin/corporate-program — the corporate program's batches (issue 19, decision 0046), newest first, searchable:
 * each with its days, whether its managers have full access, and how many companies and employees take part. "Buat
 * batch" opens the batch form and then the new batch; "Ubah" changes one in place.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  editColumn,
  ListHeader,
  NoWrap,
  PagedTable,
  PER_PAGE,
  SearchForm,
  WideCell,
} from '@akademi-siber/feature-app-frame/lists';
import { Button, Container, Modal, Stack, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminProgramBatch } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminProgramBatchesQuery } from '../data/program-api';
import { BatchForm } from '../parts/batch-form';
import { AccessBadge } from '../parts/program-facts';
import { periodText, programBatchPath } from '../parts/program-links';

export function BatchesPage() {
  usePageTitle('Program Korporat', 'Admin');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<AdminProgramBatch | 'new' | null>(null);
  const result = useGetAdminProgramBatchesQuery({ page, perPage: PER_PAGE, q });

  const columns: TableColumn<AdminProgramBatch>[] = [
    {
      key: 'name',
      header: 'Batch',
      render: (batch) => (
        <WideCell>
          <Link to={programBatchPath(batch.id)}>{batch.name}</Link>
        </WideCell>
      ),
    },
    {
      key: 'period',
      header: 'Periode',
      render: (batch) => <NoWrap>{periodText(batch.startsAt, batch.endsAt)}</NoWrap>,
    },
    { key: 'access', header: 'Akses manajer', render: (batch) => <AccessBadge full={batch.isFullAccess} /> },
    { key: 'companies', header: 'Perusahaan', align: 'right', render: (batch) => formatNumber(batch.companies) },
    { key: 'employees', header: 'Karyawan', align: 'right', render: (batch) => formatNumber(batch.employees) },
    editColumn<AdminProgramBatch>((batch) => `Ubah batch ${batch.name}`, setEditing),
  ];

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <ListHeader
          title="Program Korporat"
          lead={
            'Program budaya keamanan siber untuk perusahaan: batch, perusahaan peserta, materi, manajer, dan ' +
            'karyawan.'
          }
          action={
            <Button type="button" onClick={() => setEditing('new')}>
              Buat batch
            </Button>
          }
        />
        <SearchForm
          label="Cari batch"
          onSearch={(words) => {
            setQ(words);
            setPage(1);
          }}
        />
        <PagedTable
          caption="Batch program korporat"
          columns={columns}
          rowKey={(batch) => batch.id}
          errorTitle="Daftar batch belum dapat dimuat"
          emptyText={q ? 'Tidak ada batch yang cocok.' : 'Belum ada batch. Buat batch pertama.'}
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Batch program baru' : 'Ubah batch program'}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <BatchForm
            batch={editing === 'new' ? null : editing}
            onDone={(saved) => {
              const made = editing === 'new' && saved;
              setEditing(null);
              if (made) navigate(programBatchPath(saved.id));
            }}
          />
        )}
      </Modal>
    </Container>
  );
}
