import { Link } from 'react-router-dom';
import { Button, Container, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { OrdersList } from '../parts/orders-list';

/** /member/pesanan — the member's course orders by status. */
export function OrdersPage() {
  usePageTitle('Pesanan Saya');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Pesanan Saya</Heading>
          <Text $muted>Pesanan kelas online Anda. Pesanan lain ada di halaman masing-masing:</Text>
          <Stack $direction="row" $gap={2} $wrap>
            <Button as={Link} to="/member/liveclass" $variant="secondary" $size="sm">
              Live class
            </Button>
            <Button as={Link} to="/member/pesanan/subscription" $variant="secondary" $size="sm">
              Langganan
            </Button>
            <Button as={Link} to="/member/cyber-insight" $variant="secondary" $size="sm">
              Cyber Insight
            </Button>
          </Stack>
        </Stack>
        <OrdersList kind="course" label="Status pesanan kelas online" />
      </Stack>
    </Container>
  );
}

/** /member/pesanan/subscription — the member's subscription orders. */
export function SubscriptionOrdersPage() {
  usePageTitle('Pesanan Langganan');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Pesanan Langganan</Heading>
          <Text $muted>Paket langganan yang pernah Anda pesan.</Text>
          <div>
            <Button as={Link} to="/member/subscription" $variant="secondary" $size="sm">
              Lihat paket langganan
            </Button>
          </div>
        </Stack>
        <OrdersList kind="subscription" label="Status pesanan langganan" />
      </Stack>
    </Container>
  );
}
