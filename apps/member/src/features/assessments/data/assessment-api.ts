// Module quizzes, course exams (decision 0018) and a batch's pre-test and post-test (decision 0041): the info
// screen, starting/resuming, autosave, submit, review. `Assessment`, `MemberClass` and `MemberBatch` are the member
// remote's own tags, declared here too; `User` is data-access-api's.
import { api } from '@akademi-siber/data-access-api';
import {
  BATCH_TEST_API_SEGMENTS,
  type AssessmentInfo,
  type Attempt,
  type AttemptAnswer,
} from '@akademi-siber/util-contracts';

/**
 * Which assessment a screen is about: a module's quiz (`moduleSlug`), a batch's pre-test or post-test (`test`), or
 * else the course exam (a batch's final test). `courseSlug` is the course's, or the batch content's.
 */
export interface AssessmentTarget {
  courseSlug: string;
  moduleSlug?: string;
  test?: 'pre_test' | 'post_test';
}

/** The segment after `api/member/kelas/{courseSlug}/`. */
const segment = ({ moduleSlug, test }: AssessmentTarget) =>
  moduleSlug ? `modul/${encodeURIComponent(moduleSlug)}/kuis` : BATCH_TEST_API_SEGMENTS[test ?? 'final_test'];

const basePath = (target: AssessmentTarget) =>
  `api/member/kelas/${encodeURIComponent(target.courseSlug)}/${segment(target)}`;

const infoTag = (target: AssessmentTarget) => ({
  type: 'Assessment' as const,
  id: `${target.courseSlug}/${target.moduleSlug ?? BATCH_TEST_API_SEGMENTS[target.test ?? 'final_test']}`,
});

export const assessmentApi = api
  .enhanceEndpoints({ addTagTypes: ['Assessment', 'MemberClass', 'MemberCohort'] })
  .injectEndpoints({
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
      submitAttempt: build.mutation<Attempt, { attemptId: number; answers: AttemptAnswer[]; target: AssessmentTarget }>(
        {
          query: ({ attemptId, answers }) => ({
            url: `api/member/attempts/${attemptId}/submit`,
            method: 'POST',
            body: { answers },
          }),
          // Passing may award points (the navbar's totals) and complete the course; a batch's or a group's page shows
          // the test's best score, the certificate's requirements and the cohort's XP.
          invalidatesTags: (_result, _error, { target }) => [infoTag(target), 'User', 'MemberClass', 'MemberCohort'],
        },
      ),
    }),
  });

export const {
  useGetAssessmentInfoQuery,
  useStartAttemptMutation,
  useGetAttemptQuery,
  useSaveAttemptAnswersMutation,
  useSubmitAttemptMutation,
} = assessmentApi;
