/** Rewards redeemed with points (decision 0022): the catalogue, one reward, redeeming it, the member's redemptions. */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { RedeemRewardInput, Reward, RewardRedemption } from '@akademi-siber/util-contracts';

export const rewardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRewardCatalogue: build.query<ApiList<Reward>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/rewards', params: { page, per_page: perPage } }),
      providesTags: ['Reward'],
    }),
    getRewardDetail: build.query<Reward, string>({
      query: (slug) => `api/rewards/${encodeURIComponent(slug)}`,
      providesTags: ['Reward'],
    }),
    getMyRedemptions: build.query<ApiList<RewardRedemption>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/member/rewards/redemptions', params: { page, per_page: perPage } }),
      providesTags: ['RewardRedemption'],
    }),
    /** Spends points: the navbar's totals and the ledger (User), the stock (Reward) and the bell all change. */
    redeemReward: build.mutation<RewardRedemption, { slug: string; body: RedeemRewardInput }>({
      query: ({ slug, body }) => ({ url: `api/member/rewards/${encodeURIComponent(slug)}/redeem`, method: 'POST', body }),
      invalidatesTags: ['User', 'Reward', 'RewardRedemption', 'NotifTotal', 'Notification'],
    }),
  }),
});

export const { useGetRewardCatalogueQuery, useGetRewardDetailQuery, useGetMyRedemptionsQuery, useRedeemRewardMutation } = rewardApi;
