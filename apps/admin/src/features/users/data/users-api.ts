/**
 * The accounts of Akademi Siber (decision 0050): the list (GET /api/admin/users, search, role, status, pages), one
 * account (GET /api/admin/users/:id), and the changes of role and status, tagged 'AdminUser'. A change answers with
 * the whole envelope (`rawBody`): the page shows its `message`.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AdminUserDetail,
  AdminUserRow,
  AdminUserStatus,
  ApiEnvelope,
  UserRoleChange,
} from '@akademi-siber/util-contracts';

export interface AdminUsersRequest {
  page: number;
  perPage?: number;
  q?: string;
  role?: number;
  status?: AdminUserStatus;
}

export const usersApi = api.enhanceEndpoints({ addTagTypes: ['AdminUser'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<ApiList<AdminUserRow>, AdminUsersRequest>({
      query: ({ page, perPage = 10, q, role, status }) => ({
        url: 'api/admin/users',
        params: {
          page,
          per_page: perPage,
          ...(q ? { q } : {}),
          ...(role ? { role } : {}),
          ...(status ? { status } : {}),
        },
      }),
      providesTags: ['AdminUser'],
    }),
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => `api/admin/users/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'AdminUser', id }],
    }),
    changeUserRole: build.mutation<ApiEnvelope<AdminUserDetail>, { id: number } & UserRoleChange>({
      query: ({ id, ...body }) => ({ url: `api/admin/users/${id}/role`, method: 'PUT', body }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['AdminUser'],
    }),
    changeUserStatus: build.mutation<ApiEnvelope<AdminUserDetail>, { id: number; active: boolean }>({
      query: ({ id, active }) => ({ url: `api/admin/users/${id}/status`, method: 'PUT', body: { active } }),
      extraOptions: { rawBody: true },
      invalidatesTags: ['AdminUser'],
    }),
  }),
});

export const { useGetAdminUsersQuery, useGetAdminUserQuery, useChangeUserRoleMutation, useChangeUserStatusMutation } =
  usersApi;
