import { Link } from 'react-router-dom';
import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  Notice,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { SubscriptionPlan } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate, formatNumber } from '@akademi-siber/util-format';
import { useGetSubscriptionPlansQuery } from '@akademi-siber/data-access-catalog';
import { useGetMemberSubscriptionQuery } from '../data/subscription-api';

function CurrentSubscription() {
  const { data, isLoading, error, refetch } = useGetMemberSubscriptionQuery();
  if (isLoading) return <SkeletonList rows={1} />;
  if (error || !data)
    return <ErrorState title="Status langganan belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  return (
    <Stack $gap={4}>
      <Grid $min={200}>
        <StatCard
          label="Status"
          value={
            <Badge $tone={data.active ? 'success' : 'neutral'}>
              {data.active ? 'Aktif' : data.endDate ? 'Berakhir' : 'Belum berlangganan'}
            </Badge>
          }
        />
        <StatCard
          label={data.active ? 'Berlaku hingga' : 'Berakhir pada'}
          value={data.endDate ? formatDate(data.endDate) : '—'}
        />
        <StatCard
          label="Kelas yang terbuka"
          value={formatNumber(data.includedCourseCount)}
          hint="kelas online termasuk langganan"
        />
      </Grid>
      <Text>
        {data.active
          ? `Selama langganan aktif, Anda dapat belajar di ${formatNumber(data.includedCourseCount)} ` +
            `kelas online berlangganan tanpa membeli satu per satu. Membeli paket lagi memperpanjang dari ` +
            `tanggal akhir langganan Anda.`
          : `Berlangganan membuka ${formatNumber(data.includedCourseCount)} kelas online berlangganan ` +
            `selama masa paket.`}
      </Text>
    </Stack>
  );
}

function PlanCard({ plan }: { plan: SubscriptionPlan }) {
  const id = `paket-${plan.id}`;
  const perMonth = Math.round(plan.price / Math.max(1, plan.months));
  return (
    <Card as="article" aria-labelledby={id}>
      <Stack $gap={3}>
        <Heading level={3} id={id}>
          {plan.name}
        </Heading>
        <Text $size="lg" $weight="bold">
          {formatCurrency(plan.price)}
        </Text>
        <Text $size="sm" $muted>
          {plan.months} bulan · {formatCurrency(perMonth)} per bulan
        </Text>
        {plan.description && <Text $size="sm">{plan.description}</Text>}
        <Button as={Link} to={`/member/subscription/checkout?plan=${plan.id}`} aria-label={`Pilih paket ${plan.name}`}>
          Pilih paket
        </Button>
      </Stack>
    </Card>
  );
}

function Plans() {
  const { data, isLoading, error, refetch } = useGetSubscriptionPlansQuery();
  if (isLoading) return <SkeletonList rows={2} />;
  if (error) return <ErrorState title="Paket belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  if (!data || data.length === 0) return <Notice>Belum ada paket langganan yang dijual saat ini.</Notice>;
  return (
    <Grid $min={240}>
      {data.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </Grid>
  );
}

/** /member/subscription — current subscription status and the plans to buy. */
export function SubscriptionPage() {
  usePageTitle('Langganan');
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={8}>
        <Stack $gap={2}>
          <Heading level={1}>Langganan</Heading>
          <Stack $direction="row" $gap={2} $wrap>
            <Button as={Link} to="/member/pesanan/subscription" $variant="secondary" $size="sm">
              Pesanan langganan
            </Button>
            <Button as={Link} to="/member/aktivasi-token" $variant="secondary" $size="sm">
              Punya kode aktivasi?
            </Button>
          </Stack>
        </Stack>
        <section aria-labelledby="langganan-status">
          <Stack $gap={4}>
            <Heading level={2} id="langganan-status">
              Status langganan
            </Heading>
            <CurrentSubscription />
          </Stack>
        </section>
        <section aria-labelledby="langganan-paket">
          <Stack $gap={4}>
            <Heading level={2} id="langganan-paket">
              Paket langganan
            </Heading>
            <Plans />
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
