/**
 * The member's Cyber Insight registrations (decision 0012). The public event list and one event come from
 * data-access-catalog; registering is a checkout (the orders feature). The `MemberEvent` tag is the member remote's.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { MemberEventRegistration } from '@akademi-siber/util-contracts';

export const memberEventsApi = api.enhanceEndpoints({ addTagTypes: ['MemberEvent'] }).injectEndpoints({
  endpoints: (build) => ({
    getMemberEvents: build.query<ApiList<MemberEventRegistration>, { page: number; perPage?: number }>({
      query: ({ page, perPage = 10 }) => ({ url: 'api/member/events', params: { page, per_page: perPage } }),
      providesTags: ['MemberEvent'],
    }),
  }),
});

export const { useGetMemberEventsQuery } = memberEventsApi;
