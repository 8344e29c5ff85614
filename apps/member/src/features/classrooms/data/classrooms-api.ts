/** The classrooms a member studies in and joining one by its code (API module `classrooms`, decision 0037). */
import { api } from '@akademi-siber/data-access-api';
import { CLASSROOM_PATHS, type ClassroomJoinInput, type MemberClassroom } from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const memberClassroomsApi = api.enhanceEndpoints({ addTagTypes: ['MemberClassroom'] }).injectEndpoints({
  endpoints: (build) => ({
    getMemberClassrooms: build.query<MemberClassroom[], void>({
      query: () => url(CLASSROOM_PATHS.memberClassrooms),
      providesTags: ['MemberClassroom'],
    }),
    joinClassroom: build.mutation<MemberClassroom, ClassroomJoinInput>({
      query: (body) => ({ url: url(CLASSROOM_PATHS.memberJoin), method: 'POST', body }),
      invalidatesTags: ['MemberClassroom'],
    }),
  }),
});

export const { useGetMemberClassroomsQuery, useJoinClassroomMutation } = memberClassroomsApi;
