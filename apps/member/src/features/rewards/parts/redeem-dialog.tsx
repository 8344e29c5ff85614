/**
 * The confirmation before points are spent: what the reward costs, what is left afterwards, and — for a physical
 * reward — where to send it. Validated with the API's own schema; the API's 409 (stock gone, not enough points)
 * is shown in the dialog.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Modal, Notice, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { redeemRewardSchema, shippingProblem, type Reward, type RewardRedemption } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useRedeemRewardMutation } from '../data/reward-api';

const EMPTY = { recipientName: '', phone: '', address: '', notes: '' };
type Field = keyof typeof EMPTY;

export function RedeemDialog({
  reward,
  open,
  onClose,
  onRedeemed,
}: {
  reward: Reward;
  open: boolean;
  onClose: () => void;
  onRedeemed: (redemption: RewardRedemption) => void;
}) {
  const { user } = useSession();
  const physical = reward.kind === 'physical';
  // A digital reward sends its note alone.
  const form = useZodForm(redeemRewardSchema, physical ? EMPTY : { notes: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [redeem, { isLoading }] = useRedeemRewardMutation();
  const balance = user?.point ?? 0;

  const field = (name: Field) => ({ ...form.register(name), error: form.formState.errors[name]?.message });

  const close = () => {
    setProblem(null);
    form.clearErrors();
    onClose();
  };

  const send = form.handleSubmit(async (body) => {
    const missing = shippingProblem(reward.kind, body);
    if (missing) {
      form.setError(missing.path, { type: 'required', message: missing.message });
      return;
    }
    setProblem(null);
    try {
      const redemption = await redeem({ slug: reward.slug, body }).unwrap();
      form.reset();
      onRedeemed(redemption);
    } catch (error) {
      applyServerFieldErrors(form, error);
      setProblem(errorMessage(error));
    }
  });

  const formId = `tukar-${reward.slug}`;
  return (
    <Modal
      open={open}
      title={`Tukar ${reward.name}?`}
      onClose={close}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={close}>
            Batal
          </Button>
          <Button type="submit" form={formId} loading={isLoading} disabled={isLoading}>
            Tukar {formatNumber(reward.pointsCost)} poin
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => (isLoading ? event.preventDefault() : void send(event))}
        noValidate
        aria-label={`Penukaran ${reward.name}`}
      >
        <Stack $gap={4}>
          <Text>
            Poin kamu {formatNumber(balance)}; setelah penukaran tersisa{' '}
            <strong>{formatNumber(Math.max(0, balance - reward.pointsCost))} poin</strong>. XP kamu tidak berkurang.
          </Text>
          {problem && (
            <Notice $tone="danger" role="alert">
              {problem}
            </Notice>
          )}
          {physical && (
            <>
              <Text $weight="semibold">Alamat pengiriman</Text>
              <TextField
                label="Nama penerima"
                autoComplete="name"
                required
                maxLength={100}
                {...field('recipientName')}
              />
              <TextField
                label="Nomor telepon"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={20}
                {...field('phone')}
              />
              <TextField
                label="Alamat lengkap"
                hint="Jalan, nomor rumah, kelurahan, kota, dan kode pos."
                autoComplete="street-address"
                required
                maxLength={500}
                {...field('address')}
              />
            </>
          )}
          <TextField
            label="Catatan (opsional)"
            hint={physical ? 'Misalnya ukuran kaos.' : undefined}
            maxLength={500}
            {...field('notes')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
