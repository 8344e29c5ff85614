/** The static pages as the admins edit them (decision 0052), /api/lcadm/pages; a change refreshes the public page. */
import { api } from '@akademi-siber/data-access-api';
import type { AdminStaticPage, StaticPageInput } from '@akademi-siber/util-contracts';

const TAGS = ['AdminStaticPage', 'StaticPage'] as const;

export const sitePagesApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminStaticPages: build.query<AdminStaticPage[], void>({
      query: () => 'api/lcadm/pages',
      providesTags: ['AdminStaticPage'],
    }),
    getAdminStaticPage: build.query<AdminStaticPage, string>({
      query: (slug) => `api/lcadm/pages/${encodeURIComponent(slug)}`,
      providesTags: ['AdminStaticPage'],
    }),
    updateAdminStaticPage: build.mutation<AdminStaticPage, { slug: string; body: StaticPageInput }>({
      query: ({ slug, body }) => ({ url: `api/lcadm/pages/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      invalidatesTags: [...TAGS],
    }),
  }),
});

export const { useGetAdminStaticPagesQuery, useGetAdminStaticPageQuery, useUpdateAdminStaticPageMutation } =
  sitePagesApi;
