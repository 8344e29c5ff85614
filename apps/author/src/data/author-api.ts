import { api } from '@akademi-siber/data-access-api';
import type { ApiPage, AuthorCourse } from '@akademi-siber/util-contracts';

export const authorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuthorCourses: build.query<ApiPage<AuthorCourse>, { page: number; perPage?: number }>({
      query: ({ page, perPage = 10 }) => ({ url: 'api/author/courses', params: { page, per_page: perPage } }),
      providesTags: ['AuthorCourse'],
    }),
  }),
});

export const { useGetAuthorCoursesQuery } = authorApi;
