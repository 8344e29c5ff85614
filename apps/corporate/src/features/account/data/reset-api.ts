import { api } from '@akademi-siber/data-access-api';
import { MANAGER_PATHS, type ResetCandidate } from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

export const resetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getResetCandidates: build.query<ResetCandidate[], string>({
      query: (q) => ({ url: path(MANAGER_PATHS.resetCandidates), params: { q } }),
      // Whom a manager may reset changes with the admin's imports: never served from an old answer.
      keepUnusedDataFor: 0,
    }),
    resetEmployeePassword: build.mutation<{ message: string }, { username: string }>({
      query: (body) => ({ url: path(MANAGER_PATHS.resetPassword), method: 'POST', body }),
      extraOptions: { rawBody: true },
    }),
  }),
});

export const { useGetResetCandidatesQuery, useResetEmployeePasswordMutation } = resetApi;
