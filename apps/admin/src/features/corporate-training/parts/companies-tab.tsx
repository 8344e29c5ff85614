/** The companies (the culture program's register too, decision 0044): search, add, rename; each opens its groups. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { editColumn, NoWrap, PagedTable, PER_PAGE, SearchForm, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { Button, Modal, Stack, type TableColumn } from '@akademi-siber/ui-design-system';
import type { CorporateCompany } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminCompaniesQuery } from '../data/corporate-training-api';
import { CompanyForm } from './company-form';

export function CompaniesTab() {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CorporateCompany | 'new' | null>(null);
  const result = useGetAdminCompaniesQuery({ page, perPage: PER_PAGE, q });

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
        <SearchForm
          label="Cari perusahaan"
          onSearch={(words) => {
            setQ(words);
            setPage(1);
          }}
        />
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
