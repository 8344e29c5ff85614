/**
 * The payment-verification queue (decision 0012): orders whose transfer proof waits for a staff member, their
 * detail, and approve / reject. Everything here provides or invalidates 'AdminOrder'.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AdminOrderDetail,
  AdminOrderSummary,
  OrderKind,
  OrderStatus,
  RejectOrderInput,
} from '@akademi-siber/util-contracts';

export interface AdminOrdersArgs {
  page: number;
  perPage: number;
  status?: OrderStatus;
  kind?: OrderKind;
  search?: string;
}

export const orderPath = (idTransaction: string) => `/api/lcadm/orders/${encodeURIComponent(idTransaction)}`;

export const ordersApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<ApiList<AdminOrderSummary>, AdminOrdersArgs>({
      query: ({ page, perPage, status, kind, search }) => ({
        url: 'api/lcadm/orders',
        params: {
          page,
          per_page: perPage,
          ...(status ? { status } : {}),
          ...(kind ? { kind } : {}),
          ...(search ? { search } : {}),
        },
      }),
      providesTags: ['AdminOrder'],
    }),
    getAdminOrder: build.query<AdminOrderDetail, string>({
      query: (idTransaction) => orderPath(idTransaction).slice(1),
      providesTags: (_result, _error, idTransaction) => [{ type: 'AdminOrder', id: idTransaction }],
    }),
    approveAdminOrder: build.mutation<AdminOrderDetail | null, string>({
      query: (idTransaction) => ({ url: `${orderPath(idTransaction).slice(1)}/approve`, method: 'POST' }),
      invalidatesTags: ['AdminOrder'],
    }),
    rejectAdminOrder: build.mutation<AdminOrderDetail | null, { idTransaction: string } & RejectOrderInput>({
      query: ({ idTransaction, reason }) => ({
        url: `${orderPath(idTransaction).slice(1)}/reject`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['AdminOrder'],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useApproveAdminOrderMutation,
  useRejectAdminOrderMutation,
} = ordersApi;
