import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Pagination,
  SkeletonList,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from '@akademi-siber/ui-design-system';
import type { OrderKind, OrderStatus, OrderSummary } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { nextStepLabel, nextStepPath } from './order-paths';
import { OrderStatusBadge } from './order-status-badge';
import { useGetMemberOrdersQuery } from '../data/orders-api';

const PER_PAGE = 10;

type StatusFilter = 'all' | OrderStatus;

const STATUS_TABS: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'Semua' },
  { id: 'pending', label: 'Menunggu pembayaran' },
  { id: 'waiting_verification', label: 'Diverifikasi' },
  { id: 'paid', label: 'Lunas' },
  { id: 'rejected', label: 'Ditolak' },
  { id: 'expired', label: 'Kedaluwarsa' },
  { id: 'cancelled', label: 'Dibatalkan' },
];

function OrderRow({ order }: { order: OrderSummary }) {
  const titleId = `pesanan-${order.idTransaction}`;
  const first = order.items[0]?.title ?? 'Pesanan';
  const more = order.items.length > 1 ? ` dan ${order.items.length - 1} item lain` : '';
  return (
    <Card as="li" aria-labelledby={titleId} $padding={4}>
      <Stack $direction="row" $gap={4} $justify="space-between" $wrap>
        <Stack $gap={1} style={{ flex: '1 1 16rem' }}>
          <Text $weight="semibold" id={titleId}>
            {first}
            {more}
          </Text>
          <Text $size="sm" $muted>
            <code>{order.idTransaction}</code> · {formatDate(order.createdAt)}
          </Text>
          <div>
            <OrderStatusBadge status={order.status} />
          </div>
        </Stack>
        <Stack $gap={2} $align="flex-end">
          <Text $weight="bold">{order.total === 0 ? 'Gratis' : formatCurrency(order.total)}</Text>
          <Button
            as={Link}
            to={nextStepPath(order)}
            $variant={order.status === 'pending' || order.status === 'rejected' ? 'primary' : 'secondary'}
            $size="sm"
          >
            {nextStepLabel(order.status)}
            <VisuallyHidden> {order.idTransaction}</VisuallyHidden>
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

function OrdersPage({ kind, status }: { kind: OrderKind; status: StatusFilter }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isFetching, error, refetch } = useGetMemberOrdersQuery({
    page,
    perPage: PER_PAGE,
    kind,
    ...(status === 'all' ? {} : { status }),
  });
  if (isLoading) return <SkeletonList rows={3} />;
  if (error) return <ErrorState title="Pesanan belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  if (!data || data.data.length === 0) {
    return (
      <EmptyState
        title="Belum ada pesanan"
        description={
          status === 'all' ? 'Pesanan yang Anda buat akan tampil di sini.' : 'Tidak ada pesanan dengan status ini.'
        }
      />
    );
  }
  return (
    <Stack $gap={4} aria-busy={isFetching}>
      <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {data.data.map((order) => (
          <OrderRow key={order.idTransaction} order={order} />
        ))}
      </Stack>
      <Pagination page={page} perPage={PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

/** The member's orders of one kind, with a tab per status (each tab starts on page 1). */
export function OrdersList({ kind, label }: { kind: OrderKind; label: string }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  return (
    <Tabs tabs={STATUS_TABS} active={status} onChange={(id) => setStatus(id as StatusFilter)} aria-label={label}>
      <OrdersPage key={status} kind={kind} status={status} />
    </Tabs>
  );
}
