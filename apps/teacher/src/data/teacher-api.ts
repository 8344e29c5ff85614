import { api } from '@akademi-siber/data-access-api';
import type { ApiPage, TeacherClassroom } from '@akademi-siber/util-contracts';

export const teacherApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeacherClassrooms: build.query<ApiPage<TeacherClassroom>, { page: number; perPage?: number }>({
      query: ({ page, perPage = 9 }) => ({ url: 'api/teacher/classrooms', params: { page, per_page: perPage } }),
      providesTags: ['Classroom'],
    }),
  }),
});

export const { useGetTeacherClassroomsQuery } = teacherApi;
