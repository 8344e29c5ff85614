// Course discussions (decision 0021): a course's threads, one thread with its replies, and the member's writes.
// The `Discussion` tag is data-access-api's: the staff's views (feature-discussions) use it too.
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  DiscussionBody,
  DiscussionDetail,
  DiscussionReply,
  DiscussionReplyBody,
  DiscussionSummary,
} from '@akademi-siber/util-contracts';

const listPath = (courseSlug: string) => `api/member/kelas/${encodeURIComponent(courseSlug)}/diskusi`;
const threadPath = (hashId: string) => `api/member/diskusi/${encodeURIComponent(hashId)}`;

export interface DiscussionListArgs {
  courseSlug: string;
  page: number;
  q?: string;
}

export const discussionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourseDiscussions: build.query<ApiList<DiscussionSummary>, DiscussionListArgs>({
      query: ({ courseSlug, page, q }) => ({
        url: listPath(courseSlug),
        params: { page, per_page: 10, ...(q ? { q } : {}) },
      }),
      providesTags: (_result, _error, { courseSlug }) => [{ type: 'Discussion', id: `course:${courseSlug}` }],
    }),
    getDiscussion: build.query<DiscussionDetail, string>({
      query: (hashId) => threadPath(hashId),
      providesTags: (_result, _error, hashId) => [{ type: 'Discussion', id: hashId }],
    }),
    createDiscussion: build.mutation<DiscussionDetail, { courseSlug: string; body: DiscussionBody }>({
      query: ({ courseSlug, body }) => ({ url: listPath(courseSlug), method: 'POST', body }),
      invalidatesTags: (_result, _error, { courseSlug }) => [{ type: 'Discussion', id: `course:${courseSlug}` }],
    }),
    updateDiscussion: build.mutation<DiscussionDetail, { courseSlug: string; hashId: string; body: DiscussionBody }>({
      query: ({ hashId, body }) => ({ url: threadPath(hashId), method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [
        { type: 'Discussion', id: hashId },
        { type: 'Discussion', id: `course:${courseSlug}` },
      ],
    }),
    deleteDiscussion: build.mutation<{ hashId: string }, { courseSlug: string; hashId: string }>({
      query: ({ hashId }) => ({ url: threadPath(hashId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { courseSlug }) => [{ type: 'Discussion', id: `course:${courseSlug}` }],
    }),
    replyToDiscussion: build.mutation<
      DiscussionReply,
      { courseSlug: string; hashId: string; body: DiscussionReplyBody }
    >({
      query: ({ hashId, body }) => ({ url: `${threadPath(hashId)}/balasan`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [
        { type: 'Discussion', id: hashId },
        { type: 'Discussion', id: `course:${courseSlug}` },
      ],
    }),
    updateDiscussionReply: build.mutation<
      DiscussionReply,
      { hashId: string; replyId: number; body: DiscussionReplyBody }
    >({
      query: ({ hashId, replyId, body }) => ({
        url: `${threadPath(hashId)}/balasan/${replyId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { hashId }) => [{ type: 'Discussion', id: hashId }],
    }),
    deleteDiscussionReply: build.mutation<{ id: number }, { courseSlug: string; hashId: string; replyId: number }>({
      query: ({ hashId, replyId }) => ({ url: `${threadPath(hashId)}/balasan/${replyId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [
        { type: 'Discussion', id: hashId },
        { type: 'Discussion', id: `course:${courseSlug}` },
      ],
    }),
  }),
});

export const {
  useGetCourseDiscussionsQuery,
  useGetDiscussionQuery,
  useCreateDiscussionMutation,
  useUpdateDiscussionMutation,
  useDeleteDiscussionMutation,
  useReplyToDiscussionMutation,
  useUpdateDiscussionReplyMutation,
  useDeleteDiscussionReplyMutation,
} = discussionApi;
