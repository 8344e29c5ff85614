/**
 * Kelas Saya (API module `learning`): the member's enrollments with their progress, and the live-class batches they
 * are in with their sessions. The `MemberClass` tag is the member remote's own: buying, activating, finishing a
 * material or passing an exam invalidates it from their own features.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { MemberClass, TrainingIndexBatch } from '@akademi-siber/util-contracts';

export interface MemberClassesArgs {
  page: number;
  perPage?: number;
  kind?: MemberClass['kind'];
}

export const myClassesApi = api.enhanceEndpoints({ addTagTypes: ['MemberClass'] }).injectEndpoints({
  endpoints: (build) => ({
    getMemberClasses: build.query<ApiList<MemberClass>, MemberClassesArgs>({
      query: ({ page, perPage = 6, kind }) => ({
        url: 'api/member/kelas-saya',
        params: { page, per_page: perPage, ...(kind ? { kind } : {}) },
      }),
      providesTags: ['MemberClass'],
    }),
    /** The member's live-class batches with their sessions (/member/training-index). */
    getTrainingIndex: build.query<TrainingIndexBatch[], void>({
      query: () => 'api/member/training-index',
      providesTags: ['MemberClass'],
    }),
  }),
});

export const { useGetMemberClassesQuery, useGetTrainingIndexQuery } = myClassesApi;
