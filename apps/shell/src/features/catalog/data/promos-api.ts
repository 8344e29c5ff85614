/**
 * What only the shell's public pages read besides the catalogue (decision 0033 puts courses, live classes,
 * trainings, events and plans in data-access-catalog): promo banners, testimonials and the XP leaderboard.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { LeaderboardEntry, LeaderboardPeriod, PromoBanner, Testimonial } from '@akademi-siber/util-contracts';

export interface LeaderboardArgs {
  page: number;
  perPage: number;
  period: LeaderboardPeriod;
}

export const marketingApi = api.enhanceEndpoints({ addTagTypes: ['Marketing'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromoBanners: build.query<PromoBanner[], void>({
      query: () => 'api/promos',
      providesTags: ['Marketing'],
    }),
    getTestimonials: build.query<Testimonial[], void>({
      query: () => 'api/testimonials',
      providesTags: ['Marketing'],
      keepUnusedDataFor: 600,
    }),
    /** `GET /api/leaderboards`: members by XP (issue 6), public like the catalogue. */
    getLeaderboard: build.query<ApiList<LeaderboardEntry>, LeaderboardArgs>({
      query: ({ period, page, perPage }) => ({ url: 'api/leaderboards', params: { period, page, per_page: perPage } }),
      providesTags: ['Marketing'],
    }),
  }),
});

export const { useGetPromoBannersQuery, useGetTestimonialsQuery, useGetLeaderboardQuery } = marketingApi;
