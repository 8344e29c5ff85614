/**
 * Rewards redeemed with points (decision 0022): redeeming one and the member's redemptions. The catalogue and one
 * reward are public and come from data-access-catalog; their `Reward` tag is data-access-api's (the staff's pages use
 * it too). The member's redemptions have a tag of their own, declared here.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { RedeemRewardInput, RewardRedemption } from '@akademi-siber/util-contracts';

export const rewardApi = api.enhanceEndpoints({ addTagTypes: ['RewardRedemption'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyRedemptions: build.query<ApiList<RewardRedemption>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/member/rewards/redemptions', params: { page, per_page: perPage } }),
      providesTags: ['RewardRedemption'],
    }),
    /** Spends points: the navbar's totals and the ledger (User), the stock (Reward) and the bell all change. */
    redeemReward: build.mutation<RewardRedemption, { slug: string; body: RedeemRewardInput }>({
      query: ({ slug, body }) => ({
        url: `api/member/rewards/${encodeURIComponent(slug)}/redeem`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['User', 'Reward', 'RewardRedemption', 'NotifTotal', 'Notification'],
    }),
  }),
});

export const { useGetMyRedemptionsQuery, useRedeemRewardMutation } = rewardApi;
