/**
 * The affiliates' payout requests as the staff process them (decision 0012), under /api/lcadm, tagged
 * 'AdminAffiliatePayout'.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminAffiliatePayout, PayoutStatus } from '@akademi-siber/util-contracts';

export const payoutsApi = api.enhanceEndpoints({ addTagTypes: ['AdminAffiliatePayout'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminAffiliatePayouts: build.query<
      ApiList<AdminAffiliatePayout>,
      { page: number; perPage: number; status?: PayoutStatus }
    >({
      query: ({ page, perPage, status }) => ({
        url: 'api/lcadm/affiliate-payouts',
        params: { page, per_page: perPage, ...(status ? { status } : {}) },
      }),
      providesTags: ['AdminAffiliatePayout'],
    }),
    processAdminAffiliatePayout: build.mutation<
      AdminAffiliatePayout | null,
      { id: number; action: 'paid' | 'reject'; note?: string }
    >({
      query: ({ id, action, note }) => ({
        url: `api/lcadm/affiliate-payouts/${id}/${action}`,
        method: 'POST',
        body: note ? { note } : {},
      }),
      invalidatesTags: ['AdminAffiliatePayout'],
    }),
  }),
});

export const { useGetAdminAffiliatePayoutsQuery, useProcessAdminAffiliatePayoutMutation } = payoutsApi;
