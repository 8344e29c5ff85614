/** The corporate trainings of the catalogue with how many groups and participants each has; each opens its groups. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { Badge, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminTrainingSummary } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetAdminCorporateTrainingsQuery } from '../data/corporate-training-api';

const columns: TableColumn<AdminTrainingSummary>[] = [
  { key: 'title', header: 'Pelatihan', render: (training) => <WideCell>{training.title}</WideCell> },
  { key: 'days', header: 'Durasi', render: (training) => <NoWrap>{training.durationDays} hari</NoWrap> },
  {
    key: 'published',
    header: 'Status',
    render: (training) => (training.published ? <Badge $tone="success">Terbit</Badge> : <Badge>Draf</Badge>),
  },
  {
    key: 'groups',
    header: 'Grup',
    align: 'right',
    render: (training) => (
      <Link
        to={`?tab=grup&pelatihan=${encodeURIComponent(training.slug)}`}
        aria-label={`${formatNumber(training.groups)} grup ${training.title}`}
      >
        {formatNumber(training.groups)}
      </Link>
    ),
  },
  {
    key: 'participants',
    header: 'Peserta',
    align: 'right',
    render: (training) => formatNumber(training.participants),
  },
];

export function TrainingsTab() {
  const [page, setPage] = useState(1);
  const result = useGetAdminCorporateTrainingsQuery({ page, perPage: PER_PAGE });
  return (
    <PagedTable
      caption="Pelatihan korporat"
      columns={columns}
      rowKey={(training) => training.slug}
      errorTitle="Daftar pelatihan belum dapat dimuat"
      emptyText="Belum ada pelatihan korporat."
      result={result}
      page={page}
      onPageChange={setPage}
    />
  );
}
