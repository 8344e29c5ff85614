/**
 * The staff's discussion calls (decision 0021), apart from the views (the lib's `./staff-api` subpath) so that a page
 * needing only a count (the admin home's "Diskusi kelas" badge) does not load the views, their forms and zod.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  DiscussionBody,
  DiscussionCourseCount,
  DiscussionDetail,
  DiscussionReply,
  DiscussionStatusFilter,
  DiscussionSummary,
} from '@akademi-siber/util-contracts';

/** Which staff API answers: the course's author, or an admin. */
export type StaffArea = 'author' | 'lcadm';

export const STAFF_DISCUSSIONS_PER_PAGE = 10;

export interface StaffDiscussionListArgs {
  area: StaffArea;
  /** The author's list is always one course's; the admins' list is every course's unless one is chosen. */
  courseSlug?: string;
  page: number;
  q?: string;
  status: DiscussionStatusFilter;
}

const listUrl = ({ area, courseSlug }: Pick<StaffDiscussionListArgs, 'area' | 'courseSlug'>) =>
  area === 'author' ? `api/author/kelas/${encodeURIComponent(courseSlug ?? '')}/diskusi` : 'api/lcadm/diskusi';
const threadUrl = (area: StaffArea, hashId: string) => `api/${area}/diskusi/${encodeURIComponent(hashId)}`;
// One tag per area's lists (any write may move a thread between "all" and "waiting") and one per thread.
const listTag = (area: StaffArea) => ({ type: 'Discussion' as const, id: `${area}:lists` });
const threadTag = (area: StaffArea, hashId: string) => ({ type: 'Discussion' as const, id: `${area}:${hashId}` });

interface ThreadArgs {
  area: StaffArea;
  hashId: string;
}

export const staffDiscussionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffDiscussions: build.query<ApiList<DiscussionSummary>, StaffDiscussionListArgs>({
      query: ({ area, courseSlug, page, q, status }) => ({
        url: listUrl({ area, courseSlug }),
        params: {
          page,
          per_page: STAFF_DISCUSSIONS_PER_PAGE,
          status,
          ...(q ? { q } : {}),
          ...(area === 'lcadm' && courseSlug ? { kelas: courseSlug } : {}),
        },
      }),
      providesTags: (_result, _error, { area }) => [listTag(area)],
    }),
    /** The admins' course filter: courses with threads, most waiting first. */
    getDiscussionCourseCounts: build.query<DiscussionCourseCount[], void>({
      query: () => 'api/lcadm/kelas-diskusi',
      providesTags: [listTag('lcadm')],
    }),
    getStaffDiscussion: build.query<DiscussionDetail, ThreadArgs>({
      query: ({ area, hashId }) => threadUrl(area, hashId),
      providesTags: (_result, _error, { area, hashId }) => [threadTag(area, hashId)],
    }),
    /** Only the author starts threads (announcements in their course). */
    createAuthorDiscussion: build.mutation<DiscussionDetail, { courseSlug: string; body: DiscussionBody }>({
      query: ({ courseSlug, body }) => ({ url: listUrl({ area: 'author', courseSlug }), method: 'POST', body }),
      invalidatesTags: [listTag('author')],
    }),
    staffAnswerDiscussion: build.mutation<DiscussionReply, ThreadArgs & { body: string }>({
      query: ({ area, hashId, body }) => ({
        url: `${threadUrl(area, hashId)}/balasan`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: (_result, _error, { area, hashId }) => [threadTag(area, hashId), listTag(area)],
    }),
    staffModerateDiscussion: build.mutation<
      DiscussionDetail,
      ThreadArgs & { change: { pinned: boolean } | { closed: boolean } }
    >({
      query: ({ area, hashId, change }) => ({
        url: `${threadUrl(area, hashId)}/${'pinned' in change ? 'pin' : 'close'}`,
        method: 'PUT',
        body: change,
      }),
      invalidatesTags: (_result, _error, { area, hashId }) => [threadTag(area, hashId), listTag(area)],
    }),
    staffDeleteDiscussion: build.mutation<{ hashId: string }, ThreadArgs & { reason: string }>({
      query: ({ area, hashId, reason }) => ({ url: threadUrl(area, hashId), method: 'DELETE', body: { reason } }),
      invalidatesTags: (_result, _error, { area }) => [listTag(area)],
    }),
    staffDeleteDiscussionReply: build.mutation<{ id: number }, ThreadArgs & { replyId: number }>({
      query: ({ area, hashId, replyId }) => ({
        url: `${threadUrl(area, hashId)}/balasan/${replyId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { area, hashId }) => [threadTag(area, hashId), listTag(area)],
    }),
  }),
});

export const {
  useGetStaffDiscussionsQuery,
  useGetDiscussionCourseCountsQuery,
  useGetStaffDiscussionQuery,
  useCreateAuthorDiscussionMutation,
  useStaffAnswerDiscussionMutation,
  useStaffModerateDiscussionMutation,
  useStaffDeleteDiscussionMutation,
  useStaffDeleteDiscussionReplyMutation,
} = staffDiscussionApi;
