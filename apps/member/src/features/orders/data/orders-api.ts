/**
 * Buying calls only the member remote makes (decision 0012): the member's orders, promo quotes, checkout, the
 * payment proof upload and cancelling. The course, live class, plan and event a checkout page shows come from
 * data-access-catalog; cart add/remove and course access live in the shared commerce api (the shell uses them too).
 * The member-only cache tags these endpoints provide or invalidate are declared here (`Cart` and `CourseAccess` are
 * data-access-api's).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  CheckoutInput,
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

export const ordersApi = api
  .enhanceEndpoints({ addTagTypes: ['Order', 'MemberClass', 'MemberEvent', 'Subscription'] })
  .injectEndpoints({
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
        query: (idTransaction) => ({
          url: `api/transaction/orders/${encodeURIComponent(idTransaction)}/cancel`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, idTransaction) => [
          'Order',
          { type: 'Order', id: idTransaction },
          'CourseAccess',
        ],
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
} = ordersApi;
