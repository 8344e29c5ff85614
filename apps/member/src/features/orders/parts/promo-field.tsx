/** Pieces the buying pages share: money summary, promo field, copy button, countdown, order status badge. */
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { Badge, Button, Card, Heading, Notice, Stack, Text, TextField, theme } from '@akademi-siber/ui-design-system';
import { transferAmount, type OrderItemRef, type OrderStatus, type PromoQuote } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useCheckPromoCodeMutation } from '../data/orders-api';
import { ORDER_STATUS } from './order-paths';

const { colors, fontSizes } = theme;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = ORDER_STATUS[status];
  return <Badge $tone={tone}>{label}</Badge>;
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: 0.5rem;
  margin: 0;

  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt[data-total],
  dd[data-total] {
    padding-top: 0.5rem;
    border-top: 1px solid ${colors.border};
    color: ${colors.text};
    font-weight: 700;
    font-size: ${fontSizes.lg};
  }
`;

export interface MoneyLine {
  label: ReactNode;
  amount: number;
  /** Shown as a deduction ("− Rp…"). */
  minus?: boolean;
}

/**
 * The deductions a checkout will make before the unique code (decision 0024): the promo's discount and the rounding
 * down to whole thousands, and what is left. The quote's own numbers when there is one (the server's arithmetic).
 */
export function beforeCodeLines(subtotal: number, quote: PromoQuote | null): { lines: MoneyLine[]; total: number } {
  const base = quote?.subtotal ?? subtotal;
  const discount = quote?.discount ?? 0;
  const rounding = quote ? quote.rounding : transferAmount(base, 0, 0).rounding;
  return {
    lines: [
      ...(quote ? [{ label: `Diskon (${quote.code})`, amount: discount, minus: true }] : []),
      ...(rounding > 0 ? [{ label: 'Pembulatan ke ribuan', amount: rounding, minus: true }] : []),
    ],
    total: base - discount - rounding,
  };
}

/** Subtotal, deductions and the total, as a description list. */
export function MoneySummary({
  lines,
  totalLabel = 'Total',
  total,
}: {
  lines: MoneyLine[];
  totalLabel?: string;
  total: number;
}) {
  return (
    <Rows>
      {lines.map((line, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{line.label}</dt>
          <dd>{line.minus ? `− ${formatCurrency(line.amount)}` : formatCurrency(line.amount)}</dd>
        </div>
      ))}
      <dt data-total="">{totalLabel}</dt>
      <dd data-total="" data-testid="total">
        {formatCurrency(total)}
      </dd>
    </Rows>
  );
}

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

/** Copies a value to the clipboard and says so (for a screen reader too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button type="button" $variant="secondary" $size="sm" onClick={copy} aria-label={`${label}: salin`}>
      <span aria-live="polite">
        {state === 'copied' ? 'Tersalin' : state === 'failed' ? 'Gagal menyalin' : 'Salin'}
      </span>
    </Button>
  );
}

function remainingMs(until: string): number {
  return Math.max(0, new Date(until).getTime() - Date.now());
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** Counts down to `until` (hh:mm:ss) and calls `onExpire` once when it reaches zero. */
export function Countdown({ until, onExpire }: { until: string; onExpire: () => void }) {
  const [left, setLeft] = useState(() => remainingMs(until));
  const labelId = useId();
  useEffect(() => {
    setLeft(remainingMs(until));
    const timer = setInterval(() => {
      const next = remainingMs(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  // onExpire is called once per reaching zero, not for every new callback identity.
  const expire = useEffectEvent(onExpire);
  const expired = left === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);
  const total = Math.floor(left / 1000);
  const text = `${twoDigits(Math.floor(total / 3600))}:${twoDigits(Math.floor((total % 3600) / 60))}:${twoDigits(total % 60)}`;
  return (
    <Stack $gap={1}>
      <Text $size="sm" $muted id={labelId}>
        Sisa waktu pembayaran
      </Text>
      {/* The visible clock ticks every second; it is not a live region, or screen readers would read it nonstop. */}
      <Text
        as="span"
        $size="lg"
        $weight="bold"
        aria-labelledby={labelId}
        role="timer"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Text>
    </Stack>
  );
}

/** A titled card section. */
export function Section({
  title,
  children,
  headingLevel = 2,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack $gap={4}>
        <Heading level={headingLevel} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

export { Notice };
