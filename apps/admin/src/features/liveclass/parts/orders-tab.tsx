/**
 * "Pesanan": the orders that bought this batch (GET …/orders, paged, by status), newest first, each opening the
 * order's own page in the verification queue. What the batch cost in an order is frozen when it was made.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Select, Stack, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import { ORDER_STATUSES, type AdminBatchOrder, type OrderStatus } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { NoWrap, PagedTable, PER_PAGE, WideCell } from '@akademi-siber/feature-app-frame/lists';
import { ORDER_STATUS_LABELS, OrderStatusBadge } from '../../orders';
import { useGetAdminBatchOrdersQuery, type BatchArgs } from '../data/liveclass-api';

const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];

const columns: TableColumn<AdminBatchOrder>[] = [
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
        {order.buyer.name} (@{order.buyer.username})
        <br />
        <Text as="span" $size="sm" $muted>
          {order.buyer.email}
        </Text>
      </WideCell>
    ),
  },
  { key: 'status', header: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
  {
    key: 'itemPrice',
    header: 'Harga batch',
    align: 'right',
    render: (order) => <NoWrap>{formatCurrency(order.itemPrice)}</NoWrap>,
  },
  {
    key: 'total',
    header: 'Total pesanan',
    align: 'right',
    render: (order) => <NoWrap>{formatCurrency(order.total)}</NoWrap>,
  },
  {
    key: 'createdAt',
    header: 'Dibuat',
    render: (order) => (
      <NoWrap>
        {formatDateTime(order.createdAt, { fallback: '—' })}
        {order.paidAt && (
          <>
            <br />
            <Text as="span" $size="sm" $muted>
              Lunas {formatDateTime(order.paidAt)}
            </Text>
          </>
        )}
      </NoWrap>
    ),
  },
];

export function OrdersTab({ batch }: { batch: BatchArgs }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const result = useGetAdminBatchOrdersQuery({ ...batch, page, perPage: PER_PAGE, status: status || undefined });
  return (
    <Stack $gap={4}>
      <Text $size="sm" $muted>
        Harga batch adalah harga saat pesanan dibuat; total pesanan memuat item lain, potongan promo, dan kode unik.
      </Text>
      <div style={{ maxWidth: 280 }}>
        <Select
          label="Status pesanan"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => {
            setStatus(ORDER_STATUSES.find((candidate) => candidate === event.target.value) ?? '');
            setPage(1);
          }}
        />
      </div>
      <PagedTable
        caption="Pesanan batch"
        columns={columns}
        rowKey={(order) => order.idTransaction}
        errorTitle="Daftar pesanan belum dapat dimuat"
        emptyText={status ? 'Tidak ada pesanan dengan status ini.' : 'Belum ada pesanan untuk batch ini.'}
        result={result}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
