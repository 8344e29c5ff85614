/**
 * The staff's Cyber Insight events (decision 0012) and who registered for each, under /api/lcadm, tagged
 * 'AdminEvent'. Built on the catalogue (data-access-catalog, decision 0033): an event the staff change refetches the
 * public events too.
 */
import type { ApiList } from '@akademi-siber/data-access-api';
import { catalogApi } from '@akademi-siber/data-access-catalog';
import type { AdminEvent, EventInput, EventRegistrant } from '@akademi-siber/util-contracts';

export const eventsApi = catalogApi.enhanceEndpoints({ addTagTypes: ['AdminEvent'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminEvents: build.query<ApiList<AdminEvent>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/lcadm/events', params: { page, per_page: perPage } }),
      providesTags: ['AdminEvent'],
    }),
    createAdminEvent: build.mutation<AdminEvent, EventInput>({
      query: (body) => ({ url: 'api/lcadm/events', method: 'POST', body }),
      invalidatesTags: ['AdminEvent', 'Event'],
    }),
    updateAdminEvent: build.mutation<AdminEvent, { id: number; body: EventInput }>({
      query: ({ id, body }) => ({ url: `api/lcadm/events/${id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminEvent', 'Event'],
    }),
    getAdminEventRegistrants: build.query<ApiList<EventRegistrant>, { eventId: number; page: number; perPage: number }>(
      {
        query: ({ eventId, page, perPage }) => ({
          url: `api/lcadm/events/${eventId}/registrants`,
          params: { page, per_page: perPage },
        }),
        providesTags: ['AdminEvent'],
      },
    ),
  }),
});

export const {
  useGetAdminEventsQuery,
  useCreateAdminEventMutation,
  useUpdateAdminEventMutation,
  useGetAdminEventRegistrantsQuery,
} = eventsApi;
