import { api } from '@akademi-siber/data-access-api';
import type { CorporateDashboard } from '@akademi-siber/util-contracts';

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['CorporateDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getCorporateDashboard: build.query<CorporateDashboard, { batchId: number; corporateId: number }>({
      query: ({ batchId, corporateId }) => `api/corporate/dashboard/${batchId}/group/${corporateId}`,
      providesTags: ['CorporateDashboard'],
    }),
  }),
});

export const { useGetCorporateDashboardQuery } = dashboardApi;
