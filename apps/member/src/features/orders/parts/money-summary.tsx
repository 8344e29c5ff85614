/** An order's money: the subtotal, the deductions before the unique code and the total, as a description list. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@akademi-siber/ui-design-system';
import { transferAmount, type PromoQuote } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';

const { colors, fontSizes } = theme;

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
