/** Pieces the member's reward pages share: a reward card, stock and status labels, one redemption in the list. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone, Card, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import {
  REDEMPTION_STATUS_LABELS,
  REWARD_KIND_LABELS,
  type RedemptionStatus,
  type Reward,
  type RewardRedemption,
} from '@akademi-siber/util-contracts';
import { formatDate, formatNumber } from '@akademi-siber/util-format';

export const stockLabel = (stock: number) => (stock > 0 ? `Stok tersisa ${formatNumber(stock)}` : 'Stok habis');

const STATUS_TONES: Record<RedemptionStatus, BadgeTone> = {
  requested: 'warning',
  shipped: 'info',
  delivered: 'success',
  rejected: 'danger',
};

export function RewardBadges({ reward }: { reward: Reward }) {
  return (
    <Stack $direction="row" $gap={2} $wrap>
      <Badge $tone="info">{REWARD_KIND_LABELS[reward.kind]}</Badge>
      <Badge $tone={reward.stock > 0 ? 'success' : 'danger'}>{stockLabel(reward.stock)}</Badge>
    </Stack>
  );
}

/** What stands between the member and this reward, or null when it can be redeemed now. */
export function blocker(reward: Reward, balance: number): string | null {
  if (reward.stock < 1) return 'Stok habis';
  if (balance < reward.pointsCost) return `Kurang ${formatNumber(reward.pointsCost - balance)} poin`;
  return null;
}

export function RewardCard({ reward, action }: { reward: Reward; action: ReactNode }) {
  const titleId = useId();
  return (
    <Card as="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <Stack $gap={3}>
        <RewardBadges reward={reward} />
        <Heading level={3} id={titleId} style={{ fontSize: '1.1rem' }}>
          <Link to={reward.slug}>{reward.name}</Link>
        </Heading>
        <Text $muted $size="sm">
          {reward.description}
        </Text>
        <Text $weight="bold">{formatNumber(reward.pointsCost)} poin</Text>
        {action}
      </Stack>
    </Card>
  );
}

function when(redemption: RewardRedemption): string {
  const at = {
    requested: redemption.createdAt,
    shipped: redemption.shippedAt,
    delivered: redemption.deliveredAt,
    rejected: redemption.rejectedAt,
  }[redemption.status];
  return at ? formatDate(at) : '';
}

export function RedemptionRow({ redemption }: { redemption: RewardRedemption }) {
  return (
    <Card as="li">
      <Stack $direction="row" $justify="space-between" $align="flex-start" $gap={4} $wrap>
        <Stack $gap={1} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text $weight="semibold">{redemption.reward.name}</Text>
          <Text $size="sm" $muted>
            {formatNumber(redemption.pointsSpent)} poin · ditukar{' '}
            <time dateTime={redemption.createdAt}>{formatDate(redemption.createdAt)}</time>
          </Text>
          {redemption.address && (
            <Text $size="sm" $muted>
              Dikirim ke {redemption.recipientName}, {redemption.address}
            </Text>
          )}
          {redemption.adminNote && <Text $size="sm">Catatan admin: {redemption.adminNote}</Text>}
        </Stack>
        <Stack $gap={1} $align="flex-end">
          <Badge $tone={STATUS_TONES[redemption.status]}>{REDEMPTION_STATUS_LABELS[redemption.status]}</Badge>
          <Text $size="sm" $muted>
            {when(redemption)}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
}
