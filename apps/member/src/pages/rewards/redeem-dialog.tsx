/**
 * The confirmation before points are spent: what the reward costs, what is left afterwards, and — for a physical
 * reward — where to send it. Validated with the API's own schema; the API's 409 (stock gone, not enough points)
 * is shown in the dialog.
 */
import { useState, type FormEvent } from 'react';
import { type ApiError, apiFieldErrors, errorMessage, type FieldErrors } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import { Button, Modal, Notice, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import { redeemRewardSchema, shippingProblem, type Reward, type RewardRedemption } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useRedeemRewardMutation } from '../../data/reward-api';

const EMPTY = { recipientName: '', phone: '', address: '', notes: '' };
type Form = typeof EMPTY;

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
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [redeem, { isLoading }] = useRedeemRewardMutation();
  const balance = user?.point ?? 0;
  const physical = reward.kind === 'physical';

  const field = (name: keyof Form) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const close = () => {
    setProblem(null);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const parsed = redeemRewardSchema.safeParse(physical ? form : { notes: form.notes });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    const missing = shippingProblem(reward.kind, parsed.data);
    if (missing) {
      setErrors({ [missing.path]: missing.message });
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const redemption = await redeem({ slug: reward.slug, body: parsed.data }).unwrap();
      setForm(EMPTY);
      onRedeemed(redemption);
    } catch (error) {
      setErrors(apiFieldErrors(error as ApiError));
      setProblem(errorMessage(error));
    }
  };

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
      <form id={formId} onSubmit={submit} noValidate aria-label={`Penukaran ${reward.name}`}>
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
