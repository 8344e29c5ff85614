/**
 * The staff's Cyber Insight events (decision 0012) under /api/lcadm, tagged 'AdminEvent'. Built on the catalogue
 * (data-access-catalog, decision 0033): an event the staff change refetches the public events too. Who registered
 * for an event is the orders feature's (each registration is an order).
 */
import type { ApiList } from '@akademi-siber/data-access-api';
import { catalogApi } from '@akademi-siber/data-access-catalog';
import type { AdminEvent, EventInput } from '@akademi-siber/util-contracts';

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
  }),
});

export const { useGetAdminEventsQuery, useCreateAdminEventMutation, useUpdateAdminEventMutation } = eventsApi;
