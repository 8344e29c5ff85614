/**
 * The staff's cybersecurity lab (decision 0035) under /api/lcadm/lab: challenges with their flags, hints and files,
 * exercise labs, the submission log, the scoreboard freeze and the live scoreboard. Its cache tags are declared here:
 * 'AdminLabChallenge' (the list is `LIST`, one challenge its id), 'AdminLabExercise', 'AdminLabSubmission',
 * 'AdminLabSettings'. No answer carries a flag, a pattern or a step answer (the API's promise): the pages only ever
 * send them.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AdminLabChallenge,
  AdminLabChallengeRow,
  AdminLabExercise,
  AdminLabSubmission,
  LabCategory,
  LabChallengeInput,
  LabExerciseInput,
  LabFlagInput,
  LabHintInput,
  LabScoreboard,
  LabScoreboardPeriod,
  LabSettings,
} from '@akademi-siber/util-contracts';

export type LabVisibility = 'visible' | 'hidden';

export interface AdminLabChallengesArgs {
  page: number;
  perPage: number;
  search?: string;
  category?: LabCategory;
  visibility?: LabVisibility;
}

export interface AdminLabSubmissionsArgs {
  page: number;
  perPage: number;
  challengeId?: number;
  username?: string;
  suspicious?: boolean;
}

/** A row of the exercise labs' list: the detail without its description and steps. */
export type AdminLabExerciseRow = Omit<AdminLabExercise, 'description' | 'stepList'>;

const LIST = { type: 'AdminLabChallenge', id: 'LIST' } as const;
const EXERCISES = { type: 'AdminLabExercise', id: 'LIST' } as const;
/** A change to one challenge: its detail and the list (counts, status, last change) are stale. */
const challengeChanged = (challengeId: number) => [{ type: 'AdminLabChallenge' as const, id: challengeId }, LIST];

export const labApi = api
  .enhanceEndpoints({
    addTagTypes: ['AdminLabChallenge', 'AdminLabExercise', 'AdminLabSubmission', 'AdminLabSettings'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminLabChallenges: build.query<ApiList<AdminLabChallengeRow>, AdminLabChallengesArgs>({
        query: ({ page, perPage, search, category, visibility }) => ({
          url: 'api/lcadm/lab/challenges',
          params: {
            page,
            per_page: perPage,
            ...(search ? { search } : {}),
            ...(category ? { category } : {}),
            ...(visibility ? { visibility } : {}),
          },
        }),
        providesTags: [LIST],
      }),
      getAdminLabChallenge: build.query<AdminLabChallenge, number>({
        query: (challengeId) => `api/lcadm/lab/challenges/${challengeId}`,
        providesTags: (_result, _error, challengeId) => [{ type: 'AdminLabChallenge', id: challengeId }],
      }),
      createAdminLabChallenge: build.mutation<AdminLabChallenge, LabChallengeInput>({
        query: (body) => ({ url: 'api/lcadm/lab/challenges', method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      updateAdminLabChallenge: build.mutation<AdminLabChallenge, { challengeId: number; body: LabChallengeInput }>({
        query: ({ challengeId, body }) => ({ url: `api/lcadm/lab/challenges/${challengeId}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      /** 409 once someone solved it (the API's message says to unpublish instead). */
      deleteAdminLabChallenge: build.mutation<null, number>({
        query: (challengeId) => ({ url: `api/lcadm/lab/challenges/${challengeId}`, method: 'DELETE' }),
        // Not the deleted challenge's own tag: its page is left, and a refetch would only find a 404.
        invalidatesTags: [LIST, 'AdminLabSubmission'],
      }),
      /** A static flag's text or a regex is sent once and never comes back: the answer shows the kind only. */
      addAdminLabFlag: build.mutation<AdminLabChallenge, { challengeId: number; body: LabFlagInput }>({
        query: ({ challengeId, body }) => ({
          url: `api/lcadm/lab/challenges/${challengeId}/flags`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      deleteAdminLabFlag: build.mutation<AdminLabChallenge, { challengeId: number; flagId: number }>({
        query: ({ flagId }) => ({ url: `api/lcadm/lab/flags/${flagId}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      addAdminLabHint: build.mutation<AdminLabChallenge, { challengeId: number; body: LabHintInput }>({
        query: ({ challengeId, body }) => ({
          url: `api/lcadm/lab/challenges/${challengeId}/hints`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      updateAdminLabHint: build.mutation<
        AdminLabChallenge,
        { challengeId: number; hintId: number; body: LabHintInput }
      >({
        query: ({ hintId, body }) => ({ url: `api/lcadm/lab/hints/${hintId}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      deleteAdminLabHint: build.mutation<AdminLabChallenge, { challengeId: number; hintId: number }>({
        query: ({ hintId }) => ({ url: `api/lcadm/lab/hints/${hintId}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      /** Multipart field `file`; FormData lets fetch set the boundary. `perUser`: a text file with {{FLAG}}. */
      uploadAdminLabAttachment: build.mutation<
        AdminLabChallenge,
        { challengeId: number; file: File; perUser: boolean }
      >({
        query: ({ challengeId, file, perUser }) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return {
            url: `api/lcadm/lab/challenges/${challengeId}/attachments`,
            method: 'POST',
            params: perUser ? { perUser: 'true' } : undefined,
            body,
          };
        },
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      deleteAdminLabAttachment: build.mutation<AdminLabChallenge, { challengeId: number; attachmentId: number }>({
        query: ({ attachmentId }) => ({ url: `api/lcadm/lab/attachments/${attachmentId}`, method: 'DELETE' }),
        invalidatesTags: (_result, _error, { challengeId }) => challengeChanged(challengeId),
      }),
      /** The player's attempt count and wrong-answer limit start again; the submission log stays. */
      resetAdminLabAttempts: build.mutation<{ previousAttempts: number }, { challengeId: number; username: string }>({
        query: ({ challengeId, username }) => ({
          url: `api/lcadm/lab/challenges/${challengeId}/reset-attempts`,
          method: 'POST',
          body: { username },
        }),
      }),
      getAdminLabSubmissions: build.query<ApiList<AdminLabSubmission>, AdminLabSubmissionsArgs>({
        query: ({ page, perPage, challengeId, username, suspicious }) => ({
          url: 'api/lcadm/lab/submissions',
          params: {
            page,
            per_page: perPage,
            ...(challengeId ? { challengeId } : {}),
            ...(username ? { username } : {}),
            ...(suspicious ? { suspicious: 'true' } : {}),
          },
        }),
        providesTags: ['AdminLabSubmission'],
      }),
      getAdminLabExercises: build.query<ApiList<AdminLabExerciseRow>, { page: number; perPage: number }>({
        query: ({ page, perPage }) => ({ url: 'api/lcadm/lab/exercises', params: { page, per_page: perPage } }),
        providesTags: [EXERCISES],
      }),
      getAdminLabExercise: build.query<AdminLabExercise, number>({
        query: (exerciseId) => `api/lcadm/lab/exercises/${exerciseId}`,
        providesTags: (_result, _error, exerciseId) => [{ type: 'AdminLabExercise', id: exerciseId }],
      }),
      createAdminLabExercise: build.mutation<AdminLabExercise, LabExerciseInput>({
        query: (body) => ({ url: 'api/lcadm/lab/exercises', method: 'POST', body }),
        invalidatesTags: [EXERCISES],
      }),
      updateAdminLabExercise: build.mutation<AdminLabExercise, { exerciseId: number; body: LabExerciseInput }>({
        query: ({ exerciseId, body }) => ({ url: `api/lcadm/lab/exercises/${exerciseId}`, method: 'PUT', body }),
        invalidatesTags: (_result, _error, { exerciseId }) => [{ type: 'AdminLabExercise', id: exerciseId }, EXERCISES],
      }),
      getAdminLabSettings: build.query<LabSettings, void>({
        query: () => 'api/lcadm/lab/settings',
        providesTags: ['AdminLabSettings'],
      }),
      saveAdminLabSettings: build.mutation<LabSettings, LabSettings>({
        query: (body) => ({ url: 'api/lcadm/lab/settings', method: 'PUT', body }),
        invalidatesTags: ['AdminLabSettings'],
      }),
      /** The live board: every solve, whatever the freeze. */
      getAdminLabScoreboard: build.query<LabScoreboard, { period: LabScoreboardPeriod }>({
        query: ({ period }) => ({ url: 'api/lcadm/lab/scoreboard', params: { period } }),
        providesTags: ['AdminLabSettings'],
      }),
    }),
  });

export const {
  useGetAdminLabChallengesQuery,
  useGetAdminLabChallengeQuery,
  useCreateAdminLabChallengeMutation,
  useUpdateAdminLabChallengeMutation,
  useDeleteAdminLabChallengeMutation,
  useAddAdminLabFlagMutation,
  useDeleteAdminLabFlagMutation,
  useAddAdminLabHintMutation,
  useUpdateAdminLabHintMutation,
  useDeleteAdminLabHintMutation,
  useUploadAdminLabAttachmentMutation,
  useDeleteAdminLabAttachmentMutation,
  useResetAdminLabAttemptsMutation,
  useGetAdminLabSubmissionsQuery,
  useGetAdminLabExercisesQuery,
  useGetAdminLabExerciseQuery,
  useCreateAdminLabExerciseMutation,
  useUpdateAdminLabExerciseMutation,
  useGetAdminLabSettingsQuery,
  useSaveAdminLabSettingsMutation,
  useGetAdminLabScoreboardQuery,
} = labApi;
