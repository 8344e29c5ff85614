/**
 * The player's CTF challenges (GET /api/lab/challenges and …/:challengeSlug, decision 0035): the catalogue with what
 * the player did, one challenge, unlocking a hint and submitting a flag. The cache tags are the feature's own.
 */
import { api, type ApiError } from '@akademi-siber/data-access-api';
import {
  LAB_PATHS,
  type ApiEnvelope,
  type LabCategoryGroup,
  type LabChallengeCard,
  type LabChallengeDetail,
  type LabHintUnlockResult,
  type LabSubmissionResult,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

/** A failure of the flag form: the API's message, and for a 429 the seconds of its Retry-After. */
export interface SubmissionError extends ApiError {
  retryAfter: number | null;
}

export const challengesApi = api.enhanceEndpoints({ addTagTypes: ['LabChallenge', 'LabStanding'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabChallenges: build.query<LabCategoryGroup<LabChallengeCard>[], void>({
      query: () => url(LAB_PATHS.challenges),
      providesTags: [{ type: 'LabChallenge', id: 'LIST' }],
    }),
    getLabChallenge: build.query<LabChallengeDetail, string>({
      query: (slug) => url(LAB_PATHS.challenge(slug)),
      providesTags: (_result, _error, slug) => [{ type: 'LabChallenge', id: slug }],
    }),
    unlockLabHint: build.mutation<LabHintUnlockResult, { slug: string; hintId: number }>({
      query: ({ slug, hintId }) => ({ url: url(LAB_PATHS.unlockHint(slug, hintId)), method: 'POST' }),
      invalidatesTags: (_result, _error, { slug }) => [{ type: 'LabChallenge', id: slug }],
    }),
    /** The whole envelope: its message says right or wrong (and first blood) in the API's words. */
    submitLabFlag: build.mutation<ApiEnvelope<LabSubmissionResult>, { slug: string; flag: string }>({
      query: ({ slug, flag }) => ({ url: url(LAB_PATHS.submissions(slug)), method: 'POST', body: { flag } }),
      extraOptions: { rawBody: true },
      transformErrorResponse: (error: ApiError, meta): SubmissionError => {
        const seconds = Number((meta as { response?: Response } | undefined)?.response?.headers.get('Retry-After'));
        return { ...error, retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : null };
      },
      // A solve changes the catalogue (solved, values, first blood) and the standings; a wrong one the attempts.
      invalidatesTags: (result, _error, { slug }) =>
        result?.data.correct
          ? [{ type: 'LabChallenge', id: slug }, { type: 'LabChallenge', id: 'LIST' }, 'LabStanding']
          : [{ type: 'LabChallenge', id: slug }],
    }),
  }),
});

export const { useGetLabChallengesQuery, useGetLabChallengeQuery, useUnlockLabHintMutation, useSubmitLabFlagMutation } =
  challengesApi;
