/**
 * The three login strategies of spec §7 as endpoints, with their exact paths and answer shapes:
 * 1. `local`: POST /api/auth/login (token in `token`), GET /api/auth/user (user in `user`), POST /api/auth/logout;
 * 2. `laravelSanctum`: POST /api/login (token at `data.token`), GET /api/users (user in `data`), GET /api/logout,
 *    with credentials, the XMLHttpRequest header and JSON (the baseQuery sets the header and JSON content);
 * 3. `google`: POST /api/auth/google/validate (token at `data.token`), then user and logout as strategy 2.
 * Strategy 1's answers are read whole (`rawBody`): their token and user sit beside the envelope's fields. The
 * others get `data`, which the baseQuery takes out of the envelope.
 */
import { api, CSRF_COOKIE_PATH } from '@akademi-siber/data-access-api';
import {
  ACCOUNT_PATHS,
  type AuthUser,
  type GoogleValidateRequest,
  type LoginRequest,
  type LoginResponse,
  type TokenInData,
  type UserResponse,
} from '@akademi-siber/util-contracts';

/** Paths without the leading slash: the baseQuery resolves them against the page's origin. */
const path = (absolute: string) => absolute.replace(/^\//, '');

const bearer = (token: string | null): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

export interface GoogleSignInConfig {
  enabled: boolean;
  client_id: string | null;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Strategy 1.
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'api/auth/login', method: 'POST', body }),
      extraOptions: { rawBody: true },
    }),
    // The two user fetches are mutation-shaped GETs on purpose: the session slice keeps the user, and a query's
    // result is read back from the cache, which a profile change invalidating 'User' empties while the fetch is
    // out (the caller then got `undefined`: "signed in without a user"). A mutation resolves with what was sent.
    getAuthUser: build.mutation<AuthUser, void>({
      query: () => ({ url: 'api/auth/user', method: 'GET' }),
      extraOptions: { rawBody: true },
      // Spec §7: strategy 1 reads the user from the top-level `user`.
      transformResponse: (response: UserResponse) => response.user,
    }),
    /** Takes the token to revoke: the browser has already forgotten it when this call goes out. */
    logout: build.mutation<void, string | null>({
      query: (token) => ({ url: 'api/auth/logout', method: 'POST', headers: bearer(token) }),
    }),

    // Strategy 2 ("Laravel Sanctum"): the CSRF cookie first, then the legacy paths, always with credentials.
    csrfCookie: build.mutation<null, void>({
      query: () => ({ url: CSRF_COOKIE_PATH, method: 'GET', credentials: 'include' }),
    }),
    legacyLogin: build.mutation<TokenInData, LoginRequest>({
      query: (body) => ({ url: path(ACCOUNT_PATHS.legacyLogin), method: 'POST', body, credentials: 'include' }),
    }),
    legacyUser: build.mutation<AuthUser, void>({
      query: () => ({ url: path(ACCOUNT_PATHS.legacyUser), method: 'GET', credentials: 'include' }),
    }),
    legacyLogout: build.mutation<void, string | null>({
      query: (token) => ({
        url: path(ACCOUNT_PATHS.legacyLogout),
        method: 'GET',
        credentials: 'include',
        headers: bearer(token),
      }),
    }),

    // Strategy 3 (Google sign-in): our token in exchange for a Google ID token.
    googleSignInConfig: build.query<GoogleSignInConfig, void>({
      query: () => 'api/auth/google/config',
    }),
    googleValidate: build.mutation<TokenInData, GoogleValidateRequest>({
      query: (body) => ({ url: path(ACCOUNT_PATHS.googleValidate), method: 'POST', body, credentials: 'include' }),
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useGoogleSignInConfigQuery } = authApi;
