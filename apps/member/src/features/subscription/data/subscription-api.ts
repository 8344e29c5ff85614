/**
 * The member's subscription (decision 0012): whether it is active, until when, and how many courses it opens. The
 * plans are public and come from data-access-catalog. The `Subscription` tag is the member remote's own; a checkout
 * or an activation code that extends the subscription invalidates it.
 */
import { api } from '@akademi-siber/data-access-api';
import type { MemberSubscription } from '@akademi-siber/util-contracts';

export const subscriptionApi = api.enhanceEndpoints({ addTagTypes: ['Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    getMemberSubscription: build.query<MemberSubscription, void>({
      query: () => 'api/member/subscription',
      providesTags: ['Subscription'],
    }),
  }),
});

export const { useGetMemberSubscriptionQuery } = subscriptionApi;
