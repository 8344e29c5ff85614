/**
 * The last step of every checkout (cart confirmation, buy now, live class, plan, event): the items, the promo
 * code, the totals, the terms checkbox and the button that creates the order (POST /api/transaction/checkout).
 * One idempotency key per checkout visit goes with every submit; the button is disabled while submitting, so a
 * double click or a retry yields one order. Afterwards the member goes to the kind's payment page, or straight
 * to its status page when the order was free (paid at once).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { clientStateActions, errorMessage, errorStatus, getAffiliateCode } from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
import { Button, Checkbox, Notice, Stack, Text } from '@akademi-siber/ui-design-system';
import type { OrderItemRef, OrderKind, PromoQuote } from '@akademi-siber/util-contracts';
import { formatCurrency } from '@akademi-siber/util-format';
import { useCheckoutOrderMutation } from '../data/orders-api';
import { useCheckoutKey } from './idempotency';
import { ORDER_PATHS } from './order-paths';
import { beforeCodeLines, MoneySummary } from './money-summary';
import { PromoField } from './promo-field';
import { Section } from '../../../layout/page-parts';

export interface CheckoutLine {
  key: string;
  title: ReactNode;
  detail?: ReactNode;
  /** Null when the page could not look the price up; the server computes it at checkout either way. */
  price: number | null;
}

export interface CheckoutPanelProps {
  kind: OrderKind;
  /** Scope of the idempotency key, e.g. "cart-course" or "course-belajar-linux". */
  scope: string;
  lines: CheckoutLine[];
  /** Sent as `items`; undefined = the whole cart of this kind. */
  items?: OrderItemRef[];
  /** Items for the promo quote (the cart's items of this kind when buying the cart). */
  promoItems?: OrderItemRef[];
  initialQuote?: PromoQuote | null;
  /** A free event has nothing to discount. */
  allowPromo?: boolean;
  submitLabel?: string;
}

export function CheckoutPanel({
  kind,
  scope,
  lines,
  items,
  promoItems,
  initialQuote = null,
  allowPromo = true,
  submitLabel = 'Buat pesanan',
}: CheckoutPanelProps) {
  const { key, finish, renew } = useCheckoutKey(`${kind}:${scope}`);
  const [quote, setQuote] = useState<PromoQuote | null>(initialQuote);
  const [agreed, setAgreed] = useState(false);
  const [termsProblem, setTermsProblem] = useState<string | null>(null);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [checkout, { isLoading }] = useCheckoutOrderMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const priced = lines.every((line) => line.price !== null);
  const subtotal = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
  const free = priced && subtotal === 0;
  const beforeCode = beforeCodeLines(subtotal, quote);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!agreed) {
      setTermsProblem('Centang persetujuan syarat dan ketentuan untuk melanjutkan.');
      return;
    }
    setTermsProblem(null);
    setServerProblem(null);
    const affiliateCode = getAffiliateCode();
    try {
      const order = await checkout({
        kind,
        idempotencyKey: key,
        ...(items ? { items } : {}),
        ...(quote ? { promoCode: quote.code } : {}),
        ...(affiliateCode ? { affiliateCode } : {}),
      }).unwrap();
      finish();
      dispatch(clientStateActions.clearCheckout());
      const paths = ORDER_PATHS[order.kind];
      navigate(order.status === 'pending' ? paths.pay(order.idTransaction) : paths.result(order.idTransaction), {
        replace: true,
      });
    } catch (error) {
      // A 409 made no order: a key the API says was used for another request must not be sent again.
      if (errorStatus(error) === 409) renew();
      setServerProblem(errorMessage(error));
    }
  };

  return (
    <Stack $gap={6}>
      <Section title="Ringkasan pesanan">
        <Stack as="ul" $gap={3} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map((line) => (
            <Stack as="li" key={line.key} $direction="row" $justify="space-between" $gap={4} $align="flex-start">
              <Stack $gap={1}>
                <Text $weight="semibold">{line.title}</Text>
                {line.detail && (
                  <Text $size="sm" $muted>
                    {line.detail}
                  </Text>
                )}
              </Stack>
              <MoneyText amount={line.price} />
            </Stack>
          ))}
        </Stack>
        {allowPromo && !free && <PromoField items={promoItems ?? items} quote={quote} onQuote={setQuote} />}
        {priced || quote ? (
          <MoneySummary
            lines={[{ label: 'Subtotal', amount: quote?.subtotal ?? subtotal }, ...beforeCode.lines]}
            total={beforeCode.total}
            totalLabel={free ? 'Total (gratis)' : 'Total sebelum kode unik'}
          />
        ) : (
          <Text>Total tagihan dihitung dari harga terbaru saat pesanan dibuat dan tampil di halaman pembayaran.</Text>
        )}
        {!free && (
          <Text $size="sm" $muted>
            Tagihan akhir dibulatkan ke bawah ke ribuan, lalu ditambah kode unik 1–999 rupiah yang menjadi 3 digit
            terakhirnya agar transfer Anda mudah dicocokkan. Batas pembayaran 24 jam setelah pesanan dibuat.
          </Text>
        )}
      </Section>
      <form onSubmit={submit} noValidate aria-label="Konfirmasi pesanan">
        <Stack $gap={4}>
          <Checkbox
            label="Saya telah membaca dan menyetujui syarat dan ketentuan pembelian Akademi Siber."
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.target.checked);
              if (event.target.checked) setTermsProblem(null);
            }}
            error={termsProblem ?? undefined}
          />
          <Text $size="sm" $muted>
            Baca{' '}
            <Link to="/syarat-dan-ketentuan" target="_blank" rel="noopener">
              syarat dan ketentuan
            </Link>{' '}
            (tab baru).
          </Text>
          {serverProblem && (
            <Notice $tone="danger" role="alert">
              {serverProblem}
            </Notice>
          )}
          <div>
            <Button type="submit" $size="lg" loading={isLoading} disabled={isLoading}>
              {isLoading ? 'Memproses…' : free ? 'Daftar sekarang' : submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

function MoneyText({ amount }: { amount: number | null }) {
  return (
    <Text $weight="semibold" style={{ whiteSpace: 'nowrap' }}>
      {amount === null ? '—' : amount === 0 ? 'Gratis' : formatCurrency(amount)}
    </Text>
  );
}
