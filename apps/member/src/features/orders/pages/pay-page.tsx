import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Button,
  Card,
  EmptyState,
  Grid,
  Modal,
  Notice,
  Stack,
  Text,
  theme,
  useToast,
} from '@akademi-siber/ui-design-system';
import { transferDigits, type OrderDetail } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { ORDER_PATHS } from '../parts/order-paths';
import { CopyButton, Section } from '../../../layout/page-parts';
import { Countdown } from '../parts/countdown';
import { useCancelMemberOrderMutation, useGetMemberOrderQuery } from '../data/orders-api';
import { OrderItems } from '../parts/order-items';
import { OrderLoader, type OrderPageProps } from '../parts/order-loader';

const Amount = styled.p`
  margin: 0;
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;

  mark {
    padding: 0 0.15em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.warningSubtle};
    color: ${theme.colors.warningText};
  }
`;

/**
 * "Rp149.123" with its last three digits highlighted. The digits come from the amount itself (transferDigits), the
 * same source as the sentence below it, so the page can never name other digits than the ones it shows.
 */
function AmountWithCode({ total, digits }: { total: number; digits: string }) {
  const text = formatCurrency(total);
  if (digits === '' || !text.endsWith(digits)) return <Amount data-testid="amount">{text}</Amount>;
  return (
    <Amount data-testid="amount">
      {text.slice(0, -digits.length)}
      <mark>{digits}</mark>
    </Amount>
  );
}

function ExpiredState({ order }: { order: OrderDetail }) {
  const again =
    order.kind === 'subscription'
      ? '/member/subscription'
      : order.kind === 'event'
        ? '/member/cyber-insight'
        : order.kind === 'liveclass'
          ? '/member/liveclass'
          : '/member/cart';
  return (
    <EmptyState
      title="Waktu pembayaran habis"
      description={
        `Pesanan ini kedaluwarsa pada ${formatDate(order.expiresAt)} karena belum ada bukti ` +
        `transfer. Silakan buat pesanan baru.`
      }
      action={
        <Button as={Link} to={again}>
          Pesan lagi
        </Button>
      }
    />
  );
}

function PayDetails({ order }: { order: OrderDetail }) {
  const paths = ORDER_PATHS[order.kind];
  const [timeUp, setTimeUp] = useState(false);
  const [asking, setAsking] = useState(false);
  const { refetch } = useGetMemberOrderQuery(order.idTransaction);
  const [cancel, { isLoading: cancelling }] = useCancelMemberOrderMutation();
  const toast = useToast();

  if (order.status === 'expired' || (order.status === 'pending' && timeUp)) return <ExpiredState order={order} />;
  if (order.status !== 'pending') return <Navigate to={paths.result(order.idTransaction)} replace />;
  const digits = transferDigits(order.total);

  return (
    <Stack $gap={6}>
      <Card>
        <Stack $gap={4}>
          <Stack $direction="row" $justify="space-between" $gap={4} $wrap $align="flex-start">
            <Stack $gap={1}>
              <Text $size="sm" $muted>
                Jumlah yang harus ditransfer
              </Text>
              <AmountWithCode total={order.total} digits={digits} />
              <div>
                <CopyButton value={String(order.total)} label="Jumlah transfer" />
              </div>
            </Stack>
            <Countdown
              until={order.expiresAt}
              onExpire={() => {
                setTimeUp(true);
                void refetch();
              }}
            />
          </Stack>
          {digits !== '' && (
            <Notice $tone="warning" data-testid="transfer-digits-notice">
              Transfer tepat {formatCurrency(order.total)}, sampai 3 digit terakhir (<strong>{digits}</strong>). Tiga
              digit ini kode unik yang membantu kami mencocokkan pembayaran Anda dengan cepat.
              {order.rounding > 0 &&
                ` Tagihan sudah dibulatkan ke bawah ke ribuan (hemat ${formatCurrency(order.rounding)}) ` +
                  `sebelum kode unik ditambahkan.`}
            </Notice>
          )}
          <Text $size="sm" $muted>
            Bayar sebelum {formatDate(order.expiresAt)} pukul{' '}
            {new Date(order.expiresAt).toLocaleTimeString('id-ID', {
              hour: '2-digit',
              minute: '2-digit',
              timeZone: 'Asia/Jakarta',
            })}{' '}
            WIB.
          </Text>
        </Stack>
      </Card>
      <Section title="Transfer ke salah satu rekening">
        {order.bankAccounts.length === 0 ? (
          <Text>Rekening tujuan belum tersedia. Hubungi tim kami sebelum mentransfer.</Text>
        ) : (
          <Grid $min={240} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {order.bankAccounts.map((account) => (
              <Card as="li" key={`${account.bank}-${account.accountNumber}`} $padding={4}>
                <Stack $gap={2}>
                  <Text $weight="bold">{account.bank}</Text>
                  <Text $size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {account.accountNumber}
                  </Text>
                  <Text $size="sm" $muted>
                    a.n. {account.accountName}
                  </Text>
                  <div>
                    <CopyButton value={account.accountNumber} label={`Nomor rekening ${account.bank}`} />
                  </div>
                </Stack>
              </Card>
            ))}
          </Grid>
        )}
      </Section>
      <OrderItems order={order} />
      <Stack $direction="row" $gap={3} $wrap>
        <Button as={Link} to={paths.confirm(order.idTransaction)} $size="lg">
          Saya sudah transfer
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setAsking(true)}>
          Batalkan pesanan
        </Button>
      </Stack>
      <Modal
        open={asking}
        title="Batalkan pesanan?"
        onClose={() => setAsking(false)}
        size="sm"
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={() => setAsking(false)}>
              Tidak
            </Button>
            <Button
              type="button"
              $variant="danger"
              loading={cancelling}
              onClick={() =>
                cancel(order.idTransaction)
                  .unwrap()
                  .then(() => setAsking(false))
                  .catch((error: unknown) => {
                    setAsking(false);
                    toast.show({ id: 'batal-pesanan', message: errorMessage(error) });
                  })
              }
            >
              Ya, batalkan
            </Button>
          </>
        }
      >
        <Text>Tagihan ini tidak dapat dibayar lagi setelah dibatalkan.</Text>
      </Modal>
    </Stack>
  );
}

/** /member/pesanan/bayar/:idTransaction (and the live-class, subscription and event variants): how to pay. */
export function PayPage({ kind }: OrderPageProps) {
  return (
    <OrderLoader kind={kind} title="Pembayaran">
      {(order) => <PayDetails order={order} />}
    </OrderLoader>
  );
}
