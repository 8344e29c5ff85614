/**
 * Spec §7's authenticated helper: GET a path the caller names, with the session, and read `success` and
 * `data.token`; the token on success, otherwise null. A mutation, not a query: every call asks for a fresh token
 * (they are single-use) and nothing is cached.
 */
import type { ApiEnvelope } from '@akademi-siber/util-contracts';
import { api } from './api';

export const tokenHelperApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestAuthToken: build.mutation<string | null, string>({
      query: (path) => ({ url: path.replace(/^\//, ''), method: 'GET' }),
      // The whole body: spec §7's helper checks `success` itself, then picks `data.token`.
      extraOptions: { rawBody: true },
      transformResponse: (response: ApiEnvelope<{ token?: unknown } | null>) =>
        response.success && typeof response.data?.token === 'string' && response.data.token
          ? response.data.token
          : null,
    }),
  }),
});

export const { useRequestAuthTokenMutation } = tokenHelperApi;
