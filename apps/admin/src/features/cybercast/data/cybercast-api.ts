/** The staff's Cybercast episodes (decision 0049) under /api/lcadm/cybercast, tagged 'AdminCybercast'. */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminCybercastEpisode, CybercastEpisodeInput } from '@akademi-siber/util-contracts';

export interface AdminCybercastCategory {
  id: number;
  slug: string;
  category: string;
}

export const cybercastApi = api.enhanceEndpoints({ addTagTypes: ['AdminCybercast'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminCybercastCategories: build.query<AdminCybercastCategory[], void>({
      query: () => 'api/lcadm/cybercast/categories',
      providesTags: ['AdminCybercast'],
    }),
    getAdminCybercastEpisodes: build.query<
      ApiList<AdminCybercastEpisode>,
      { page: number; perPage: number; search: string }
    >({
      query: ({ page, perPage, search }) => ({
        url: 'api/lcadm/cybercast/episodes',
        params: { page, per_page: perPage, ...(search ? { search } : {}) },
      }),
      providesTags: ['AdminCybercast'],
    }),
    createAdminCybercastEpisode: build.mutation<AdminCybercastEpisode, CybercastEpisodeInput>({
      query: (body) => ({ url: 'api/lcadm/cybercast/episodes', method: 'POST', body }),
      invalidatesTags: ['AdminCybercast'],
    }),
    updateAdminCybercastEpisode: build.mutation<AdminCybercastEpisode, { id: number; body: CybercastEpisodeInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/cybercast/episodes/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCybercast'],
    }),
    uploadAdminCybercastAudio: build.mutation<AdminCybercastEpisode, { id: number; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: `api/lcadm/cybercast/episodes/${id}/audio`, method: 'POST', body };
      },
      invalidatesTags: ['AdminCybercast'],
    }),
  }),
});

export const {
  useGetAdminCybercastCategoriesQuery,
  useGetAdminCybercastEpisodesQuery,
  useCreateAdminCybercastEpisodeMutation,
  useUpdateAdminCybercastEpisodeMutation,
  useUploadAdminCybercastAudioMutation,
} = cybercastApi;
