/**
 * `/rewards` (depan; issue 6, decision 0022): the rewards a member can redeem with points — each with its cost in
 * points and what is left in stock. Redeeming happens in the member area (`/member/reward/{slug}`): a visitor is
 * asked to sign in first, a member goes straight there.
 */
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginPathFor } from '@akademi-siber/data-access-auth';
import {
  Badge,
  Button,
  Card,
  Container,
  EmptyState,
  Grid,
  Heading,
  Pagination,
  Stack,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import { MEMBER_REWARD_PATH, REWARD_KIND_LABELS, type Reward } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetRewardsQuery } from '@akademi-siber/data-access-catalog';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { Cover, PageBand, PageHeader, pageFrom, useViewer, type Viewer } from '../../../layout/page-parts';

export const REWARDS_PER_PAGE = 12;

export function stockLabel(stock: number): string {
  return stock > 0 ? `Stok tersisa ${formatNumber(stock)}` : 'Stok habis';
}

function RewardAction({ reward, viewer }: { reward: Reward; viewer: Viewer }) {
  const memberPath = `${MEMBER_REWARD_PATH}/${reward.slug}`;
  if (viewer.checking) return null;
  if (viewer.role === null) {
    return (
      <Button
        as={Link}
        to={loginPathFor(memberPath)}
        $variant={reward.stock > 0 ? 'primary' : 'secondary'}
        aria-label={`Masuk untuk menukar ${reward.name}`}
      >
        Masuk untuk menukar
      </Button>
    );
  }
  if (viewer.role !== 'member')
    return (
      <Text $size="sm" $muted>
        Penukaran hanya untuk akun member.
      </Text>
    );
  return (
    <Button
      as={Link}
      to={memberPath}
      $variant={reward.stock > 0 ? 'primary' : 'secondary'}
      aria-label={`${reward.stock > 0 ? 'Tukar poin' : 'Lihat detail'}: ${reward.name}`}
    >
      {reward.stock > 0 ? 'Tukar poin' : 'Lihat detail'}
    </Button>
  );
}

function RewardCard({ reward, viewer }: { reward: Reward; viewer: Viewer }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <Stack $gap={3}>
        <Cover src={reward.imageUrl} label="Hadiah" />
        <Stack $direction="row" $gap={2} $align="center">
          <Badge $tone="info">{REWARD_KIND_LABELS[reward.kind]}</Badge>
          <Badge $tone={reward.stock > 0 ? 'success' : 'danger'}>{stockLabel(reward.stock)}</Badge>
        </Stack>
        <Heading level={2} id={titleId} style={{ fontSize: '1.15rem' }}>
          {reward.name}
        </Heading>
        <Text $muted>{reward.description}</Text>
        <Text $weight="bold" $size="lg">
          {formatNumber(reward.pointsCost)} poin
        </Text>
        <RewardAction reward={reward} viewer={viewer} />
      </Stack>
    </Card>
  );
}

export function RewardsPage() {
  usePageTitle('Hadiah');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useGetRewardsQuery({ page, perPage: REWARDS_PER_PAGE });
  const viewer = useViewer();
  return (
    <>
      <PageHeader
        title="Tukar Poin dengan Hadiah"
        lead={
          'Kumpulkan poin dari materi, kuis, ujian, tantangan CTF, dan acara, lalu tukarkan dengan ' +
          'merchandise dan voucher Akademi Siber. XP kamu tidak berkurang saat menukar poin.'
        }
      >
        {!viewer.checking && viewer.role === null && (
          <Text>
            Sudah punya poin? <Link to={loginPathFor(MEMBER_REWARD_PATH)}>Masuk</Link> untuk menukarnya, atau{' '}
            <Link to="/register">daftar gratis</Link> dan mulai mengumpulkan poin.
          </Text>
        )}
      </PageHeader>
      <PageBand aria-label="Katalog hadiah">
        <Container>
          <QueryStates
            query={query}
            errorTitle="Katalog hadiah belum dapat dimuat"
            isEmpty={(data) => data.data.length === 0}
            empty={
              <EmptyState
                title="Belum ada hadiah"
                description="Belum ada hadiah yang bisa ditukar saat ini. Terus kumpulkan poinmu!"
              />
            }
          >
            {(data) => (
              <Stack $gap={4}>
                <Grid
                  as="ul"
                  $min="260px"
                  $gap={4}
                  aria-label="Daftar hadiah"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {data.data.map((reward) => (
                    <li key={reward.id}>
                      <RewardCard reward={reward} viewer={viewer} />
                    </li>
                  ))}
                </Grid>
                <Pagination
                  page={page}
                  perPage={REWARDS_PER_PAGE}
                  total={data.meta.total}
                  onPageChange={(next) =>
                    setParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true })
                  }
                />
              </Stack>
            )}
          </QueryStates>
        </Container>
      </PageBand>
    </>
  );
}
