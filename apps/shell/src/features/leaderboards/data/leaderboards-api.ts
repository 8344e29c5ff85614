import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { LeaderboardEntry, LeaderboardPeriod } from '@akademi-siber/util-contracts';

export interface LeaderboardArgs {
  page: number;
  perPage: number;
  period: LeaderboardPeriod;
}

export const leaderboardsApi = api.enhanceEndpoints({ addTagTypes: ['Marketing'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/leaderboards`: members by XP (issue 6), public like the catalogue. */
    getLeaderboard: build.query<ApiList<LeaderboardEntry>, LeaderboardArgs>({
      query: ({ period, page, perPage }) => ({ url: 'api/leaderboards', params: { period, page, per_page: perPage } }),
      providesTags: ['Marketing'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardsApi;
