import { api } from '@akademi-siber/data-access-api';
import type { StaticPage, StaticPageSlug } from '@akademi-siber/util-contracts';

/** A company or legal page as the admins last saved it (decision 0052); the admin's save invalidates 'StaticPage'. */
export const staticPagesApi = api.enhanceEndpoints({ addTagTypes: ['StaticPage'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaticPage: build.query<StaticPage, StaticPageSlug>({
      query: (slug) => `api/pages/${slug}`,
      providesTags: ['StaticPage'],
    }),
  }),
});

export const { useGetStaticPageQuery } = staticPagesApi;
