import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { PointEntry } from '@akademi-siber/util-contracts';

export const pointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's ledger: every point and XP, newest first (tag User: an award also changes the navbar totals). */
    getPointHistory: build.query<ApiList<PointEntry>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/member/points', params: { page, per_page: perPage } }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetPointHistoryQuery } = pointsApi;
