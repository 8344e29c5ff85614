/**
 * What the navbars and the footer of every app read (spec §7): unread-notification totals per area, the member's
 * cart, the Blog and Cybercast categories, and where the sister sites live. Injected here, in the shared api lib,
 * because the shell and the remotes all show them and a singleton injects each endpoint exactly once.
 */
import type {
  ContentCategory,
  MemberCartItem,
  NotificationItem,
  NotificationsMarked,
  NotifTotal,
  PublicSiteConfig,
} from '@akademi-siber/util-contracts';
import { api } from './api';
import type { ApiList } from './base-query-envelope';
import { clientStateActions } from './client-state-slice';

/** The path segment of each area's notif-total (spec §7): `lcadm` is admin, `tc-adm` the teacher area. */
export type NotifArea = 'member' | 'author' | 'lcadm' | 'tc-adm';
export type ContentKind = 'blog' | 'cybercast';

export interface NotificationsArgs {
  area: NotifArea;
  page: number;
  perPage: number;
  unreadOnly: boolean;
}

/** The navbar badges poll at this pace while a page stays open (new notifications, a cart changed elsewhere). */
export const BADGE_POLL_MS = 60_000;

export const chromeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifTotal: build.query<number, NotifArea>({
      query: (area) => `api/${area}/notif-total`,
      // The badge needs only the count out of `{ total_unread_notif }`.
      transformResponse: (data: NotifTotal) => data.total_unread_notif,
      providesTags: ['NotifTotal'],
      // The count is shared client state (`total_notif`, spec §3).
      async onQueryStarted(_area, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data !== null) dispatch(clientStateActions.setTotalNotif(data));
      },
    }),
    /** The area's notifications page: newest first, all or only the unread ones. */
    getNotifications: build.query<ApiList<NotificationItem>, NotificationsArgs>({
      query: ({ area, page, perPage, unreadOnly }) => ({
        url: `api/${area}/notifications`,
        params: { page, per_page: perPage, status: unreadOnly ? 'unread' : 'all' },
      }),
      providesTags: ['Notification'],
    }),
    /** Marking read changes the list and the navbar badge (`NotifTotal`) at once. */
    markNotificationRead: build.mutation<NotificationItem, { area: NotifArea; id: number }>({
      query: ({ area, id }) => ({ url: `api/${area}/notifications/${id}/read`, method: 'POST' }),
      invalidatesTags: ['Notification', 'NotifTotal'],
    }),
    markAllNotificationsRead: build.mutation<NotificationsMarked, NotifArea>({
      query: (area) => ({ url: `api/${area}/notifications/read-all`, method: 'POST' }),
      invalidatesTags: ['Notification', 'NotifTotal'],
    }),
    getMemberCart: build.query<MemberCartItem[], void>({
      query: () => 'api/transaction/member-cart',
      providesTags: ['Cart'],
      // Spec §7: the length of `data` becomes the cart badge (`totalCart`, spec §3).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data !== null) dispatch(clientStateActions.setTotalCart(data.length));
      },
    }),
    getContentCategories: build.query<ContentCategory[], ContentKind>({
      query: (kind) => `api/${kind}/list-categories`,
      providesTags: ['ContentCategory'],
      keepUnusedDataFor: 600,
    }),
    getPublicSiteConfig: build.query<PublicSiteConfig, void>({
      query: () => 'api/config/public',
      // Changes only with a redeploy of the API.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetNotifTotalQuery,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useGetMemberCartQuery,
  useGetContentCategoriesQuery,
  useGetPublicSiteConfigQuery,
} = chromeApi;
