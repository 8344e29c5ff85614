/**
 * The staff's rewards (decision 0022): the catalogue and the redemption queue under /api/lcadm, tagged 'AdminReward';
 * a change refetches the public rewards catalogue ('Reward', data-access-catalog) too.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AdminReward,
  AdminRewardRedemption,
  RedemptionStatus,
  RedemptionStatusInput,
  RewardInput,
} from '@akademi-siber/util-contracts';

export const rewardsApi = api.enhanceEndpoints({ addTagTypes: ['AdminReward'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminRewards: build.query<ApiList<AdminReward>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/lcadm/rewards', params: { page, per_page: perPage } }),
      providesTags: ['AdminReward'],
    }),
    createAdminReward: build.mutation<AdminReward, RewardInput>({
      query: (body) => ({ url: 'api/lcadm/rewards', method: 'POST', body }),
      invalidatesTags: ['AdminReward', 'Reward'],
    }),
    updateAdminReward: build.mutation<AdminReward, { id: number; body: RewardInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/rewards/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminReward', 'Reward'],
    }),
    getAdminRewardRedemptions: build.query<
      ApiList<AdminRewardRedemption>,
      { page: number; perPage: number; status?: RedemptionStatus }
    >({
      query: ({ page, perPage, status }) => ({
        url: 'api/lcadm/reward-redemptions',
        params: { page, per_page: perPage, ...(status ? { status } : {}) },
      }),
      providesTags: ['AdminReward'],
    }),
    /** A rejection puts an item back in stock, so the catalogue is refetched too. */
    setAdminRedemptionStatus: build.mutation<AdminRewardRedemption, { id: number; body: RedemptionStatusInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/reward-redemptions/${id}/status`, method: 'POST', body }),
      invalidatesTags: ['AdminReward', 'Reward'],
    }),
  }),
});

export const {
  useGetAdminRewardsQuery,
  useCreateAdminRewardMutation,
  useUpdateAdminRewardMutation,
  useGetAdminRewardRedemptionsQuery,
  useSetAdminRedemptionStatusMutation,
} = rewardsApi;
