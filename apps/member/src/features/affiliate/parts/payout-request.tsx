/** The payout request form: the API's rules on the typed amount and the bank account, the API's 422 on its fields. */
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { errorMessage } from '@akademi-siber/data-access-api';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import { Button, Grid, Notice, Stack, TextField } from '@akademi-siber/ui-design-system';
import type { AffiliateOverview, AffiliatePayout } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useRequestAffiliatePayoutMutation } from '../data/affiliate-api';

/** Why the typed amount cannot be paid out (dots as thousands separators are allowed), or null. */
function amountProblem(typed: string, overview: Pick<AffiliateOverview, 'minimumPayout' | 'availableBalance'>) {
  const amount = Number(typed.replace(/\./g, ''));
  if (!typed.trim()) return 'Jumlah pencairan wajib diisi.';
  if (!Number.isInteger(amount) || amount <= 0) return 'Jumlah pencairan harus berupa bilangan bulat rupiah.';
  if (amount < overview.minimumPayout) return `Jumlah pencairan minimal ${formatCurrency(overview.minimumPayout)}.`;
  if (amount > overview.availableBalance)
    return `Jumlah pencairan melebihi saldo tersedia (${formatCurrency(overview.availableBalance)}).`;
  return null;
}

/**
 * The same rules as the API: whole rupiah between the minimum and the available balance, a bank, 5–30 digits, a name.
 */
export function payoutFormSchema(overview: Pick<AffiliateOverview, 'minimumPayout' | 'availableBalance'>) {
  return z.object({
    amount: z
      .string()
      .superRefine((typed, ctx) => {
        const problem = amountProblem(typed, overview);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((typed) => Number(typed.replace(/\./g, ''))),
    bank: z.string().trim().min(2, 'Nama bank wajib diisi.').max(60, 'Nama bank maksimal 60 karakter.'),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{5,30}$/, 'Nomor rekening terdiri dari 5–30 angka.'),
    accountName: z
      .string()
      .trim()
      .min(2, 'Nama pemilik rekening wajib diisi.')
      .max(100, 'Nama pemilik rekening maksimal 100 karakter.'),
  });
}

const EMPTY_PAYOUT = { amount: '', bank: '', accountNumber: '', accountName: '' };
type PayoutField = keyof typeof EMPTY_PAYOUT;
const PAYOUT_FIELDS = Object.keys(EMPTY_PAYOUT) as PayoutField[];

export function PayoutRequest({ overview }: { overview: AffiliateOverview }) {
  // Built from the overview each render, so a balance that changed after a payout is the limit at once.
  const form = useZodForm(payoutFormSchema(overview), EMPTY_PAYOUT);
  const errors = form.formState.errors;
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AffiliatePayout | null>(null);
  const [request, { isLoading }] = useRequestAffiliatePayoutMutation();
  const belowMinimum = overview.availableBalance < overview.minimumPayout;

  /** A field's message goes as soon as the member changes it. */
  const field = (name: PayoutField) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    error: errors[name]?.message,
  });

  const send = form.handleSubmit(async (body) => {
    try {
      setDone(await request(body).unwrap());
      form.reset();
    } catch (error) {
      applyServerFieldErrors(form, error, PAYOUT_FIELDS);
      setServerProblem(errorMessage(error));
    }
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || belowMinimum) return;
    setServerProblem(null);
    void send(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Ajukan pencairan">
      <Stack $gap={4}>
        {belowMinimum && (
          <Notice $tone="info">
            Pencairan dapat diajukan setelah saldo tersedia mencapai {formatCurrency(overview.minimumPayout)}. Saldo
            tersedia Anda saat ini {formatCurrency(overview.availableBalance)}.
          </Notice>
        )}
        {done && (
          <Notice $tone="success" role="status">
            Permintaan pencairan {formatCurrency(done.amount)} terkirim dan sedang diproses.
          </Notice>
        )}
        <Grid $min={220} $gap={4}>
          <TextField
            label="Jumlah (Rp)"
            inputMode="numeric"
            {...field('amount')}
            hint={
              `Minimal ${formatCurrency(overview.minimumPayout)}, maksimal ` +
              `${formatCurrency(overview.availableBalance)}`
            }
            disabled={belowMinimum}
            required
          />
          <TextField label="Nama bank" {...field('bank')} disabled={belowMinimum} maxLength={60} required />
          <TextField
            label="Nomor rekening"
            inputMode="numeric"
            {...field('accountNumber')}
            disabled={belowMinimum}
            maxLength={30}
            required
          />
          <TextField
            label="Nama pemilik rekening"
            {...field('accountName')}
            disabled={belowMinimum}
            maxLength={100}
            required
          />
        </Grid>
        {serverProblem && (
          <Notice $tone="danger" role="alert">
            {serverProblem}
          </Notice>
        )}
        <div>
          <Button type="submit" loading={isLoading} disabled={belowMinimum || isLoading}>
            Ajukan pencairan
          </Button>
        </div>
      </Stack>
    </form>
  );
}
