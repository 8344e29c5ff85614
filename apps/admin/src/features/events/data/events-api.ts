/**
 * The staff's commerce settings (decision 0012): subscription plans, promo codes, activation-code batches,
 * affiliate payouts, events and training requests, all under /api/lcadm and tagged 'AdminCommerce'. Built on the
 * catalogue (data-access-catalog, decision 0033): a plan or event the staff change invalidates the public
 * catalogue's entries too, and the activation form picks what a code opens from the catalogue's own endpoints.
 */
import type { ApiList } from '@akademi-siber/data-access-api';
import { catalogApi } from '@akademi-siber/data-access-catalog';
import type {
  ActivationBatchInput,
  AdminActivationBatch,
  AdminActivationCode,
  AdminAffiliatePayout,
  AdminEvent,
  AdminPromoCode,
  AdminSubscriptionPlan,
  AdminTrainingRequest,
  EventInput,
  EventRegistrant,
  PayoutStatus,
  PromoCodeInput,
  SubscriptionPlanInput,
} from '@akademi-siber/util-contracts';

export interface PageArgs {
  page: number;
  perPage: number;
}

const pageParams = ({ page, perPage }: PageArgs) => ({ page, per_page: perPage });

export const adminCommerceApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    // ---------------------------------------------------------------- subscription plans
    getAdminSubscriptionPlans: build.query<AdminSubscriptionPlan[], void>({
      query: () => 'api/lcadm/subscription-plans',
      providesTags: ['AdminCommerce'],
    }),
    createAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, SubscriptionPlanInput>({
      query: (body) => ({ url: 'api/lcadm/subscription-plans', method: 'POST', body }),
      invalidatesTags: ['AdminCommerce', 'SubscriptionPlan'],
    }),
    updateAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, { id: number; body: SubscriptionPlanInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/subscription-plans/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCommerce', 'SubscriptionPlan'],
    }),

    // ---------------------------------------------------------------- promo codes
    getAdminPromoCodes: build.query<ApiList<AdminPromoCode>, PageArgs & { search?: string }>({
      query: ({ search, ...page }) => ({ url: 'api/lcadm/promo-codes', params: { ...pageParams(page), ...(search ? { search } : {}) } }),
      providesTags: ['AdminCommerce'],
    }),
    createAdminPromoCode: build.mutation<AdminPromoCode, PromoCodeInput>({
      query: (body) => ({ url: 'api/lcadm/promo-codes', method: 'POST', body }),
      invalidatesTags: ['AdminCommerce'],
    }),
    updateAdminPromoCode: build.mutation<AdminPromoCode, { id: number; body: PromoCodeInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/promo-codes/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCommerce'],
    }),

    // ---------------------------------------------------------------- activation codes
    getAdminActivationBatches: build.query<ApiList<AdminActivationBatch>, PageArgs>({
      query: (page) => ({ url: 'api/lcadm/activation-batches', params: pageParams(page) }),
      providesTags: ['AdminCommerce'],
    }),
    createAdminActivationBatch: build.mutation<AdminActivationBatch, ActivationBatchInput>({
      query: (body) => ({ url: 'api/lcadm/activation-batches', method: 'POST', body }),
      invalidatesTags: ['AdminCommerce'],
    }),
    getAdminActivationCodes: build.query<ApiList<AdminActivationCode>, PageArgs & { batchId: number }>({
      query: ({ batchId, ...page }) => ({ url: `api/lcadm/activation-batches/${batchId}/codes`, params: pageParams(page) }),
      providesTags: ['AdminCommerce'],
    }),

    // ---------------------------------------------------------------- affiliate payouts
    getAdminAffiliatePayouts: build.query<ApiList<AdminAffiliatePayout>, PageArgs & { status?: PayoutStatus }>({
      query: ({ status, ...page }) => ({ url: 'api/lcadm/affiliate-payouts', params: { ...pageParams(page), ...(status ? { status } : {}) } }),
      providesTags: ['AdminCommerce'],
    }),
    processAdminAffiliatePayout: build.mutation<AdminAffiliatePayout | null, { id: number; action: 'paid' | 'reject'; note?: string }>({
      query: ({ id, action, note }) => ({ url: `api/lcadm/affiliate-payouts/${id}/${action}`, method: 'POST', body: note ? { note } : {} }),
      invalidatesTags: ['AdminCommerce'],
    }),

    // ---------------------------------------------------------------- events
    getAdminEvents: build.query<ApiList<AdminEvent>, PageArgs>({
      query: (page) => ({ url: 'api/lcadm/events', params: pageParams(page) }),
      providesTags: ['AdminCommerce'],
    }),
    createAdminEvent: build.mutation<AdminEvent, EventInput>({
      query: (body) => ({ url: 'api/lcadm/events', method: 'POST', body }),
      invalidatesTags: ['AdminCommerce', 'Event'],
    }),
    updateAdminEvent: build.mutation<AdminEvent, { id: number; body: EventInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/events/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCommerce', 'Event'],
    }),
    getAdminEventRegistrants: build.query<ApiList<EventRegistrant>, PageArgs & { eventId: number }>({
      query: ({ eventId, ...page }) => ({ url: `api/lcadm/events/${eventId}/registrants`, params: pageParams(page) }),
      providesTags: ['AdminCommerce'],
    }),

    // ---------------------------------------------------------------- training requests
    getAdminTrainingRequests: build.query<ApiList<AdminTrainingRequest>, PageArgs>({
      query: (page) => ({ url: 'api/lcadm/training-requests', params: pageParams(page) }),
      providesTags: ['AdminCommerce'],
    }),

  }),
});

export const {
  useGetAdminSubscriptionPlansQuery,
  useCreateAdminSubscriptionPlanMutation,
  useUpdateAdminSubscriptionPlanMutation,
  useGetAdminPromoCodesQuery,
  useCreateAdminPromoCodeMutation,
  useUpdateAdminPromoCodeMutation,
  useGetAdminActivationBatchesQuery,
  useCreateAdminActivationBatchMutation,
  useGetAdminActivationCodesQuery,
  useGetAdminAffiliatePayoutsQuery,
  useProcessAdminAffiliatePayoutMutation,
  useGetAdminEventsQuery,
  useCreateAdminEventMutation,
  useUpdateAdminEventMutation,
  useGetAdminEventRegistrantsQuery,
  useGetAdminTrainingRequestsQuery,
} = adminCommerceApi;
