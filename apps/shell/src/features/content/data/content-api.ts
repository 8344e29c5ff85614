import { api, type ApiList, type ContentKind } from '@akademi-siber/data-access-api';
import type { BlogPost, BlogPostSummary, CybercastEpisode } from '@akademi-siber/util-contracts';

export interface ContentListArgs {
  page: number;
  perPage: number;
  /** Category slug; none lists every category. */
  category?: string;
}

const listParams = ({ page, perPage, category }: ContentListArgs) => ({
  page,
  per_page: perPage,
  ...(category ? { category } : {}),
});

/** The Blog and Cybercast pages of the public site (categories come from the chrome endpoints). */
export const contentApi = api.enhanceEndpoints({ addTagTypes: ['Content'] }).injectEndpoints({
  endpoints: (build) => ({
    getBlogPosts: build.query<ApiList<BlogPostSummary>, ContentListArgs>({
      query: (args) => ({ url: 'api/blog/posts', params: listParams(args) }),
      providesTags: ['Content'],
    }),
    getBlogPost: build.query<BlogPost, string>({
      query: (slug) => `api/blog/posts/${encodeURIComponent(slug)}`,
      providesTags: ['Content'],
    }),
    getCybercastEpisodes: build.query<ApiList<CybercastEpisode>, ContentListArgs>({
      query: (args) => ({ url: 'api/cybercast/episodes', params: listParams(args) }),
      providesTags: ['Content'],
    }),
    getCybercastEpisode: build.query<CybercastEpisode, string>({
      query: (slug) => `api/cybercast/episodes/${encodeURIComponent(slug)}`,
      providesTags: ['Content'],
    }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogPostQuery, useGetCybercastEpisodesQuery, useGetCybercastEpisodeQuery } =
  contentApi;
export type { ContentKind };
