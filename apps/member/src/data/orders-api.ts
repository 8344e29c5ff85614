/**
 * Buying calls only the member remote makes (decision 0012): the member's orders, promo quotes, checkout, the
 * payment proof upload and cancelling, plus the public look-ups a checkout page shows (course, live class,
 * plan, event). Cart add/remove and course access live in the shared commerce api (the shell uses them too).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  CheckoutInput,
  CourseDetail,
  EventDetail,
  LiveClassDetail,
  LiveClassSummary,
  OrderDetail,
  OrderKind,
  OrderStatus,
  OrderSummary,
  PromoCheckInput,
  PromoQuote,
} from '@akademi-siber/util-contracts';
import { checkoutBody, promoCheckBody } from './order-request-bodies';

export interface OrdersQuery {
  page: number;
  perPage?: number;
  kind?: OrderKind;
  status?: OrderStatus;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberOrders: build.query<ApiList<OrderSummary>, OrdersQuery>({
      query: ({ page, perPage = 10, kind, status }) => ({
        url: 'api/transaction/orders',
        params: { page, per_page: perPage, ...(kind ? { kind } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: ['Order'],
    }),
    getMemberOrder: build.query<OrderDetail, string>({
      query: (idTransaction) => `api/transaction/orders/${encodeURIComponent(idTransaction)}`,
      providesTags: (_result, _error, idTransaction) => [{ type: 'Order', id: idTransaction }],
    }),
    checkPromoCode: build.mutation<PromoQuote, PromoCheckInput>({
      query: (input) => ({ url: 'api/transaction/promo/check', method: 'POST', body: promoCheckBody(input) }),
    }),
    checkoutOrder: build.mutation<OrderDetail, CheckoutInput>({
      query: (input) => ({ url: 'api/transaction/checkout', method: 'POST', body: checkoutBody(input) }),
      // A checkout empties the bought part of the cart, and a free order opens access at once.
      invalidatesTags: ['Order', 'Cart', 'CourseAccess', 'MemberClass', 'MemberEvent', 'Subscription'],
    }),
    /** Multipart field `file`; FormData lets fetch set the multipart boundary (spec §7: same Authorization). */
    uploadPaymentProof: build.mutation<OrderDetail, { idTransaction: string; file: File }>({
      query: ({ idTransaction, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `api/transaction/orders/${encodeURIComponent(idTransaction)}/proof`, method: 'POST', body };
      },
      invalidatesTags: (_result, _error, { idTransaction }) => ['Order', { type: 'Order', id: idTransaction }],
    }),
    cancelMemberOrder: build.mutation<OrderDetail, string>({
      query: (idTransaction) => ({ url: `api/transaction/orders/${encodeURIComponent(idTransaction)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, idTransaction) => ['Order', { type: 'Order', id: idTransaction }, 'CourseAccess'],
    }),
    getCheckoutCourse: build.query<CourseDetail, string>({
      query: (slug) => `api/courses/${encodeURIComponent(slug)}`,
      providesTags: ['Catalog'],
    }),
    getCheckoutLiveClass: build.query<LiveClassDetail, string>({
      query: (slug) => `api/liveclasses/${encodeURIComponent(slug)}`,
      providesTags: ['Catalog'],
    }),
    /** The live-class list, to find the class of a batch when the checkout link names only the batch. */
    getCheckoutLiveClasses: build.query<ApiList<LiveClassSummary>, void>({
      query: () => ({ url: 'api/liveclasses', params: { page: 1, per_page: 100 } }),
      providesTags: ['Catalog'],
    }),
    getCheckoutEvent: build.query<EventDetail, string>({
      query: (eventId) => `api/events/${encodeURIComponent(eventId)}`,
      providesTags: ['Catalog'],
    }),
  }),
});

export const {
  useGetMemberOrdersQuery,
  useGetMemberOrderQuery,
  useCheckPromoCodeMutation,
  useCheckoutOrderMutation,
  useUploadPaymentProofMutation,
  useCancelMemberOrderMutation,
  useGetCheckoutCourseQuery,
  useGetCheckoutLiveClassQuery,
  useGetCheckoutLiveClassesQuery,
  useGetCheckoutEventQuery,
} = ordersApi;
