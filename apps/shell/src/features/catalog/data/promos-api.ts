/** The promo banners of /promo (`GET /api/promos`, served by the API's catalog module like the catalogue itself). */
import { api } from '@akademi-siber/data-access-api';
import type { PromoBanner } from '@akademi-siber/util-contracts';

export const promosApi = api.enhanceEndpoints({ addTagTypes: ['Marketing'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromoBanners: build.query<PromoBanner[], void>({
      query: () => 'api/promos',
      providesTags: ['Marketing'],
    }),
  }),
});

export const { useGetPromoBannersQuery } = promosApi;
