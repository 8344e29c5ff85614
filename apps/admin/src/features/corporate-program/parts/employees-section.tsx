/**
 * A company's employees in a batch (decision 0046), searchable by name, email or department: each one's department,
 * account status (Aktif, or Menunggu aktivasi while an invited account has no password), progress over the items,
 * program points and last activity. They arrive by the CSV import below the list.
 */
import { useState } from 'react';
import { NoWrap, PagedTable, PER_PAGE, PersonCell, SearchForm } from '@akademi-siber/feature-app-frame/lists';
import { ProgressBar, Stack, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminProgramEmployee } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { useGetAdminProgramEmployeesQuery, type ProgramCompanyRef } from '../data/program-api';
import { PersonStatusBadge } from './program-facts';

const columns: TableColumn<AdminProgramEmployee>[] = [
  {
    key: 'name',
    header: 'Karyawan',
    render: (person) => <PersonCell name={person.name} email={person.email} />,
  },
  {
    key: 'department',
    header: 'Departemen',
    render: (person) =>
      person.department ?? (
        <Text as="span" $size="sm" $muted>
          –
        </Text>
      ),
  },
  { key: 'status', header: 'Status', render: (person) => <PersonStatusBadge status={person.status} /> },
  {
    key: 'progress',
    header: 'Progres',
    render: (person) => (
      <div style={{ minWidth: '8rem' }}>
        <ProgressBar value={person.progress} label={`Progres ${person.name}`} hideLabel />
        <Text as="span" $size="sm" $muted>
          {formatNumber(person.progress)}%
        </Text>
      </div>
    ),
  },
  { key: 'points', header: 'Poin', align: 'right', render: (person) => formatNumber(person.points) },
  {
    key: 'lastActiveAt',
    header: 'Aktivitas terakhir',
    render: (person) =>
      person.lastActiveAt ? (
        <NoWrap>{formatDateTime(person.lastActiveAt)}</NoWrap>
      ) : (
        <Text as="span" $size="sm" $muted>
          Belum pernah
        </Text>
      ),
  },
];

export function EmployeesSection({ company }: { company: ProgramCompanyRef }) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const result = useGetAdminProgramEmployeesQuery({ ...company, page, perPage: PER_PAGE, q });

  return (
    <Stack $gap={4}>
      <SearchForm
        label="Cari karyawan"
        placeholder="Nama, email, departemen"
        onSearch={(words) => {
          setQ(words);
          setPage(1);
        }}
      />
      <PagedTable
        caption="Karyawan perusahaan"
        columns={columns}
        rowKey={(person) => person.username}
        errorTitle="Daftar karyawan belum dapat dimuat"
        emptyText={q ? 'Tidak ada karyawan yang cocok.' : 'Belum ada karyawan. Impor dari berkas CSV di bawah.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
