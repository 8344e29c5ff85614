/**
 * The member's affiliate program (decision 0012): the overview, joining, commissions, payouts and requesting one.
 * Only the member remote calls these; its `Affiliate` cache tag is declared here.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AffiliateCommission,
  AffiliateOverview,
  AffiliatePayout,
  PayoutRequestInput,
} from '@akademi-siber/util-contracts';

interface PageArgs {
  page: number;
  perPage?: number;
}

const pageParams = ({ page, perPage = 10 }: PageArgs) => ({ page, per_page: perPage });

export const affiliateApi = api.enhanceEndpoints({ addTagTypes: ['Affiliate'] }).injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const {
  useGetMemberAffiliateQuery,
  useJoinAffiliateMutation,
  useGetAffiliateCommissionsQuery,
  useGetAffiliatePayoutsQuery,
  useRequestAffiliatePayoutMutation,
} = affiliateApi;
