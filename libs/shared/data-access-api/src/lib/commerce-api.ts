/**
 * Buying calls that both the shell (public course / live-class pages) and the member remote (cart, checkout)
 * make (decision 0012). Injected here, in the shared api lib, so each endpoint exists exactly once; every cart
 * mutation invalidates 'Cart' (the navbar badge reads getMemberCart, spec §7) and 'CourseAccess' (the price box
 * of a course detail page).
 */
import type { AddToCartInput, CourseAccess, MemberCartItem } from '@akademi-siber/util-contracts';
import { api } from './api';

/** `POST /api/affiliate/clicks` (public): a visitor arrived through a referral link. */
export interface AffiliateClickInput {
  /** The `?ref=` code. */
  code: string;
  /** Path the visitor landed on (no query string), at most 300 characters. */
  landingPath: string;
}

export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 409 when the course/batch is already owned, already in the cart, full or not open (server message). */
    addToCart: build.mutation<MemberCartItem | null, AddToCartInput>({
      query: (body) => ({ url: 'api/transaction/cart', method: 'POST', body }),
      invalidatesTags: ['Cart', 'CourseAccess'],
    }),
    removeFromCart: build.mutation<null, number>({
      query: (itemId) => ({ url: `api/transaction/cart/${itemId}`, method: 'DELETE' }),
      invalidatesTags: ['Cart', 'CourseAccess'],
    }),
    getCourseAccess: build.query<CourseAccess, string>({
      query: (slug) => `api/member/courses/${encodeURIComponent(slug)}/access`,
      providesTags: (_result, _error, slug) => [{ type: 'CourseAccess', id: slug }, 'CourseAccess'],
    }),
    recordAffiliateClick: build.mutation<null, AffiliateClickInput>({
      query: (body) => ({ url: 'api/affiliate/clicks', method: 'POST', body }),
    }),
  }),
});

export const {
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useGetCourseAccessQuery,
  useRecordAffiliateClickMutation,
} = commerceApi;
