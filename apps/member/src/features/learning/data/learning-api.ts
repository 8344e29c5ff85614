// The course player (decision 0020): a course's outline with the member's progress, one material, saving progress.
// The member-only tags these endpoints provide or invalidate are declared here (User and the notification tags are
// data-access-api's). A batch's content is served by the same endpoints (decision 0041); its page (`MemberBatch`,
// the liveclass-batch feature's) shows the progress and XP too.
import { api } from '@akademi-siber/data-access-api';
import type {
  CoursePlayer,
  MaterialProgressBody,
  MaterialProgressResult,
  PlayerMaterial,
} from '@akademi-siber/util-contracts';

const coursePath = (courseSlug: string) => `api/member/kelas/${encodeURIComponent(courseSlug)}`;
const materialPath = (courseSlug: string, hashId: string) =>
  `${coursePath(courseSlug)}/materi/${encodeURIComponent(hashId)}`;

export const learningApi = api
  .enhanceEndpoints({
    addTagTypes: ['CoursePlayer', 'PlayerMaterial', 'MemberClass', 'MemberCertificate', 'MemberCohort'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getCoursePlayer: build.query<CoursePlayer, string>({
        query: (courseSlug) => coursePath(courseSlug),
        providesTags: (_result, _error, courseSlug) => [{ type: 'CoursePlayer', id: courseSlug }],
      }),
      getPlayerMaterial: build.query<PlayerMaterial, { courseSlug: string; hashId: string }>({
        query: ({ courseSlug, hashId }) => materialPath(courseSlug, hashId),
        providesTags: (_result, _error, { hashId }) => [{ type: 'PlayerMaterial', id: hashId }],
      }),
      /**
       * Saves the position (quietly, while a video plays) or marks the material done. A completion refreshes the
       * outline, the class list, a batch's or a group's page, the navbar's points and XP, and — when it finished the
       * course — the certificates.
       */
      saveMaterialProgress: build.mutation<
        MaterialProgressResult,
        { courseSlug: string; hashId: string; body: MaterialProgressBody }
      >({
        query: ({ courseSlug, hashId, body }) => ({
          url: `${materialPath(courseSlug, hashId)}/progress`,
          method: 'PUT',
          body,
        }),
        invalidatesTags: (result, _error, { courseSlug, hashId, body }) =>
          body.completed
            ? [
                { type: 'CoursePlayer', id: courseSlug },
                { type: 'PlayerMaterial', id: hashId },
                'MemberClass',
                'MemberCohort',
                'User',
                'NotifTotal',
                ...(result?.courseCompleted ? (['MemberCertificate', 'Notification'] as const) : []),
              ]
            : [],
        // A saved position is where this material (and the course) resumes, also later in this visit: the cached
        // answers follow it without asking the API again.
        async onQueryStarted({ courseSlug, hashId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              learningApi.util.updateQueryData('getPlayerMaterial', { courseSlug, hashId }, (draft) => {
                draft.positionSeconds = data.positionSeconds;
              }),
            );
            dispatch(
              learningApi.util.updateQueryData('getCoursePlayer', courseSlug, (draft) => {
                const material = draft.modules
                  .flatMap((module) => module.materials.map((item) => ({ module, item })))
                  .find(({ item }) => item.hashId === hashId);
                if (!material) return;
                material.item.positionSeconds = data.positionSeconds;
                draft.resume = {
                  hashId,
                  title: material.item.title,
                  moduleSlug: material.module.slug,
                  positionSeconds: data.positionSeconds,
                };
              }),
            );
          } catch {
            // Nothing saved: the cached answers stay as the API last gave them.
          }
        },
      }),
    }),
  });

export const { useGetCoursePlayerQuery, useGetPlayerMaterialQuery, useSaveMaterialProgressMutation } = learningApi;
