/**
 * The staff's activation codes (decision 0012): batches of codes and the codes of one batch under /api/lcadm,
 * tagged 'AdminActivationBatch'. What a code opens is picked from the catalogue's own endpoints
 * (data-access-catalog, decision 0033).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { ActivationBatchInput, AdminActivationBatch, AdminActivationCode } from '@akademi-siber/util-contracts';

export const activationApi = api.enhanceEndpoints({ addTagTypes: ['AdminActivationBatch'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminActivationBatches: build.query<ApiList<AdminActivationBatch>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/lcadm/activation-batches', params: { page, per_page: perPage } }),
      providesTags: ['AdminActivationBatch'],
    }),
    createAdminActivationBatch: build.mutation<AdminActivationBatch, ActivationBatchInput>({
      query: (body) => ({ url: 'api/lcadm/activation-batches', method: 'POST', body }),
      invalidatesTags: ['AdminActivationBatch'],
    }),
    getAdminActivationCodes: build.query<
      ApiList<AdminActivationCode>,
      { batchId: number; page: number; perPage: number }
    >({
      query: ({ batchId, page, perPage }) => ({
        url: `api/lcadm/activation-batches/${batchId}/codes`,
        params: { page, per_page: perPage },
      }),
      providesTags: ['AdminActivationBatch'],
    }),
  }),
});

export const {
  useGetAdminActivationBatchesQuery,
  useCreateAdminActivationBatchMutation,
  useGetAdminActivationCodesQuery,
} = activationApi;
