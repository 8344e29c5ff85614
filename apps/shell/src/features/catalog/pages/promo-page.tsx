/**
 * `/promo` (depan): promo banners valid now, each with its code (copyable), what it takes off, what it applies
 * to and until when.
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
import { useGetPromoBannersQuery } from '../data/promos-api';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { PageBand, PageHeader } from '../../../layout/page-parts';

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
                description={
                  'Saat ini tidak ada promo yang berlaku. Lihat kelas yang tersedia sambil ' +
                  'menunggu promo berikutnya.'
                }
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
