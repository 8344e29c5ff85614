/**
 * The member's subscription, activation codes, affiliate program and Cyber Insight registrations (decision 0012),
 * Only the member remote calls these; the plans and the public event list come from data-access-catalog.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AffiliateCommission,
  AffiliateOverview,
  AffiliatePayout,
  MemberEventRegistration,
  MemberSubscription,
  PayoutRequestInput,
  RedeemTokenInput,
  RedeemTokenResult,
} from '@akademi-siber/util-contracts';

interface PageArgs {
  page: number;
  perPage?: number;
}

const pageParams = ({ page, perPage = 10 }: PageArgs) => ({ page, per_page: perPage });

export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberSubscription: build.query<MemberSubscription, void>({
      query: () => 'api/member/subscription',
      providesTags: ['Subscription'],
    }),
    redeemActivationToken: build.mutation<RedeemTokenResult, RedeemTokenInput>({
      query: (body) => ({ url: 'api/member/activation-tokens/redeem', method: 'POST', body }),
      invalidatesTags: ['MemberClass', 'Subscription', 'CourseAccess', 'Cart'],
    }),
    getMemberAffiliate: build.query<AffiliateOverview, void>({
      query: () => 'api/member/affiliate',
      providesTags: ['Affiliate'],
    }),
    joinAffiliate: build.mutation<AffiliateOverview, void>({
      query: () => ({ url: 'api/member/affiliate/join', method: 'POST' }),
      invalidatesTags: ['Affiliate'],
    }),
    getAffiliateCommissions: build.query<ApiList<AffiliateCommission>, PageArgs>({
      query: (args) => ({ url: 'api/member/affiliate/commissions', params: pageParams(args) }),
      providesTags: ['Affiliate'],
    }),
    getAffiliatePayouts: build.query<ApiList<AffiliatePayout>, PageArgs>({
      query: (args) => ({ url: 'api/member/affiliate/payouts', params: pageParams(args) }),
      providesTags: ['Affiliate'],
    }),
    requestAffiliatePayout: build.mutation<AffiliatePayout, PayoutRequestInput>({
      query: (body) => ({ url: 'api/member/affiliate/payouts', method: 'POST', body }),
      invalidatesTags: ['Affiliate'],
    }),
    getMemberEvents: build.query<ApiList<MemberEventRegistration>, PageArgs>({
      query: (args) => ({ url: 'api/member/events', params: pageParams(args) }),
      providesTags: ['MemberEvent'],
    }),
  }),
});

export const {
  useGetMemberSubscriptionQuery,
  useRedeemActivationTokenMutation,
  useGetMemberAffiliateQuery,
  useJoinAffiliateMutation,
  useGetAffiliateCommissionsQuery,
  useGetAffiliatePayoutsQuery,
  useRequestAffiliatePayoutMutation,
  useGetMemberEventsQuery,
} = membershipApi;
