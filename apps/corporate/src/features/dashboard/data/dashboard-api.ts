import { api } from '@akademi-siber/data-access-api';
import { MANAGER_PATHS, type CorporateDashboard } from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['CorporateDashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    getCorporateDashboard: build.query<CorporateDashboard, { batchId: number; corporateId: number }>({
      query: ({ batchId, corporateId }) => path(MANAGER_PATHS.dashboard(batchId, corporateId)),
      providesTags: ['CorporateDashboard'],
    }),
  }),
});

export const { useGetCorporateDashboardQuery } = dashboardApi;
