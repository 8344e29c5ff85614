/**
 * Rewards redeemed with points (issue 6, decision 0022): the public catalogue, a member's redemptions, the staff's
 * pages.
 */

export const REWARD_KINDS = ['physical', 'digital'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** requested → shipped → delivered, or requested → delivered (digital), or requested → rejected (points refunded). */
export const REDEMPTION_STATUSES = ['requested', 'shipped', 'delivered', 'rejected'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

export const REWARD_KIND_LABELS: Record<RewardKind, string> = { physical: 'Barang fisik', digital: 'Digital' };
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  requested: 'Diproses',
  shipped: 'Dikirim',
  delivered: 'Diterima',
  rejected: 'Ditolak (poin dikembalikan)',
};

/** The status changes the staff may make, from each status. */
export const REDEMPTION_NEXT_STATUSES: Record<RedemptionStatus, readonly RedemptionStatus[]> = {
  requested: ['shipped', 'delivered', 'rejected'],
  shipped: ['delivered'],
  delivered: [],
  rejected: [],
};

/** The member's pages; the notification of a status change links here. */
export const MEMBER_REWARD_PATH = '/member/reward';

/** One reward of `GET /api/rewards` and `GET /api/rewards/:rewardSlug` (active rewards only). */
export interface Reward {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  kind: RewardKind;
  pointsCost: number;
  /** Items left; 0 = out of stock. */
  stock: number;
}

/** What the member sends to redeem a physical reward (a digital one needs nothing but may carry notes). */
export interface RedeemRewardInput {
  recipientName?: string;
  phone?: string;
  address?: string;
  notes?: string;
}

/** One of the member's redemptions (`GET /api/member/rewards/redemptions[/:redemptionId]`). */
export interface RewardRedemption {
  id: number;
  reward: { slug: string; name: string; kind: RewardKind; imageUrl: string | null };
  pointsSpent: number;
  status: RedemptionStatus;
  recipientName: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  /** The staff's note to the member (a tracking number, a voucher code, why it was rejected). */
  adminNote: string | null;
  createdAt: string;
  shippedAt: string | null;
  deliveredAt: string | null;
  rejectedAt: string | null;
}

/** A reward as the staff see it (`/api/lcadm/rewards`), inactive ones included. */
export interface AdminReward extends Reward {
  active: boolean;
  createdAt: string;
  /** Redemptions not rejected. */
  redeemedCount: number;
}

/** Body of `POST /api/lcadm/rewards` and `PUT /api/lcadm/rewards/:rewardId`. */
export interface RewardInput {
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  kind: RewardKind;
  pointsCost: number;
  stock: number;
  active: boolean;
}

/** A redemption in the staff's queue, with who asked for it. */
export interface AdminRewardRedemption extends RewardRedemption {
  member: { username: string; name: string; email: string };
}

/** Body of `POST /api/lcadm/reward-redemptions/:redemptionId/status`. */
export interface RedemptionStatusInput {
  status: Exclude<RedemptionStatus, 'requested'>;
  adminNote?: string;
}
