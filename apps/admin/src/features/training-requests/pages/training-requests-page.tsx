/** /admin/permintaan-pelatihan — what companies asked for through the public corporate-training form, newest first. */
import { useState } from 'react';
import { Container, Heading, Stack, Text, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { AdminTrainingRequest } from '@akademi-siber/util-contracts';
import { formatDateTime, formatNumber } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminTrainingRequestsQuery } from '../data/training-requests-api';

const columns: TableColumn<AdminTrainingRequest>[] = [
  {
    key: 'createdAt',
    header: 'Masuk',
    render: (request) => <NoWrap>{formatDateTime(request.createdAt, { fallback: '—' })}</NoWrap>,
  },
  {
    key: 'company',
    header: 'Perusahaan',
    render: (request) => (
      <WideCell>
        <strong>{request.companyName}</strong>
        {request.trainingSlug && (
          <>
            <br />
            <Text as="span" $size="sm" $muted>
              Pelatihan: {request.trainingSlug}
            </Text>
          </>
        )}
      </WideCell>
    ),
  },
  {
    key: 'contact',
    header: 'Kontak',
    render: (request) => (
      <span>
        {request.contactName}
        <br />
        <a href={`mailto:${request.email}`}>{request.email}</a>
        <br />
        <a href={`tel:${request.phone.replace(/\s+/g, '')}`}>{request.phone}</a>
      </span>
    ),
  },
  { key: 'participants', header: 'Peserta', align: 'right', render: (request) => formatNumber(request.participants) },
  {
    key: 'message',
    header: 'Pesan',
    render: (request) => <WideCell style={{ whiteSpace: 'pre-line', minWidth: '16rem' }}>{request.message}</WideCell>,
  },
];

export function TrainingRequestsPage() {
  usePageTitle('Permintaan Pelatihan', 'Admin');
  const [page, setPage] = useState(1);
  const result = useGetAdminTrainingRequestsQuery({ page, perPage: PER_PAGE });
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Permintaan Pelatihan</Heading>
          <Text $muted>Perusahaan yang mengajukan pelatihan korporat lewat formulir publik.</Text>
        </Stack>
        <PagedTable
          caption="Permintaan pelatihan korporat"
          columns={columns}
          rowKey={(request) => request.id}
          errorTitle="Permintaan pelatihan belum dapat dimuat"
          emptyText="Belum ada permintaan pelatihan."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
