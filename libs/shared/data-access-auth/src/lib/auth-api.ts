/** Login strategy 1 of spec §7: POST /api/auth/login, GET /api/auth/user, POST /api/auth/logout. */
import { api } from '@akademi-siber/data-access-api';
import type { LoginRequest, LoginResponse, UserResponse, AuthUser } from '@akademi-siber/util-contracts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
    }),
    getAuthUser: build.query<AuthUser, void>({
      query: () => 'api/auth/user',
      transformResponse: (response: UserResponse) => response.user,
      providesTags: ['User'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useGetAuthUserQuery, useLogoutMutation } = authApi;
