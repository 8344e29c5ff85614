/** The accounts the admin home lists (GET /api/admin/users), newest first and searchable, tagged 'AdminUser'. */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminUserRow } from '@akademi-siber/util-contracts';

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<ApiList<AdminUserRow>, { page: number; perPage?: number; q?: string }>({
      query: ({ page, perPage = 10, q }) => ({
        url: 'api/admin/users',
        params: { page, per_page: perPage, ...(q ? { q } : {}) },
      }),
      providesTags: ['AdminUser'],
    }),
  }),
});

export const { useGetAdminUsersQuery } = usersApi;
