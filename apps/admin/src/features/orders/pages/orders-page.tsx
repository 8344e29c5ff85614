/**
 * /admin/pesanan — the payment-verification queue: tabs by status (default "Menunggu verifikasi"), search by
 * idTransaction or buyer, paginated; each row opens the order's detail.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  Container,
  Heading,
  Stack,
  Tabs,
  Text,
  TextField,
  usePageTitle,
  type TableColumn,
} from '@akademi-siber/ui-design-system';
import { ORDER_STATUSES, type AdminOrderSummary, type OrderStatus } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, useListAddress, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { useGetAdminOrdersQuery } from '../data/orders-api';
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS, OrderStatusBadge } from '../parts/order-status';

const TAB_ORDER: OrderStatus[] = ['waiting_verification', 'pending', 'paid', 'rejected', 'expired', 'cancelled'];
const ALL = 'semua';

const columns: TableColumn<AdminOrderSummary>[] = [
  {
    key: 'idTransaction',
    header: 'ID transaksi',
    render: (order) => (
      <Link to={`/admin/pesanan/${encodeURIComponent(order.idTransaction)}`}>{order.idTransaction}</Link>
    ),
  },
  {
    key: 'buyer',
    header: 'Pembeli',
    render: (order) => (
      <WideCell>
        {order.buyer.name}
        <br />
        <Text as="span" $size="sm" $muted>
          {order.buyer.email}
        </Text>
      </WideCell>
    ),
  },
  { key: 'kind', header: 'Jenis', render: (order) => ORDER_KIND_LABELS[order.kind] ?? order.kind },
  {
    key: 'items',
    header: 'Item',
    render: (order) => <WideCell>{order.items.map((item) => item.title).join(', ')}</WideCell>,
  },
  { key: 'total', header: 'Total', align: 'right', render: (order) => <NoWrap>{formatCurrency(order.total)}</NoWrap> },
  {
    key: 'status',
    header: 'Status',
    render: (order) => (
      <Stack $direction="row" $gap={2} $wrap>
        <OrderStatusBadge status={order.status} />
        {order.hasProof && <Badge $tone="info">Ada bukti</Badge>}
      </Stack>
    ),
  },
  {
    key: 'createdAt',
    header: 'Dibuat',
    render: (order) => <NoWrap>{formatDateTime(order.createdAt, { fallback: '—' })}</NoWrap>,
  },
];

function statusFrom(value: string | null): OrderStatus | typeof ALL {
  if (value === ALL) return ALL;
  return ORDER_STATUSES.find((status) => status === value) ?? 'waiting_verification';
}

export function OrdersPage() {
  usePageTitle('Verifikasi Pesanan', 'Admin');
  const { params, page, search, update, searchFor } = useListAddress();
  const status = statusFrom(params.get('status'));
  const [draft, setDraft] = useState(search);
  const result = useGetAdminOrdersQuery({
    page,
    perPage: PER_PAGE,
    status: status === ALL ? undefined : status,
    search: search || undefined,
  });

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchFor(draft);
  };

  const tabs = [...TAB_ORDER.map((id) => ({ id, label: ORDER_STATUS_LABELS[id] })), { id: ALL, label: 'Semua' }];
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Verifikasi Pesanan</Heading>
          <Text $muted>Cocokkan bukti transfer dengan mutasi rekening, lalu setujui atau tolak pesanan.</Text>
        </Stack>
        <form onSubmit={onSearch} role="search" aria-label="Cari pesanan">
          <Stack $direction="row" $gap={3} $align="flex-end" $wrap>
            <TextField
              label="Cari ID transaksi, nama, atau email pembeli"
              name="q"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" $variant="secondary">
              Cari
            </Button>
          </Stack>
        </form>
        <Tabs
          aria-label="Status pesanan"
          tabs={tabs}
          active={status}
          onChange={(id) => update({ status: id === 'waiting_verification' ? null : id, page: null })}
        >
          <PagedTable
            caption={status === ALL ? 'Semua pesanan' : `Pesanan: ${ORDER_STATUS_LABELS[status]}`}
            columns={columns}
            rowKey={(order) => order.idTransaction}
            errorTitle="Daftar pesanan belum dapat dimuat"
            emptyText={
              search ? 'Tidak ada pesanan yang cocok dengan pencarian.' : 'Tidak ada pesanan dengan status ini.'
            }
            result={result}
            page={page}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        </Tabs>
      </Stack>
    </Container>
  );
}
