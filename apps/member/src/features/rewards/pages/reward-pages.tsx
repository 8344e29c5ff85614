/**
 * /member/reward and /member/reward/:slug (spec §2; decision 0022): the rewards catalogue with the member's points,
 * one reward's detail, the redeem dialog, and the member's redemptions with their status. A redemption invalidates
 * the session user, so the navbar's points drop at once.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Grid,
  Heading,
  Notice,
  Pagination,
  SkeletonList,
  Stack,
  StatCard,
  Text,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { Reward, RewardRedemption } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useGetRewardQuery, useGetRewardsQuery } from '@akademi-siber/data-access-catalog';
import { useGetMyRedemptionsQuery } from '../data/reward-api';
import { RedeemDialog } from '../parts/redeem-dialog';
import { blocker, RedemptionRow, RewardBadges, RewardCard } from '../parts/reward-parts';

export const REWARDS_PER_PAGE = 12;
export const REDEMPTIONS_PER_PAGE = 10;

/** The redeem button (or why not) and its dialog; reports a finished redemption. */
function RedeemAction({
  reward,
  onRedeemed,
  size,
}: {
  reward: Reward;
  onRedeemed: (redemption: RewardRedemption) => void;
  size?: 'lg';
}) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const reason = blocker(reward, user?.point ?? 0);
  return (
    <>
      <div>
        <Button
          type="button"
          $size={size}
          disabled={reason !== null}
          onClick={() => setOpen(true)}
          aria-label={`${reason ?? 'Tukar poin'}: ${reward.name}`}
        >
          {reason ?? 'Tukar poin'}
        </Button>
      </div>
      {open && (
        <RedeemDialog
          reward={reward}
          open={open}
          onClose={() => setOpen(false)}
          onRedeemed={(redemption) => {
            setOpen(false);
            onRedeemed(redemption);
          }}
        />
      )}
    </>
  );
}

function RedeemedNotice({ redemption }: { redemption: RewardRedemption | null }) {
  if (!redemption) return null;
  return (
    <Notice $tone="success" role="status">
      Penukaran <strong>{redemption.reward.name}</strong> berhasil: {formatNumber(redemption.pointsSpent)} poin sudah
      ditukar. Kami akan mengabarimu saat hadiahnya diproses.
    </Notice>
  );
}

function Balance() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Grid $min="200px" $gap={4}>
      <StatCard label="Poin kamu" value={formatNumber(user.point)} />
      <StatCard label="XP (tidak berkurang)" value={formatNumber(user.xp)} />
    </Grid>
  );
}

function Redemptions() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetMyRedemptionsQuery({ page, perPage: REDEMPTIONS_PER_PAGE });
  if (isLoading) return <SkeletonList rows={2} label="Memuat penukaran…" />;
  if (error || !data)
    return (
      <ErrorState
        title="Penukaran belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    );
  if (data.data.length === 0) return <Text $muted>Kamu belum pernah menukar poin.</Text>;
  return (
    <Stack $gap={4}>
      <Stack as="ul" $gap={3} aria-label="Penukaran saya" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {data.data.map((redemption) => (
          <RedemptionRow key={redemption.id} redemption={redemption} />
        ))}
      </Stack>
      <Pagination page={page} perPage={REDEMPTIONS_PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

function Catalogue({ onRedeemed }: { onRedeemed: (redemption: RewardRedemption) => void }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, error, refetch } = useGetRewardsQuery({ page, perPage: REWARDS_PER_PAGE });
  if (isLoading) return <SkeletonList rows={3} label="Memuat hadiah…" />;
  if (error || !data)
    return (
      <ErrorState
        title="Katalog hadiah belum dapat dimuat"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        headingLevel={3}
      />
    );
  if (data.data.length === 0)
    return (
      <EmptyState
        title="Belum ada hadiah"
        description="Belum ada hadiah yang bisa ditukar saat ini. Poinmu tetap tersimpan."
        headingLevel={3}
      />
    );
  return (
    <Stack $gap={4}>
      <Grid
        as="ul"
        $min="240px"
        $gap={4}
        aria-label="Katalog hadiah"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {data.data.map((reward) => (
          <li key={reward.id}>
            <RewardCard reward={reward} action={<RedeemAction reward={reward} onRedeemed={onRedeemed} />} />
          </li>
        ))}
      </Grid>
      <Pagination page={page} perPage={REWARDS_PER_PAGE} total={data.meta.total} onPageChange={setPage} />
    </Stack>
  );
}

/** /member/reward */
export function RewardsPage() {
  usePageTitle('Tukar Poin');
  const [redeemed, setRedeemed] = useState<RewardRedemption | null>(null);
  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Tukar Poin</Heading>
          <Text $muted>
            Tukarkan poinmu dengan merchandise dan voucher. Riwayat poin ada di <Link to="../point">Poin &amp; XP</Link>
            .
          </Text>
        </Stack>
        <Balance />
        <RedeemedNotice redemption={redeemed} />
        <Stack as="section" $gap={3} aria-labelledby="hadiah-judul">
          <Heading level={2} id="hadiah-judul">
            Hadiah
          </Heading>
          <Catalogue onRedeemed={setRedeemed} />
        </Stack>
        <Stack as="section" $gap={3} aria-labelledby="penukaran-judul">
          <Heading level={2} id="penukaran-judul">
            Penukaran saya
          </Heading>
          <Redemptions />
        </Stack>
      </Stack>
    </Container>
  );
}

/** /member/reward/:slug */
export function RewardDetailPage() {
  const { slug = '' } = useParams();
  const { data: reward, isLoading, error, refetch } = useGetRewardQuery(slug);
  const [redeemed, setRedeemed] = useState<RewardRedemption | null>(null);
  usePageTitle(reward?.name ?? 'Hadiah');
  if (isLoading) return <SkeletonList rows={4} label="Memuat hadiah…" />;
  if (error || !reward) {
    const missing = errorStatus(error) === 404 || errorStatus(error) === 422;
    return (
      <Container style={{ paddingBlock: 32 }}>
        {missing ? (
          <EmptyState
            headingLevel={1}
            title="Hadiah tidak ditemukan"
            description="Hadiah ini tidak ada atau sudah tidak tersedia."
            action={
              <Link to=".." relative="path">
                Lihat semua hadiah
              </Link>
            }
          />
        ) : (
          <ErrorState
            headingLevel={1}
            title="Hadiah belum dapat dimuat"
            message={errorMessage(error)}
            onRetry={() => void refetch()}
          />
        )}
      </Container>
    );
  }
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="760px">
      <Stack $gap={5}>
        <Link to=".." relative="path">
          ← Semua hadiah
        </Link>
        <Stack $gap={3}>
          <Heading level={1}>{reward.name}</Heading>
          <RewardBadges reward={reward} />
        </Stack>
        <RedeemedNotice redemption={redeemed} />
        <Card>
          <Stack $gap={4}>
            <Text>{reward.description}</Text>
            <Text $size="lg" $weight="bold">
              {formatNumber(reward.pointsCost)} poin
            </Text>
            <Balance />
            <RedeemAction reward={reward} onRedeemed={setRedeemed} size="lg" />
            {redeemed && (
              <Link to=".." relative="path">
                Lihat penukaran saya
              </Link>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
