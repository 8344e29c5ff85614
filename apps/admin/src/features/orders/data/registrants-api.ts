/**
 * Who registered for an event (GET /api/lcadm/events/{eventId}/registrants): each registration is an order of the
 * event, with its status, so it is tagged 'AdminOrder' and follows an approval or a rejection in the queue. A file of
 * its own: only the registrants page loads it, while the queue's query rides in the remote's first chunk (the home's
 * shortcut counts the waiting orders).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { EventRegistrant } from '@akademi-siber/util-contracts';

export const registrantsApi = api.enhanceEndpoints({ addTagTypes: ['AdminOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminEventRegistrants: build.query<ApiList<EventRegistrant>, { eventId: number; page: number; perPage: number }>(
      {
        query: ({ eventId, page, perPage }) => ({
          url: `api/lcadm/events/${eventId}/registrants`,
          params: { page, per_page: perPage },
        }),
        providesTags: ['AdminOrder'],
      },
    ),
  }),
});

export const { useGetAdminEventRegistrantsQuery } = registrantsApi;
