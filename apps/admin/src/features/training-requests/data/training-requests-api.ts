/**
 * What companies asked for through the public corporate-training form, as the staff read it (decision 0012):
 * GET /api/lcadm/training-requests, tagged 'AdminTrainingRequest'.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminTrainingRequest } from '@akademi-siber/util-contracts';

export const trainingRequestsApi = api.enhanceEndpoints({ addTagTypes: ['AdminTrainingRequest'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminTrainingRequests: build.query<ApiList<AdminTrainingRequest>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/lcadm/training-requests', params: { page, per_page: perPage } }),
      providesTags: ['AdminTrainingRequest'],
    }),
  }),
});

export const { useGetAdminTrainingRequestsQuery } = trainingRequestsApi;
