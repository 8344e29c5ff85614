import { errorMessage } from '@akademi-siber/data-access-api';
import {
  Button,
  Card,
  Container,
  ErrorState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import type { AffiliateOverview } from '@akademi-siber/util-contracts';
import { formatCurrency, formatNumber } from '@akademi-siber/util-format';
import { CopyButton, Section } from '../../../layout/page-parts';
import { useGetMemberAffiliateQuery, useJoinAffiliateMutation } from '../data/affiliate-api';
import { Commissions, Payouts } from '../parts/affiliate-history';
import { PayoutRequest } from '../parts/payout-request';

function NotJoined({ overview }: { overview: AffiliateOverview }) {
  const [join, { isLoading }] = useJoinAffiliateMutation();
  const toast = useToast();
  return (
    <Card>
      <Stack $gap={4}>
        <Heading level={2}>Dapatkan komisi dengan membagikan Akademi Siber</Heading>
        <Stack as="ul" $gap={2} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          <li>Setelah bergabung Anda mendapat tautan referal pribadi.</li>
          <li>
            Setiap pembelian lunas lewat tautan Anda memberi komisi {formatNumber(overview.commissionRate)}% dari nilai
            belanja setelah diskon.
          </li>
          <li>Komisi dapat dicairkan {formatNumber(overview.holdingDays)} hari setelah pembayaran disetujui.</li>
          <li>Pencairan minimal {formatCurrency(overview.minimumPayout)} ke rekening bank Anda.</li>
          <li>Pembelian oleh akun Anda sendiri tidak dihitung.</li>
        </Stack>
        <div>
          <Button
            type="button"
            loading={isLoading}
            onClick={() =>
              join()
                .unwrap()
                .catch((error: unknown) => toast.show({ id: 'gabung-afiliasi', message: errorMessage(error) }))
            }
          >
            Gabung
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

function Joined({ overview }: { overview: AffiliateOverview }) {
  return (
    <Stack $gap={6}>
      <Section title="Tautan referal Anda">
        <Stack $direction="row" $gap={3} $wrap>
          <Text as="code" style={{ overflowWrap: 'anywhere', flex: '1 1 16rem' }} data-testid="referral-url">
            {overview.referralUrl}
          </Text>
          {overview.referralUrl && <CopyButton value={overview.referralUrl} label="Tautan referal" />}
        </Stack>
        <Text $size="sm" $muted>
          Kode Anda <strong>{overview.code}</strong>. Tambahkan <code>?ref={overview.code}</code> ke halaman kelas mana
          pun; komisi {formatNumber(overview.commissionRate)}% tersedia {formatNumber(overview.holdingDays)} hari
          setelah pembayaran disetujui.
        </Text>
      </Section>
      <Grid $min={180}>
        <StatCard label="Klik tautan" value={formatNumber(overview.clicks)} />
        <StatCard label="Pesanan lewat referal" value={formatNumber(overview.referredOrders)} />
        <StatCard label="Saldo tersedia" value={formatCurrency(overview.availableBalance)} />
        <StatCard
          label="Saldo tertahan"
          value={formatCurrency(overview.pendingBalance)}
          hint="masih dalam masa tunggu"
        />
        <StatCard label="Total komisi" value={formatCurrency(overview.totalEarned)} />
      </Grid>
      <Section title="Ajukan pencairan">
        <PayoutRequest overview={overview} />
      </Section>
      <Section title="Riwayat komisi">
        <Commissions />
      </Section>
      <Section title="Riwayat pencairan">
        <Payouts />
      </Section>
    </Stack>
  );
}

/** /member/afiliasi — the affiliate program: join, share the link, follow commissions and request payouts. */
export function AffiliatePage() {
  usePageTitle('Afiliasi');
  const { data, isLoading, error, refetch } = useGetMemberAffiliateQuery();
  let body;
  if (isLoading) body = <SkeletonList rows={3} />;
  else if (error || !data)
    body = <ErrorState title="Data afiliasi belum dapat dimuat" message={errorMessage(error)} onRetry={refetch} />;
  else body = data.joined ? <Joined overview={data} /> : <NotJoined overview={data} />;
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Afiliasi</Heading>
          <Text $muted>Ajak teman belajar keamanan siber dan dapatkan komisi dari setiap pembelian mereka.</Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}
