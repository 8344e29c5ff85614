import { Navigate } from 'react-router-dom';
import { Stack, Text } from '@akademi-siber/ui-design-system';
import { formatCurrency } from '@akademi-siber/util-format';
import { ORDER_PATHS } from '../parts/order-paths';
import { OrderLoader, type OrderPageProps } from '../parts/order-loader';
import { ProofUpload } from '../parts/proof-upload';

/** /member/pesanan/konfirmasi/:idTransaction (and variants): upload the transfer proof. */
export function ConfirmPage({ kind }: OrderPageProps) {
  return (
    <OrderLoader kind={kind} title="Konfirmasi pembayaran">
      {(order) => {
        // Only an unpaid order that is still open (or rejected before expiry) takes a proof.
        if (order.status !== 'pending' && order.status !== 'rejected')
          return <Navigate to={ORDER_PATHS[order.kind].result(order.idTransaction)} replace />;
        return (
          <Stack $gap={6}>
            <Text>
              Unggah bukti transfer sebesar <strong>{formatCurrency(order.total)}</strong>. Tim kami memverifikasi
              pembayaran pada hari kerja, biasanya kurang dari 1×24 jam.
            </Text>
            <ProofUpload order={order} />
          </Stack>
        );
      }}
    </OrderLoader>
  );
}
