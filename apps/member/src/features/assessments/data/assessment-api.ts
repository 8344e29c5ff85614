// Module quizzes and course exams (decision 0018): the info screen, starting/resuming, autosave, submit, review.
// `Assessment` and `MemberClass` are the member remote's own tags, declared here; `User` is data-access-api's.
import { api } from '@akademi-siber/data-access-api';
import type { AssessmentInfo, Attempt, AttemptAnswer } from '@akademi-siber/util-contracts';

/** Which assessment a screen is about: a module's quiz, or the course exam when `moduleSlug` is absent. */
export interface AssessmentTarget {
  courseSlug: string;
  moduleSlug?: string;
}

const basePath = ({ courseSlug, moduleSlug }: AssessmentTarget) =>
  moduleSlug
    ? `api/member/kelas/${encodeURIComponent(courseSlug)}/modul/${encodeURIComponent(moduleSlug)}/kuis`
    : `api/member/kelas/${encodeURIComponent(courseSlug)}/ujian`;

const infoTag = (target: AssessmentTarget) => ({
  type: 'Assessment' as const,
  id: `${target.courseSlug}/${target.moduleSlug ?? 'ujian'}`,
});

export const assessmentApi = api.enhanceEndpoints({ addTagTypes: ['Assessment', 'MemberClass'] }).injectEndpoints({
  endpoints: (build) => ({
    getAssessmentInfo: build.query<AssessmentInfo, AssessmentTarget>({
      query: (target) => basePath(target),
      providesTags: (_result, _error, target) => [infoTag(target)],
    }),
    startAttempt: build.mutation<Attempt, AssessmentTarget>({
      query: (target) => ({ url: `${basePath(target)}/attempts`, method: 'POST' }),
      invalidatesTags: (_result, _error, target) => [infoTag(target)],
    }),
    getAttempt: build.query<Attempt, number>({
      query: (attemptId) => `api/member/attempts/${attemptId}`,
      providesTags: (_result, _error, attemptId) => [{ type: 'Assessment', id: `attempt-${attemptId}` }],
    }),
    saveAttemptAnswers: build.mutation<
      { savedAt: string; deadline: string },
      { attemptId: number; answers: AttemptAnswer[] }
    >({
      query: ({ attemptId, answers }) => ({
        url: `api/member/attempts/${attemptId}/answers`,
        method: 'PUT',
        body: { answers },
      }),
    }),
    submitAttempt: build.mutation<Attempt, { attemptId: number; answers: AttemptAnswer[]; target: AssessmentTarget }>({
      query: ({ attemptId, answers }) => ({
        url: `api/member/attempts/${attemptId}/submit`,
        method: 'POST',
        body: { answers },
      }),
      // Passing may award points (the navbar's totals) and complete the course.
      invalidatesTags: (_result, _error, { target }) => [infoTag(target), 'User', 'MemberClass'],
    }),
  }),
});

export const {
  useGetAssessmentInfoQuery,
  useStartAttemptMutation,
  useGetAttemptQuery,
  useSaveAttemptAnswersMutation,
  useSubmitAttemptMutation,
} = assessmentApi;
