/** The staff's promo codes (decision 0012) under /api/lcadm, tagged 'AdminPromoCode'. */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AdminPromoCode, PromoCodeInput } from '@akademi-siber/util-contracts';

export const promoCodesApi = api.enhanceEndpoints({ addTagTypes: ['AdminPromoCode'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminPromoCodes: build.query<ApiList<AdminPromoCode>, { page: number; perPage: number; search?: string }>({
      query: ({ page, perPage, search }) => ({
        url: 'api/lcadm/promo-codes',
        params: { page, per_page: perPage, ...(search ? { search } : {}) },
      }),
      providesTags: ['AdminPromoCode'],
    }),
    createAdminPromoCode: build.mutation<AdminPromoCode, PromoCodeInput>({
      query: (body) => ({ url: 'api/lcadm/promo-codes', method: 'POST', body }),
      invalidatesTags: ['AdminPromoCode'],
    }),
    updateAdminPromoCode: build.mutation<AdminPromoCode, { id: number; body: PromoCodeInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/promo-codes/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminPromoCode'],
    }),
  }),
});

export const { useGetAdminPromoCodesQuery, useCreateAdminPromoCodeMutation, useUpdateAdminPromoCodeMutation } =
  promoCodesApi;
