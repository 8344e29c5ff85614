/**
 * Guided exercise labs (GET /api/lab/exercises/:exerciseSlug, decision 0035): one lab's ordered steps (resumed at
 * `currentStepId`), opening a step's hint and answering the current step. The list with the player's progress is
 * data-access-lab's (the member's dashboard reads it too).
 */
import { api } from '@akademi-siber/data-access-api';
import {
  LAB_PATHS,
  type ApiEnvelope,
  type LabExerciseDetail,
  type LabHintUnlockResult,
  type LabStepAnswerResult,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const exercisesApi = api.enhanceEndpoints({ addTagTypes: ['LabExercise'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabExercise: build.query<LabExerciseDetail, string>({
      query: (slug) => url(LAB_PATHS.exercise(slug)),
      providesTags: (_result, _error, slug) => [{ type: 'LabExercise', id: slug }],
    }),
    unlockLabStepHint: build.mutation<LabHintUnlockResult, { slug: string; stepId: number; hintId: number }>({
      query: ({ slug, stepId, hintId }) => ({
        url: url(LAB_PATHS.unlockStepHint(slug, stepId, hintId)),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { slug }) => [{ type: 'LabExercise', id: slug }],
    }),
    /** The whole envelope: its message says right, wrong or completed in the API's words. */
    answerLabStep: build.mutation<ApiEnvelope<LabStepAnswerResult>, { slug: string; stepId: number; answer: string }>({
      query: ({ slug, stepId, answer }) => ({
        url: url(LAB_PATHS.answerStep(slug, stepId)),
        method: 'POST',
        body: { answer },
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (result, _error, { slug }) =>
        result?.data.correct
          ? [
              { type: 'LabExercise', id: slug },
              { type: 'LabExercise', id: 'LIST' },
            ]
          : [],
    }),
  }),
});

export const { useGetLabExerciseQuery, useAnswerLabStepMutation, useUnlockLabStepHintMutation } = exercisesApi;
