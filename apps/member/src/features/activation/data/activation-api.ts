/**
 * Redeeming an activation code (decision 0012): it opens a course, a live class or a subscription, so the member's
 * classes, subscription, course access and cart all change. `MemberClass` and `Subscription` are the member remote's
 * own tags (declared again here: RTK Query keeps one of each); `CourseAccess` and `Cart` are data-access-api's.
 */
import { api } from '@akademi-siber/data-access-api';
import type { RedeemTokenInput, RedeemTokenResult } from '@akademi-siber/util-contracts';

export const activationApi = api.enhanceEndpoints({ addTagTypes: ['MemberClass', 'Subscription'] }).injectEndpoints({
  endpoints: (build) => ({
    redeemActivationToken: build.mutation<RedeemTokenResult, RedeemTokenInput>({
      query: (body) => ({ url: 'api/member/activation-tokens/redeem', method: 'POST', body }),
      invalidatesTags: ['MemberClass', 'Subscription', 'CourseAccess', 'Cart'],
    }),
  }),
});

export const { useRedeemActivationTokenMutation } = activationApi;
