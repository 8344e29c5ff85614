/**
 * The staff's decision on an order waiting for verification: "Setujui" after a confirmation, "Tolak" with a
 * required reason. Both refresh the queue and say what happened in a toast.
 */
import { useState } from 'react';
import type { ApiError } from '@akademi-siber/data-access-api';
import { useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { TextAreaField } from '@akademi-siber/feature-app-frame/text-area-field';
import { Button, Modal, Stack, Text, useToast } from '@akademi-siber/ui-design-system';
import { transferDigits, type AdminOrderDetail } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useApproveAdminOrderMutation, useRejectAdminOrderMutation } from '../data/orders-api';
import { rejectOrderSchema } from './reject-order-schema';

export function OrderDecision({ order }: { order: AdminOrderDetail }) {
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
