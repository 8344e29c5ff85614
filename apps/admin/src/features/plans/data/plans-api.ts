/**
 * The staff's subscription plans (decision 0012) under /api/lcadm, tagged 'AdminSubscriptionPlan'. Built on the
 * catalogue (data-access-catalog, decision 0033): a plan the staff change refetches the public plans too.
 */
import { catalogApi } from '@akademi-siber/data-access-catalog';
import type { AdminSubscriptionPlan, SubscriptionPlanInput } from '@akademi-siber/util-contracts';

export const plansApi = catalogApi.enhanceEndpoints({ addTagTypes: ['AdminSubscriptionPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminSubscriptionPlans: build.query<AdminSubscriptionPlan[], void>({
      query: () => 'api/lcadm/subscription-plans',
      providesTags: ['AdminSubscriptionPlan'],
    }),
    createAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, SubscriptionPlanInput>({
      query: (body) => ({ url: 'api/lcadm/subscription-plans', method: 'POST', body }),
      invalidatesTags: ['AdminSubscriptionPlan', 'SubscriptionPlan'],
    }),
    updateAdminSubscriptionPlan: build.mutation<AdminSubscriptionPlan, { id: number; body: SubscriptionPlanInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/subscription-plans/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminSubscriptionPlan', 'SubscriptionPlan'],
    }),
  }),
});

export const {
  useGetAdminSubscriptionPlansQuery,
  useCreateAdminSubscriptionPlanMutation,
  useUpdateAdminSubscriptionPlanMutation,
} = plansApi;
