/**
 * The staff's Cybercast (decisions 0049, 0052) under /api/lcadm/cybercast: categories, episodes and their audio, cover
 * and video uploads; tagged 'AdminCybercast'. A change also invalidates the public site's 'Content'.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminCybercastEpisode, CybercastEpisodeInput, StaffContentCategory } from '@akademi-siber/util-contracts';

export type EpisodeFileKind = 'audio' | 'cover' | 'video';

const CATEGORIES = 'api/lcadm/cybercast/categories';
const EPISODES = 'api/lcadm/cybercast/episodes';
const TAGS = ['AdminCybercast', 'Content'] as const;

export const cybercastApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCybercastCategories: build.query<StaffContentCategory[], void>({
      query: () => CATEGORIES,
      providesTags: ['AdminCybercast'],
    }),
    createAdminCybercastCategory: build.mutation<StaffContentCategory, { category: string }>({
      query: (body) => ({ url: CATEGORIES, method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    renameAdminCybercastCategory: build.mutation<StaffContentCategory, { id: number; category: string }>({
      query: ({ id, category }) => ({ url: `${CATEGORIES}/${id}`, method: 'PUT', body: { category } }),
      invalidatesTags: [...TAGS],
    }),
    deleteAdminCybercastCategory: build.mutation<null, number>({
      query: (id) => ({ url: `${CATEGORIES}/${id}`, method: 'DELETE' }),
      invalidatesTags: [...TAGS],
    }),
    getAdminCybercastEpisodes: build.query<
      ApiList<AdminCybercastEpisode>,
      { page: number; perPage: number; search: string }
    >({
      query: ({ page, perPage, search }) => ({
        url: EPISODES,
        params: { page, per_page: perPage, ...(search ? { search } : {}) },
      }),
      providesTags: ['AdminCybercast'],
    }),
    getAdminCybercastEpisode: build.query<AdminCybercastEpisode, number>({
      query: (id) => `${EPISODES}/${id}`,
      providesTags: ['AdminCybercast'],
    }),
    createAdminCybercastEpisode: build.mutation<AdminCybercastEpisode, CybercastEpisodeInput>({
      query: (body) => ({ url: EPISODES, method: 'POST', body }),
      invalidatesTags: [...TAGS],
    }),
    updateAdminCybercastEpisode: build.mutation<AdminCybercastEpisode, { id: number; body: CybercastEpisodeInput }>({
      query: ({ id, body }) => ({ url: `${EPISODES}/${id}`, method: 'PUT', body }),
      invalidatesTags: [...TAGS],
    }),
    uploadAdminCybercastFile: build.mutation<AdminCybercastEpisode, { id: number; kind: EpisodeFileKind; file: File }>({
      query: ({ id, kind, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `${EPISODES}/${id}/${kind}`, method: 'POST', body };
      },
      invalidatesTags: [...TAGS],
    }),
  }),
});

export const {
  useGetAdminCybercastCategoriesQuery,
  useCreateAdminCybercastCategoryMutation,
  useRenameAdminCybercastCategoryMutation,
  useDeleteAdminCybercastCategoryMutation,
  useGetAdminCybercastEpisodesQuery,
  useGetAdminCybercastEpisodeQuery,
  useCreateAdminCybercastEpisodeMutation,
  useUpdateAdminCybercastEpisodeMutation,
  useUploadAdminCybercastFileMutation,
} = cybercastApi;
