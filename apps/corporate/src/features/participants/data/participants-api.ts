import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { CorporateParticipant } from '@akademi-siber/util-contracts';

export interface ParticipantsArgs {
  /** `member` lists by name, `point` by rank (Progres Belajar). */
  view: 'member' | 'point';
  batchId: number;
  corporateId: number;
  page: number;
  perPage: number;
  q?: string;
}

export const participantsApi = api.enhanceEndpoints({ addTagTypes: ['CorporateMember'] }).injectEndpoints({
  endpoints: (build) => ({
    getCorporateParticipants: build.query<ApiList<CorporateParticipant>, ParticipantsArgs>({
      query: ({ view, batchId, corporateId, page, perPage, q }) => ({
        url: `api/corporate/${view}/${batchId}/group/${corporateId}`,
        params: { page, per_page: perPage, ...(q ? { q } : {}) },
      }),
      providesTags: ['CorporateMember'],
    }),
  }),
});

export const { useGetCorporateParticipantsQuery } = participantsApi;
