import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useGetMemberCartQuery, useRemoveFromCartMutation } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  Tabs,
  Text,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import type { MemberCartItem, PromoQuote } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { Section } from '../../../layout/page-parts';
import { beforeCodeLines, MoneySummary, PromoField } from '../../orders';
import { CART_KINDS, cartItemsOfKind, cartRefs, priceOf, type CartKind } from '../parts/cart-kinds';

function CartRow({ item }: { item: MemberCartItem }) {
  const [remove, { isLoading }] = useRemoveFromCartMutation();
  const toast = useToast();
  const titleId = `keranjang-${item.id}`;
  const onSale = item.salePrice !== null && item.salePrice < item.price;
  return (
    <Card as="li" aria-labelledby={titleId} $padding={4}>
      <Stack $direction="row" $gap={4} $justify="space-between" $align="flex-start" $wrap>
        <Stack $gap={1} style={{ flex: '1 1 14rem' }}>
          <Stack $direction="row" $gap={2} $wrap>
            <Badge $tone="info">{item.type === 'course' ? 'Kelas online' : 'Live class'}</Badge>
          </Stack>
          <Heading level={2} id={titleId}>
            {item.title}
          </Heading>
          {item.subtitle && <Text $muted>{item.subtitle}</Text>}
          <Text $size="sm" $muted>
            Ditambahkan {formatDate(item.addedAt)}
          </Text>
        </Stack>
        <Stack $gap={2} $align="flex-end">
          {onSale && (
            <Text $size="sm" $muted>
              <s aria-label={`Harga normal ${formatCurrency(item.price)}`}>{formatCurrency(item.price)}</s>
            </Text>
          )}
          <Text $weight="bold">{priceOf(item) === 0 ? 'Gratis' : formatCurrency(priceOf(item))}</Text>
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            loading={isLoading}
            aria-label={`Hapus ${item.title} dari keranjang`}
            onClick={() =>
              remove(item.id)
                .unwrap()
                .catch((error: unknown) => toast.show({ id: `hapus-${item.id}`, message: errorMessage(error) }))
            }
          >
            Hapus
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

function KindCart({ kind, items }: { kind: CartKind; items: MemberCartItem[] }) {
  const [quote, setQuote] = useState<PromoQuote | null>(null);
  const navigate = useNavigate();
  const subtotal = items.reduce((sum, item) => sum + priceOf(item), 0);
  const refs = cartRefs(items);
  const beforeCode = beforeCodeLines(subtotal, quote);
  return (
    <Stack $gap={6}>
      <Stack
        as="ul"
        $gap={3}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label={`Isi keranjang: ${CART_KINDS[kind].label}`}
      >
        {items.map((item) => (
          <CartRow key={item.id} item={item} />
        ))}
      </Stack>
      <Section title="Total belanja">
        {subtotal > 0 && <PromoField items={refs} quote={quote} onQuote={setQuote} />}
        <MoneySummary
          lines={[
            { label: `Subtotal (${items.length} item)`, amount: quote?.subtotal ?? subtotal },
            ...beforeCode.lines,
          ]}
          total={beforeCode.total}
          totalLabel="Total sebelum kode unik"
        />
        <div>
          <Button
            type="button"
            $size="lg"
            onClick={() => {
              const params = new URLSearchParams({ jenis: kind });
              if (quote) params.set('promo', quote.code);
              navigate(`/member/cart/confirmation?${params.toString()}`);
            }}
          >
            Lanjut ke pembayaran
          </Button>
        </div>
      </Section>
    </Stack>
  );
}

/** /member/cart — courses and live-class batches in the cart; each kind is checked out as its own order. */
export function CartPage() {
  usePageTitle('Keranjang');
  const { data, isLoading, error, refetch } = useGetMemberCartQuery();
  const [active, setActive] = useState<CartKind>('course');

  let body;
  if (isLoading) body = <SkeletonList rows={3} />;
  else if (error)
    body = <ErrorState title="Keranjang belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  else if (!data || data.length === 0) {
    body = (
      <EmptyState
        title="Keranjang Anda kosong"
        description="Pilih kelas online atau live class yang ingin Anda pelajari, lalu tambahkan ke keranjang."
        action={
          <Button as={Link} to="/belajar-online">
            Jelajahi kelas
          </Button>
        }
      />
    );
  } else {
    const groups = (Object.keys(CART_KINDS) as CartKind[])
      .map((kind) => ({ kind, items: cartItemsOfKind(data, kind) }))
      .filter((group) => group.items.length > 0);
    if (groups.length === 1) body = <KindCart kind={groups[0].kind} items={groups[0].items} />;
    else {
      const current = groups.find((group) => group.kind === active) ?? groups[0];
      body = (
        <Stack $gap={4}>
          <Notice $tone="info">
            Keranjang Anda berisi kelas online dan live class. Keduanya dibayar sebagai pesanan terpisah: pilih salah
            satu, selesaikan pembayarannya, lalu lanjutkan dengan yang lain.
          </Notice>
          <Tabs
            tabs={groups.map((group) => ({
              id: group.kind,
              label: `${CART_KINDS[group.kind].label} (${group.items.length})`,
            }))}
            active={current.kind}
            onChange={(id) => setActive(id as CartKind)}
            aria-label="Jenis pesanan"
          >
            <KindCart key={current.kind} kind={current.kind} items={current.items} />
          </Tabs>
        </Stack>
      );
    }
  }

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Heading level={1}>Keranjang</Heading>
        {body}
      </Stack>
    </Container>
  );
}
