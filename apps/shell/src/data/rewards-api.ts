/** `GET /api/rewards`: the public rewards catalogue (decision 0022). Loaded only with the `/rewards` page. */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { Reward } from '@akademi-siber/util-contracts';

export const publicRewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicRewards: build.query<ApiList<Reward>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/rewards', params: { page, per_page: perPage } }),
      providesTags: ['Reward'],
    }),
  }),
});

export const { useGetPublicRewardsQuery } = publicRewardsApi;
