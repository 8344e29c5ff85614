import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, useGetMemberCartQuery } from '@akademi-siber/data-access-api';
import {
  Button,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { CheckoutPanel, PromoPrefill } from '../../orders';
import { CART_KINDS, cartItemsOfKind, cartRefs, isCartKind, priceOf } from '../parts/cart-kinds';

/**
 * /member/cart/confirmation?jenis=course|liveclass&promo=CODE — review the cart's items of one kind, agree, create the
 * order.
 */
export function CartConfirmationPage() {
  usePageTitle('Konfirmasi pesanan');
  const [params] = useSearchParams();
  const jenis = params.get('jenis');
  const promo = params.get('promo');
  const { data, isLoading, error, refetch } = useGetMemberCartQuery();
  const kind = isCartKind(jenis)
    ? jenis
    : data && cartItemsOfKind(data, 'course').length === 0
      ? 'liveclass'
      : 'course';
  const cartItems = useMemo(() => (data ? cartItemsOfKind(data, kind) : []), [data, kind]);
  // The items this page last showed. A checkout whose answer was lost (connection dropped after the API made the
  // order and emptied the cart) refetches an empty cart; the panel must stay, so that "Buat pesanan" retries with
  // the same idempotency key and lands on the order the API already made instead of a dead end.
  const [shown, setShown] = useState(cartItems);
  if (cartItems.length > 0 && cartItems !== shown) setShown(cartItems);
  const items = cartItems.length > 0 ? cartItems : shown;
  const refs = useMemo(() => cartRefs(items), [items]);

  let body;
  if (isLoading) body = <SkeletonList rows={3} />;
  else if (error)
    body = <ErrorState title="Keranjang belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  // No redirect when the cart is empty: right after checkout the cart refetch empties it while the payment page
  // is still loading, and a <Navigate> here would win over the navigation to that page.
  else if (items.length === 0) {
    body = (
      <EmptyState
        title={`Tidak ada ${CART_KINDS[kind].label.toLowerCase()} di keranjang`}
        action={
          <Button as={Link} to="/member/cart" $variant="secondary">
            Kembali ke keranjang
          </Button>
        }
      />
    );
  } else {
    body = (
      <PromoPrefill code={promo} items={refs}>
        {(quote) => (
          <CheckoutPanel
            kind={kind}
            scope={`cart-${refs.map((ref) => ref.ref).join(',')}`}
            items={refs}
            initialQuote={quote}
            lines={items.map((item) => ({
              key: String(item.id),
              title: item.title,
              detail: [CART_KINDS[kind].label, item.subtitle].filter(Boolean).join(' · '),
              price: priceOf(item),
            }))}
          />
        )}
      </PromoPrefill>
    );
  }

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Konfirmasi pesanan</Heading>
          <Text $muted>
            Periksa kembali pesanan {CART_KINDS[kind].label.toLowerCase()} Anda sebelum membuat tagihan.
          </Text>
        </Stack>
        {body}
        <div>
          <Button as={Link} to="/member/cart" $variant="ghost">
            Kembali ke keranjang
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
