import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Button,
  Container,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { OrderDetail, OrderKind } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { ORDER_KIND_LABELS, ORDER_PATHS } from './order-paths';
import { OrderStatusBadge } from './order-status-badge';
import { useGetMemberOrderQuery } from '../data/orders-api';

export interface OrderPageProps {
  kind: OrderKind;
}

/**
 * Loads `:idTransaction` for an order page. The parameter is optional in the spec (`{idTransaction?}`): without it
 * the member goes to the kind's order list. An order of another kind is shown under its own page family.
 */
export function OrderLoader({
  kind,
  title,
  children,
}: {
  kind: OrderKind;
  title: string;
  children: (order: OrderDetail) => ReactNode;
}) {
  const { idTransaction } = useParams();
  usePageTitle(idTransaction ? `${title} ${idTransaction}` : title);
  const { data, isLoading, error, refetch } = useGetMemberOrderQuery(idTransaction ?? '', { skip: !idTransaction });
  if (!idTransaction) return <Navigate to={ORDER_PATHS[kind].list} replace />;

  let body: ReactNode;
  if (isLoading) body = <SkeletonList rows={4} />;
  else if (error || !data) {
    const notFound = error && 'status' in error && error.status === 404;
    body = notFound ? (
      <ErrorState
        title="Pesanan tidak ditemukan"
        message="Periksa kembali nomor pesanan, atau buka daftar pesanan Anda."
        onRetry={refetch}
      />
    ) : (
      <ErrorState title="Pesanan belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />
    );
  } else body = children(data);

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>{title}</Heading>
          {data && (
            <Stack $direction="row" $gap={3} $wrap>
              <Text $muted>
                Pesanan <code>{data.idTransaction}</code> · {ORDER_KIND_LABELS[data.kind]} ·{' '}
                {formatDate(data.createdAt)}
              </Text>
              <OrderStatusBadge status={data.status} />
            </Stack>
          )}
        </Stack>
        {body}
        <div>
          <Button as={Link} to={ORDER_PATHS[data?.kind ?? kind].list} $variant="ghost">
            Kembali ke daftar pesanan
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
