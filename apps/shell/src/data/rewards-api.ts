/** `GET /api/rewards`: the public rewards catalogue (decision 0022). Loaded only with the `/rewards` page. */
import { api } from '@akademi-siber/data-access-api';
import type { ApiPage, Reward } from '@akademi-siber/util-contracts';

export const publicRewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicRewards: build.query<ApiPage<Reward>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/rewards', params: { page, per_page: perPage } }),
      providesTags: ['Reward'],
    }),
  }),
});

export const { useGetPublicRewardsQuery } = publicRewardsApi;
