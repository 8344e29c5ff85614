/** The promo code box of the cart and the checkout. */
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, Stack, Text, TextField } from '@akademi-siber/ui-design-system';
import type { OrderItemRef, PromoQuote } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useCheckPromoCodeMutation } from '../data/orders-api';

const PromoForm = styled.form`
  display: flex;
  gap: 0.75rem;
  align-items: flex-end;
  flex-wrap: wrap;

  > :first-child {
    flex: 1 1 12rem;
  }
`;

export interface PromoFieldProps {
  /** Items the quote is for; undefined = the cart (server side). */
  items?: OrderItemRef[];
  quote: PromoQuote | null;
  onQuote: (quote: PromoQuote | null) => void;
}

/**
 * The promo code box: "Pakai" asks the server what the code takes off these items (POST /api/transaction/promo/check);
 * the quote then drives the totals and the code goes with the checkout. "Hapus" drops it.
 */
export function PromoField({ items, quote, onQuote }: PromoFieldProps) {
  const [code, setCode] = useState(quote?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { isLoading }] = useCheckPromoCodeMutation();
  const itemsKey = JSON.stringify(items ?? null);

  // Items changed (an item removed from the cart): the earlier quote no longer applies, ask again. Only a change of
  // the items re-quotes; the code itself is applied by submit.
  const requote = useEffectEvent((cancelled: () => boolean) => {
    if (!quote) return;
    check({ code: quote.code, ...(items ? { items } : {}) })
      .unwrap()
      .then((fresh) => {
        if (!cancelled()) onQuote(fresh);
      })
      .catch((error: unknown) => {
        if (cancelled()) return;
        onQuote(null);
        setProblem(errorMessage(error));
      });
  });
  useEffect(() => {
    let cancelled = false;
    requote(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [itemsKey]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setProblem('Masukkan kode promo terlebih dahulu.');
      return;
    }
    setProblem(null);
    try {
      onQuote(await check({ code: trimmed, ...(items ? { items } : {}) }).unwrap());
    } catch (error) {
      onQuote(null);
      setProblem(errorMessage(error));
    }
  };

  if (quote) {
    return (
      <Stack $direction="row" $gap={3} $wrap $justify="space-between">
        <Text role="status">
          Kode <strong>{quote.code}</strong> dipakai: hemat {formatCurrency(quote.discount)}
          {quote.kind === 'percent' ? ` (${quote.value}%)` : ''}.
        </Text>
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => {
            onQuote(null);
            setCode('');
          }}
        >
          Hapus kode
        </Button>
      </Stack>
    );
  }

  return (
    <PromoForm onSubmit={apply} noValidate aria-label="Pakai kode promo">
      <TextField
        label="Kode promo"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={problem ?? undefined}
        autoComplete="off"
        maxLength={40}
        placeholder="Contoh: HEMAT20"
      />
      <Button type="submit" $variant="secondary" loading={isLoading}>
        Pakai
      </Button>
    </PromoForm>
  );
}
