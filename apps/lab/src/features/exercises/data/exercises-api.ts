/**
 * Guided exercise labs (GET /api/lab/exercises and …/:exerciseSlug, decision 0035): the list with the player's
 * progress, one lab's ordered steps (resumed at `currentStepId`) and answering the current step.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  LAB_PATHS,
  type ApiEnvelope,
  type LabExerciseCard,
  type LabExerciseDetail,
  type LabStepAnswerResult,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const exercisesApi = api.enhanceEndpoints({ addTagTypes: ['LabExercise'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabExercises: build.query<LabExerciseCard[], void>({
      query: () => url(LAB_PATHS.exercises),
      providesTags: [{ type: 'LabExercise', id: 'LIST' }],
    }),
    getLabExercise: build.query<LabExerciseDetail, string>({
      query: (slug) => url(LAB_PATHS.exercise(slug)),
      providesTags: (_result, _error, slug) => [{ type: 'LabExercise', id: slug }],
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

export const { useGetLabExercisesQuery, useGetLabExerciseQuery, useAnswerLabStepMutation } = exercisesApi;
