/** The companies (the culture program's register too, decision 0044): search, add, rename; each opens its groups. */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { editColumn, NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { Button, Modal, Stack, TextField, type TableColumn } from '@akademi-siber/ui-design-system';
import type { CorporateCompany } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminCompaniesQuery } from '../data/corporate-training-api';
import { CompanyForm } from './company-form';

export function CompaniesTab() {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CorporateCompany | 'new' | null>(null);
  const result = useGetAdminCompaniesQuery({ page, perPage: PER_PAGE, q });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };

  const columns: TableColumn<CorporateCompany>[] = [
    { key: 'name', header: 'Perusahaan', render: (company) => <WideCell>{company.name}</WideCell> },
    {
      key: 'groups',
      header: 'Grup',
      align: 'right',
      render: (company) => (
        <NoWrap>
          <Link
            to={`?tab=grup&perusahaan=${company.id}`}
            aria-label={`${formatNumber(company.groups)} grup ${company.name}`}
          >
            {formatNumber(company.groups)}
          </Link>
        </NoWrap>
      ),
    },
    editColumn<CorporateCompany>((company) => `Ubah perusahaan ${company.name}`, setEditing),
  ];

  return (
    <Stack $gap={4}>
      <Stack $direction="row" $gap={3} $justify="space-between" $align="flex-end" $wrap>
        <form onSubmit={search} role="search" aria-label="Cari perusahaan">
          <Stack $direction="row" $gap={2} $align="flex-end">
            <TextField
              label="Cari perusahaan"
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
        <Button type="button" onClick={() => setEditing('new')}>
          Tambah perusahaan
        </Button>
      </Stack>
      <PagedTable
        caption="Perusahaan"
        columns={columns}
        rowKey={(company) => company.id}
        errorTitle="Daftar perusahaan belum dapat dimuat"
        emptyText={q ? 'Tidak ada perusahaan yang cocok.' : 'Belum ada perusahaan. Tambahkan yang pertama.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? 'Perusahaan baru' : 'Ubah perusahaan'}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <CompanyForm company={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}
