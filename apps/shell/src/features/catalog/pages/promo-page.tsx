/**
 * `/promo` (depan): promo banners valid now, each with its code (copyable), what it takes off, what it applies
 * to and until when. `/affiliate-program` (depan): how the referral program works — the rate and holding
 * period are shown to members on /member/afiliasi (there is no public endpoint for them). The policy text is
 * `/affiliate-program/kebijakan` (default layout, content in affiliate-policy.ts).
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { OrderItemType, PromoBanner } from '@akademi-siber/util-contracts';
import { formatCurrency, formatDate } from '@akademi-siber/util-format';
import { useGetPromoBannersQuery } from '../../data/marketing-api';
import { Band, BandContent, FeatureGrid } from '../marketing-parts';
import { StaticPage } from '../static-page';
import { AFFILIATE_POLICY } from './affiliate-policy';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { PageBand, PageHeader, useViewer } from './catalog-parts';

const ITEM_LABELS: Record<OrderItemType, string> = {
  course: 'Belajar Online',
  batch: 'Live Class',
  plan: 'Langganan',
  event: 'Cyber Insight',
};

export function promoValue(promo: Pick<PromoBanner, 'kind' | 'value'>): string {
  return promo.kind === 'percent' ? `Diskon ${promo.value}%` : `Potongan ${formatCurrency(promo.value)}`;
}

const Code = styled.code`
  padding: 0.375rem 0.75rem;
  border: 2px dashed ${theme.colors.primary};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: 0.08em;
`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function PromoCard({ promo }: { promo: PromoBanner }) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  return (
    <Card as="article" aria-labelledby={`promo-${promo.code}`}>
      <Stack $gap={3}>
        <Badge $tone="success" style={{ alignSelf: 'flex-start' }}>
          {promoValue(promo)}
        </Badge>
        <Heading level={4} as="h2" id={`promo-${promo.code}`}>
          {promo.title}
        </Heading>
        <Text $muted>{promo.description}</Text>
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <Code aria-label={`Kode promo ${promo.code}`}>{promo.code}</Code>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={async () => setCopied((await copyText(promo.code)) ? 'ok' : 'failed')}
            aria-label={`Salin kode ${promo.code}`}
          >
            {copied === 'ok' ? 'Tersalin' : 'Salin kode'}
          </Button>
        </Stack>
        <span role="status" aria-live="polite">
          {copied === 'ok' && <Text $size="sm">Kode {promo.code} tersalin. Tempelkan di halaman pembayaran.</Text>}
          {copied === 'failed' && (
            <Text $size="sm">Kode tidak dapat disalin otomatis. Salin kode {promo.code} secara manual.</Text>
          )}
        </span>
        <Text $size="sm" $muted>
          Berlaku untuk: {promo.eligible.map((type) => ITEM_LABELS[type]).join(', ')}
        </Text>
        <Text $size="sm" $muted>
          {promo.endsAt ? (
            <>
              Berlaku sampai <time dateTime={promo.endsAt}>{formatDate(promo.endsAt)}</time>
            </>
          ) : (
            'Berlaku selama kuota masih ada'
          )}
        </Text>
      </Stack>
    </Card>
  );
}

export function PromoPage() {
  usePageTitle('Promo');
  const promos = useGetPromoBannersQuery();
  return (
    <>
      <PageHeader
        title="Promo"
        lead="Kode promo yang sedang berlaku. Masukkan kodenya di halaman pembayaran untuk mendapat potongan."
      />
      <PageBand aria-label="Daftar promo">
        <Container>
          <QueryStates
            query={promos}
            errorTitle="Promo belum dapat dimuat"
            loading={<SkeletonList rows={3} label="Memuat promo…" />}
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState
                title="Belum ada promo"
                description="Saat ini tidak ada promo yang berlaku. Lihat kelas yang tersedia sambil menunggu promo berikutnya."
                action={
                  <Button as={Link} to="/belajar-online" $variant="secondary">
                    Lihat kelas
                  </Button>
                }
              />
            }
          >
            {(data) => (
              <Grid $min={300}>
                {data.map((promo) => (
                  <PromoCard key={promo.code} promo={promo} />
                ))}
              </Grid>
            )}
          </QueryStates>
        </Container>
      </PageBand>
    </>
  );
}

// ---------------------------------------------------------------- affiliate program

const STEPS = [
  {
    title: '1. Gabung',
    text: 'Masuk dengan akun member, buka menu Afiliasi, dan aktifkan program. Anda langsung mendapat kode dan tautan referral.',
  },
  {
    title: '2. Bagikan',
    text: 'Bagikan tautan referral ke teman, komunitas, atau media sosial. Tautan ke halaman mana pun bisa dipakai dengan menambahkan ?ref=KODE.',
  },
  {
    title: '3. Dapat komisi',
    text: 'Saat orang yang datang lewat tautan Anda membeli dalam 30 hari, Anda mendapat komisi dari nilai pembelian setelah diskon.',
  },
  {
    title: '4. Cairkan',
    text: 'Komisi tersedia setelah masa tunggu berakhir. Ajukan pencairan ke rekening bank Anda dari halaman Afiliasi.',
  },
] as const;

const RULES = [
  'Kode referral disimpan di peramban pengunjung selama 30 hari; tautan referral yang lebih baru menggantikan yang lama.',
  'Komisi dihitung dari pembelian yang sudah lunas, setelah potongan promo dan tanpa kode unik transfer.',
  'Anda tidak dapat memakai tautan referral sendiri untuk pembelian Anda.',
  'Besaran komisi, masa tunggu, dan batas minimum pencairan tampil di halaman Afiliasi akun Anda.',
];

export function AffiliateProgramPage() {
  usePageTitle('Program Afiliasi');
  const viewer = useViewer();
  const start =
    viewer.role === 'member' ? (
      <Button as={Link} to="/member/afiliasi" $variant="primary" $size="lg">
        Buka halaman Afiliasi
      </Button>
    ) : viewer.role === null ? (
      <Stack $direction="row" $gap={3} $wrap>
        <Button as={Link} to="/login?redirect=%2Fmember%2Fafiliasi" $variant="primary" $size="lg">
          Masuk dan gabung
        </Button>
        <Button as={Link} to="/register" $variant="secondary" $size="lg">
          Daftar akun member
        </Button>
      </Stack>
    ) : (
      <Text $muted>Program afiliasi tersedia untuk akun member.</Text>
    );
  return (
    <>
      <PageHeader
        title="Program Afiliasi"
        lead="Ajak orang lain belajar keamanan siber dan dapatkan komisi dari setiap pembelian yang datang lewat tautan Anda."
      >
        {!viewer.checking && <div>{start}</div>}
      </PageHeader>
      <Band aria-labelledby="affiliate-steps-title">
        <BandContent id="affiliate-steps" title="Cara kerjanya">
          <FeatureGrid features={STEPS} />
        </BandContent>
      </Band>
      <Band $muted aria-labelledby="affiliate-rules-title">
        <BandContent id="affiliate-rules" title="Ketentuan singkat">
          <ul style={{ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: 12 }}>
            {RULES.map((rule) => (
              <li key={rule}>
                <Text>{rule}</Text>
              </li>
            ))}
          </ul>
          <Text>
            Baca selengkapnya di <Link to="/affiliate-program/kebijakan">Kebijakan Program Afiliasi</Link>.
          </Text>
        </BandContent>
      </Band>
    </>
  );
}

export const AffiliatePolicyPage = () => <StaticPage content={AFFILIATE_POLICY} />;
