/**
 * /admin/pesanan/:idTransaction — one order for verification: buyer, items, amounts (rounding, unique code, the
 * last three digits to look for in the bank statement — taken from the total itself), the
 * transfer proof (via download token), the status history; "Setujui" after a confirmation, "Tolak" with a
 * required reason. Both refresh the queue and say what happened in a toast.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  Modal,
  Notice,
  SkeletonList,
  Stack,
  Table,
  Text,
  theme,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { transferDigits, type AdminOrderDetail, type OrderItem } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDateTime } from '@akademi-siber/util-format';
import { ORDER_KIND_LABELS, ORDER_STATUS_LABELS, OrderStatusBadge } from '../../components/list-kit';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import {
  useApproveAdminOrderMutation,
  useGetAdminOrderQuery,
  useRejectAdminOrderMutation,
} from '../../data/admin-orders-api';
import { rejectOrderSchema } from '../../forms/schemas';
import { PaymentProof } from './payment-proof';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;

  @media (max-width: 992px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem 1rem;
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    color: ${theme.colors.text};
  }
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0 0 0 1.25rem;
  border-left: 2px solid ${theme.colors.border};
  list-style: none;

  li {
    position: relative;
    padding: 0 0 1rem 0.5rem;
  }
  li::before {
    content: '';
    position: absolute;
    left: calc(-1.25rem - 6px);
    top: 0.35rem;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${theme.colors.primary};
  }
`;

const itemColumns = [
  { key: 'title', header: 'Item', render: (item: OrderItem) => item.title },
  {
    key: 'type',
    header: 'Jenis',
    render: (item: OrderItem) =>
      ({ course: 'Kelas', batch: 'Batch live class', plan: 'Paket langganan', event: 'Acara' })[item.type],
  },
  { key: 'price', header: 'Harga', align: 'right' as const, render: (item: OrderItem) => formatCurrency(item.price) },
];

function BuyerAndItems({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={4} as="h2">
          Pembeli
        </Heading>
        <Text>
          <strong>{order.buyer.name}</strong> (@{order.buyer.username})
          <br />
          {order.buyer.email}
        </Text>
        <Table
          caption="Item pesanan"
          columns={itemColumns}
          rows={order.items}
          rowKey={(item) => `${item.type}-${item.ref}`}
        />
        <Amounts aria-label="Rincian pembayaran">
          <dt>Subtotal</dt>
          <dd>{formatCurrency(order.subtotal)}</dd>
          <dt>Potongan{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
          <dd>{order.discount > 0 ? `-${formatCurrency(order.discount)}` : formatCurrency(0)}</dd>
          {order.rounding > 0 && (
            <>
              <dt>Pembulatan ke ribuan</dt>
              <dd>-{formatCurrency(order.rounding)}</dd>
            </>
          )}
          <dt>Kode unik</dt>
          <dd>{formatCurrency(order.uniqueCode)}</dd>
          <dt className="total">Total transfer</dt>
          <dd className="total">{formatCurrency(order.total)}</dd>
          {order.total > 0 && (
            <>
              <dt>3 digit terakhir di mutasi</dt>
              <dd>{transferDigits(order.total)}</dd>
            </>
          )}
        </Amounts>
        {order.affiliateCode && (
          <Text $size="sm" $muted>
            Dirujuk afiliasi dengan kode {order.affiliateCode}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={4} as="h2">
          Riwayat status
        </Heading>
        {order.history.length === 0 ? (
          <Text $muted>Belum ada perubahan status.</Text>
        ) : (
          <Timeline aria-label="Riwayat status pesanan">
            {order.history.map((change, index) => (
              <li key={`${change.at}-${index}`}>
                <Text as="div">
                  <strong>{ORDER_STATUS_LABELS[change.to]}</strong> · oleh {change.by}
                </Text>
                <Text as="div" $size="sm" $muted>
                  {formatDateTime(change.at, { fallback: '—' })}
                </Text>
                {change.note && (
                  <Text as="div" $size="sm">
                    Catatan: {change.note}
                  </Text>
                )}
              </li>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}

function Decision({ order }: { order: AdminOrderDetail }) {
  const toast = useToast();
  const [approve, approving] = useApproveAdminOrderMutation();
  const [reject, rejecting] = useRejectAdminOrderMutation();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  // The reason stays typed when the dialog is closed and opened again; its message does not.
  const rejectForm = useZodForm(rejectOrderSchema, { reason: '' });
  const reasonError = rejectForm.formState.errors.reason?.message;

  const close = () => {
    setDialog(null);
    rejectForm.clearErrors();
  };

  async function onApprove() {
    try {
      await approve(order.idTransaction).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: `Pesanan ${order.idTransaction} disetujui. Akses pembeli sudah dibuka.`,
      });
      close();
    } catch (failure) {
      toast.show({ message: (failure as ApiError).message });
      close();
    }
  }

  const onReject = rejectForm.handleSubmit(async (data) => {
    try {
      await reject({ idTransaction: order.idTransaction, ...data }).unwrap();
      toast.show({
        title: 'Berhasil',
        variant: 'success',
        message: `Pesanan ${order.idTransaction} ditolak. Pembeli dapat mengunggah bukti baru.`,
      });
      rejectForm.reset();
      close();
    } catch (failure) {
      const error = failure as ApiError;
      if (error.status === 422) {
        rejectForm.setError('reason', { type: 'server', message: error.message });
        return;
      }
      toast.show({ message: error.message });
      close();
    }
  });

  if (order.status !== 'waiting_verification') return null;
  return (
    <>
      <Stack $direction="row" $gap={3} $wrap>
        <Button type="button" onClick={() => setDialog('approve')}>
          Setujui pembayaran
        </Button>
        <Button type="button" $variant="danger" onClick={() => setDialog('reject')}>
          Tolak
        </Button>
      </Stack>
      <Modal
        open={dialog === 'approve'}
        title="Setujui pembayaran?"
        onClose={close}
        size="sm"
        footer={
          <>
            <Button type="button" $variant="secondary" onClick={close} disabled={approving.isLoading}>
              Batal
            </Button>
            <Button type="button" onClick={() => void onApprove()} loading={approving.isLoading}>
              Ya, setujui
            </Button>
          </>
        }
      >
        <Text>
          Pastikan transfer sebesar <strong>{formatCurrency(order.total)}</strong> (3 digit terakhir{' '}
          {transferDigits(order.total)}) sudah masuk. Setelah disetujui, {order.buyer.name} langsung mendapat akses dan
          tanda terima.
        </Text>
      </Modal>
      <Modal open={dialog === 'reject'} title="Tolak pembayaran" onClose={close}>
        <form onSubmit={(event) => void onReject(event)} noValidate>
          <Stack $gap={4}>
            <Text $muted>
              Alasan ini dikirim ke pembeli. Pembeli dapat mengunggah bukti baru selama pesanan belum kedaluwarsa.
            </Text>
            <TextAreaField
              label="Alasan penolakan"
              required
              {...rejectForm.register('reason')}
              error={reasonError}
              disabled={rejecting.isLoading}
            />
            <Stack $direction="row" $gap={3} $justify="flex-end" $wrap>
              <Button type="button" $variant="secondary" onClick={close} disabled={rejecting.isLoading}>
                Batal
              </Button>
              <Button type="submit" $variant="danger" loading={rejecting.isLoading}>
                Tolak pembayaran
              </Button>
            </Stack>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

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
            <Decision order={order} />
            <Columns>
              <Stack $gap={6}>
                <BuyerAndItems order={order} />
                <History order={order} />
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
