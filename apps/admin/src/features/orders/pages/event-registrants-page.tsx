/** /admin/acara/:eventId/pendaftar — who registered for an event (their order and its status), paginated. */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { Container, Heading, Stack, Text, usePageTitle, type TableColumn } from '@akademi-siber/ui-design-system';
import type { EventRegistrant } from '@akademi-siber/util-contracts';
import { NoWrap, PagedTable, PER_PAGE } from '@akademi-siber/feature-app-frame/lists';
import { formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminEventRegistrantsQuery } from '../data/registrants-api';
import { OrderStatusBadge } from '../parts/order-status';

const columns: TableColumn<EventRegistrant>[] = [
  {
    key: 'name',
    header: 'Nama',
    render: (row) => (
      <span>
        {row.name}
        <br />
        <Text as="span" $size="sm" $muted>
          @{row.username}
        </Text>
      </span>
    ),
  },
  { key: 'email', header: 'Email' },
  {
    key: 'idTransaction',
    header: 'Pesanan',
    render: (row) => <Link to={`/admin/pesanan/${encodeURIComponent(row.idTransaction)}`}>{row.idTransaction}</Link>,
  },
  { key: 'status', header: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
  {
    key: 'registeredAt',
    header: 'Mendaftar',
    render: (row) => <NoWrap>{formatDateTime(row.registeredAt, { fallback: '—' })}</NoWrap>,
  },
];

export function EventRegistrantsPage() {
  const eventId = Number(useParams()['eventId']);
  const title = (useLocation().state as { title?: string } | null)?.title;
  const valid = Number.isInteger(eventId) && eventId > 0;
  usePageTitle(title ? `Pendaftar ${title}` : 'Pendaftar acara', 'Admin');
  const [page, setPage] = useState(1);
  const result = useGetAdminEventRegistrantsQuery({ eventId, page, perPage: PER_PAGE }, { skip: !valid });
  if (!valid || (result.error as { status?: number } | undefined)?.status === 404) return <ErrorPanel status={404} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/acara">← Kembali ke daftar acara</Link>
        <Stack $gap={1}>
          <Heading level={1}>Pendaftar acara</Heading>
          {title && <Text $muted>{title}</Text>}
        </Stack>
        <PagedTable
          caption="Pendaftar"
          columns={columns}
          rowKey={(row) => row.idTransaction}
          errorTitle="Pendaftar belum dapat dimuat"
          emptyText="Belum ada pendaftar untuk acara ini."
          result={result}
          page={page}
          onPageChange={setPage}
        />
      </Stack>
    </Container>
  );
}
