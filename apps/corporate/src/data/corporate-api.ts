import { api } from '@akademi-siber/data-access-api';
import type { ApiEnvelope, CorporateDashboard } from '@akademi-siber/util-contracts';

export const corporateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCorporateDashboard: build.query<CorporateDashboard, { batchId: number; corporateId: number }>({
      query: ({ batchId, corporateId }) => `api/corporate/dashboard/${batchId}/group/${corporateId}`,
      transformResponse: (response: ApiEnvelope<CorporateDashboard>) => response.data,
      providesTags: ['CorporateDashboard'],
    }),
  }),
});

export const { useGetCorporateDashboardQuery } = corporateApi;
