/**
 * /admin/pesanan/:idTransaction — one order for verification: buyer, items, amounts (rounding, unique code, the
 * last three digits to look for in the bank statement — taken from the total itself), the
 * transfer proof (via download token), the status history; "Setujui" after a confirmation, "Tolak" with a
 * required reason. Both refresh the queue and say what happened in a toast.
 */
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import {
  Card,
  Container,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { formatDateTime } from '@akademi-siber/util-format';
import { useGetAdminOrderQuery } from '../data/orders-api';
import { OrderDecision } from '../parts/order-decision';
import { ORDER_KIND_LABELS, OrderStatusBadge } from '../parts/order-status';
import { BuyerAndItems, OrderHistory } from '../parts/order-summary';
import { PaymentProof } from '../parts/payment-proof';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;

  @media (max-width: 992px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function OrderDetailPage() {
  const { idTransaction = '' } = useParams();
  usePageTitle(`Pesanan ${idTransaction}`, 'Admin');
  const { data: order, isLoading, error, refetch } = useGetAdminOrderQuery(idTransaction);
  const apiError = error as ApiError | undefined;
  if (apiError?.status === 404) return <ErrorPanel status={404} message={apiError.message} />;

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Link to="/admin/pesanan">← Kembali ke daftar pesanan</Link>
        {isLoading ? (
          <SkeletonList rows={6} />
        ) : apiError || !order ? (
          <ErrorState
            title="Pesanan belum dapat dimuat"
            message={apiError?.message ?? ''}
            onRetry={() => void refetch()}
          />
        ) : (
          <>
            <Stack $gap={2}>
              <Heading level={1}>Pesanan {order.idTransaction}</Heading>
              <Stack $direction="row" $gap={3} $wrap>
                <OrderStatusBadge status={order.status} />
                <Text as="span" $muted>
                  {ORDER_KIND_LABELS[order.kind]} · dibuat {formatDateTime(order.createdAt, { fallback: '—' })}
                  {order.status === 'pending' || order.status === 'waiting_verification'
                    ? ` · kedaluwarsa ${formatDateTime(order.expiresAt, { fallback: '—' })}`
                    : ''}
                  {order.paidAt ? ` · lunas ${formatDateTime(order.paidAt, { fallback: '—' })}` : ''}
                </Text>
              </Stack>
            </Stack>
            {order.rejectionReason && order.status === 'rejected' && (
              <Notice $tone="danger">Ditolak: {order.rejectionReason}</Notice>
            )}
            <OrderDecision order={order} />
            <Columns>
              <Stack $gap={6}>
                <BuyerAndItems order={order} />
                <OrderHistory order={order} />
              </Stack>
              <Card>
                <Stack $gap={4}>
                  <Heading level={4} as="h2">
                    Bukti transfer
                  </Heading>
                  {order.proof ? (
                    <PaymentProof idTransaction={order.idTransaction} proof={order.proof} />
                  ) : (
                    <Text $muted>Pembeli belum mengunggah bukti transfer.</Text>
                  )}
                </Stack>
              </Card>
            </Columns>
          </>
        )}
      </Stack>
    </Container>
  );
}
