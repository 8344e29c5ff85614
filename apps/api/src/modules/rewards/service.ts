// Redeeming a reward and the staff's side of it (decision 0022). Every change of points is a point_ledger row written
// by awardPoints in the same transaction as the change it explains: 'reward' (negative, once per redemption) and
// 'reward_refund' (once, when the staff reject it). XP is never touched.
import {
  MEMBER_REWARD_PATH,
  REDEMPTION_NEXT_STATUSES,
  REDEMPTION_STATUS_LABELS,
  shippingProblem,
  type AdminReward,
  type AdminRewardRedemption,
  type RedeemRewardBody,
  type RedemptionStatus,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/errors';
import { notify } from '../notifications';
import { awardPoints } from '../points';
import { createRewardsRepository } from './repository';
import { MESSAGES, type RedemptionStatusBody, type RewardInputBody } from './schemas';

export function createRewardsService(db: Database) {
  const repository = createRewardsRepository(db);

  async function redemption(redemptionId: number, userId?: number): Promise<AdminRewardRedemption> {
    const row = await repository.redemption(redemptionId, userId);
    if (!row) throw new ApiError(404, MESSAGES.redemptionNotFound);
    return row;
  }

  async function adminReward(rewardId: number): Promise<AdminReward> {
    const row = await repository.adminReward(rewardId);
    if (!row) throw new ApiError(404, MESSAGES.rewardNotFound);
    return row;
  }

  /** Runs a save of a reward; a slug another reward has is a 409, also when two saves race. */
  async function saveReward(save: () => Promise<number | undefined>): Promise<AdminReward> {
    try {
      const id = await save();
      if (id === undefined) throw new ApiError(404, MESSAGES.rewardNotFound);
      return await adminReward(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    repository,
    redemption,

    /**
     * ONE transaction: the reward row is locked (so two members cannot both take the last item), then the member's
     * row (so two redemptions by one member cannot both spend the same points); stock −1, the redemption, the ledger
     * row and users.point − cost, and a notification. 409 when the stock is gone or the points do not reach.
     */
    async redeem(userId: number, slug: string, body: RedeemRewardBody): Promise<AdminRewardRedemption> {
      const id = await db.transaction(async (tx) => {
        const reward = await repository.lockRewardBySlug(tx, slug);
        if (!reward || !reward.active) throw new ApiError(404, MESSAGES.rewardNotFound);
        const missing = shippingProblem(reward.kind, body);
        if (missing)
          throw new ApiError(422, missing.message, {}, { errors: [{ path: missing.path, message: missing.message }] });
        if (reward.stock < 1) throw new ApiError(409, MESSAGES.outOfStock);
        const member = await repository.lockMemberPoints(tx, userId);
        if (!member || member.point < reward.pointsCost)
          throw new ApiError(409, MESSAGES.notEnoughPoints(reward.pointsCost, member?.point ?? 0));

        await repository.changeStock(tx, reward.id, -1);
        const physical = reward.kind === 'physical';
        const createdId = await repository.insertRedemption(tx, {
          userId,
          rewardId: reward.id,
          pointsSpent: reward.pointsCost,
          recipientName: physical ? body.recipientName : null,
          phone: physical ? body.phone : null,
          address: physical ? body.address : null,
          notes: body.notes ?? null,
        });
        await awardPoints(tx, userId, {
          points: -reward.pointsCost,
          xp: 0,
          source: 'reward',
          reference: String(createdId),
          description: `Menukar poin: ${reward.name}`,
        });
        await notify(
          tx,
          userId,
          `Penukaran ${reward.name} diterima`,
          `${reward.pointsCost.toLocaleString('id-ID')} poin sudah ditukar. Kami akan memberi kabar saat ` +
            `hadiahmu diproses.`,
          MEMBER_REWARD_PATH,
        );
        return createdId;
      });
      return redemption(id);
    },

    async createReward(input: RewardInputBody): Promise<AdminReward> {
      return saveReward(() => repository.insertReward(input));
    },

    async updateReward(rewardId: number, input: RewardInputBody): Promise<AdminReward> {
      return saveReward(() => repository.updateReward(rewardId, input));
    },

    /**
     * The staff move a redemption on (REDEMPTION_NEXT_STATUSES). Rejecting gives the points back ('reward_refund',
     * once per redemption) and puts the item back in stock, in the same transaction; the member is told each time.
     */
    async setStatus(redemptionId: number, input: RedemptionStatusBody): Promise<AdminRewardRedemption> {
      await db.transaction(async (tx) => {
        const row = await repository.lockRedemption(tx, redemptionId);
        if (!row) throw new ApiError(404, MESSAGES.redemptionNotFound);
        if (!REDEMPTION_NEXT_STATUSES[row.status].includes(input.status))
          throw new ApiError(409, MESSAGES.statusNotAllowed);
        const reward = await repository.lockReward(tx, row.rewardId);
        const now = new Date();
        const at: Partial<Record<RedemptionStatus, object>> = {
          shipped: { shippedAt: now },
          delivered: { deliveredAt: now },
          rejected: { rejectedAt: now },
        };
        await repository.updateRedemption(tx, redemptionId, {
          status: input.status,
          ...at[input.status],
          ...(input.adminNote !== undefined ? { adminNote: input.adminNote } : {}),
        });
        if (input.status === 'rejected') {
          await repository.changeStock(tx, reward.id, 1);
          await awardPoints(tx, row.userId, {
            points: row.pointsSpent,
            xp: 0,
            source: 'reward_refund',
            reference: String(row.id),
            description: `Pengembalian poin: ${reward.name}`,
          });
        }
        const refund =
          input.status === 'rejected' ? ` ${row.pointsSpent.toLocaleString('id-ID')} poin sudah dikembalikan.` : '';
        const note = input.adminNote ? ` Catatan: ${input.adminNote}` : '';
        await notify(
          tx,
          row.userId,
          `Penukaran ${reward.name}: ${REDEMPTION_STATUS_LABELS[input.status].toLowerCase()}`,
          `Status penukaran hadiahmu sekarang "${REDEMPTION_STATUS_LABELS[input.status]}".${refund}${note}`,
          MEMBER_REWARD_PATH,
        );
      });
      return redemption(redemptionId);
    },
  };
}
