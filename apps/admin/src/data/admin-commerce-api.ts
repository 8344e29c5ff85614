/**
 * The staff's commerce settings (decision 0012): subscription plans, promo codes, activation-code batches,
 * affiliate payouts, events and training requests, all under /api/lcadm and tagged 'AdminCommerce'. The
 * activation form also reads the public catalog (courses, live classes, plans) to pick what a code opens;
 * those endpoints have admin-only names because endpoint names are unique across the whole app.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  ActivationBatchInput,
  AdminActivationBatch,
  AdminActivationCode,
  AdminAffiliatePayout,
  AdminEvent,
  AdminPromoCode,
  AdminSubscriptionPlan,
  AdminTrainingRequest,
  CourseSummary,
  EventInput,
  EventRegistrant,
  LiveClassDetail,
  LiveClassSummary,
  PayoutStatus,
  PromoCodeInput,
  SubscriptionPlan,
  SubscriptionPlanInput,
} from '@akademi-siber/util-contracts';

export interface PageArgs {
  page: number;
  perPage: number;
}

const pageParams = ({ page, perPage }: PageArgs) => ({ page, per_page: perPage });

export const adminCommerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // ---------------------------------------------------------------- subscription plans
    getAdminSubscriptionPlans: build.query<AdminSubscriptionPlan[], void>({
      query: () => 'api/lcadm/subscription-plans',
      providesTags: ['AdminCommerce'],
    }),
    createAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, SubscriptionPlanInput>({
      query: (body) => ({ url: 'api/lcadm/subscription-plans', method: 'POST', body }),
      invalidatesTags: ['AdminCommerce'],
    }),
    updateAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, { id: number; body: SubscriptionPlanInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/subscription-plans/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCommerce'],
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
      invalidatesTags: ['AdminCommerce'],
    }),
    updateAdminEvent: build.mutation<AdminEvent, { id: number; body: EventInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/events/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCommerce'],
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

    // ---------------------------------------------------------------- what an activation code can open (public catalog)
    getActivationTargetCourses: build.query<CourseSummary[], string>({
      query: (search) => ({ url: 'api/courses', params: { page: 1, per_page: 100, ...(search ? { search } : {}) } }),
      // The picker lists the first hundred items; the paging is not shown.
      transformResponse: (page: ApiList<CourseSummary>) => page.data,
    }),
    getActivationTargetLiveClasses: build.query<LiveClassSummary[], void>({
      query: () => ({ url: 'api/liveclasses', params: { page: 1, per_page: 100 } }),
      transformResponse: (page: ApiList<LiveClassSummary>) => page.data,
    }),
    getActivationTargetLiveClass: build.query<LiveClassDetail, string>({
      query: (slug) => `api/liveclasses/${encodeURIComponent(slug)}`,
    }),
    getActivationTargetPlans: build.query<SubscriptionPlan[], void>({
      query: () => 'api/subscription-plans',
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
  useGetActivationTargetCoursesQuery,
  useGetActivationTargetLiveClassesQuery,
  useGetActivationTargetLiveClassQuery,
  useGetActivationTargetPlansQuery,
} = adminCommerceApi;
