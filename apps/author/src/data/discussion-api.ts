// The author's side of course discussions (decision 0021): a course's threads, one thread, answering and moderating.
import { api } from '@akademi-siber/data-access-api';
import type { ApiEnvelope, ApiPage, DiscussionBody, DiscussionDetail, DiscussionReply, DiscussionStatusFilter, DiscussionSummary } from '@akademi-siber/util-contracts';

const listPath = (courseSlug: string) => `api/author/kelas/${encodeURIComponent(courseSlug)}/diskusi`;
const threadPath = (hashId: string) => `api/author/diskusi/${encodeURIComponent(hashId)}`;
const courseTag = (courseSlug: string) => ({ type: 'Discussion' as const, id: `author:${courseSlug}` });
const threadTag = (hashId: string) => ({ type: 'Discussion' as const, id: `author:${hashId}` });

export const authorDiscussionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorCourseDiscussions: build.query<ApiPage<DiscussionSummary>, { courseSlug: string; page: number; q?: string; status: DiscussionStatusFilter }>({
      query: ({ courseSlug, page, q, status }) => ({ url: listPath(courseSlug), params: { page, per_page: 10, status, ...(q ? { q } : {}) } }),
      providesTags: (_result, _error, { courseSlug }) => [courseTag(courseSlug)],
    }),
    getAuthorDiscussion: build.query<DiscussionDetail, string>({
      query: (hashId) => threadPath(hashId),
      transformResponse: (response: ApiEnvelope<DiscussionDetail>) => response.data,
      providesTags: (_result, _error, hashId) => [threadTag(hashId)],
    }),
    createAuthorDiscussion: build.mutation<DiscussionDetail, { courseSlug: string; body: DiscussionBody }>({
      query: ({ courseSlug, body }) => ({ url: listPath(courseSlug), method: 'POST', body }),
      transformResponse: (response: ApiEnvelope<DiscussionDetail>) => response.data,
      invalidatesTags: (_result, _error, { courseSlug }) => [courseTag(courseSlug)],
    }),
    answerAsAuthor: build.mutation<DiscussionReply, { courseSlug: string; hashId: string; body: string }>({
      query: ({ hashId, body }) => ({ url: `${threadPath(hashId)}/balasan`, method: 'POST', body: { body } }),
      transformResponse: (response: ApiEnvelope<DiscussionReply>) => response.data,
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [threadTag(hashId), courseTag(courseSlug)],
    }),
    moderateAuthorDiscussion: build.mutation<DiscussionDetail, { courseSlug: string; hashId: string; change: { pinned: boolean } | { closed: boolean } }>({
      query: ({ hashId, change }) => ({ url: `${threadPath(hashId)}/${'pinned' in change ? 'pin' : 'close'}`, method: 'PUT', body: change }),
      transformResponse: (response: ApiEnvelope<DiscussionDetail>) => response.data,
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [threadTag(hashId), courseTag(courseSlug)],
    }),
    deleteAuthorDiscussion: build.mutation<{ hashId: string }, { courseSlug: string; hashId: string; reason: string }>({
      query: ({ hashId, reason }) => ({ url: threadPath(hashId), method: 'DELETE', body: { reason } }),
      transformResponse: (response: ApiEnvelope<{ hashId: string }>) => response.data,
      invalidatesTags: (_result, _error, { courseSlug }) => [courseTag(courseSlug)],
    }),
    deleteAuthorDiscussionReply: build.mutation<{ id: number }, { courseSlug: string; hashId: string; replyId: number }>({
      query: ({ hashId, replyId }) => ({ url: `${threadPath(hashId)}/balasan/${replyId}`, method: 'DELETE' }),
      transformResponse: (response: ApiEnvelope<{ id: number }>) => response.data,
      invalidatesTags: (_result, _error, { courseSlug, hashId }) => [threadTag(hashId), courseTag(courseSlug)],
    }),
  }),
});

export const {
  useGetAuthorCourseDiscussionsQuery,
  useGetAuthorDiscussionQuery,
  useCreateAuthorDiscussionMutation,
  useAnswerAsAuthorMutation,
  useModerateAuthorDiscussionMutation,
  useDeleteAuthorDiscussionMutation,
  useDeleteAuthorDiscussionReplyMutation,
} = authorDiscussionApi;
