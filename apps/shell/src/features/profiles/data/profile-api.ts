import { api } from '@akademi-siber/data-access-api';
import type { PublicProfile } from '@akademi-siber/util-contracts';

/** The public profile page's one call (`GET /api/profiles/{username}`). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfile, string>({
      query: (username) => `api/profiles/${encodeURIComponent(username)}`,
    }),
  }),
});

export const { useGetPublicProfileQuery } = profileApi;
