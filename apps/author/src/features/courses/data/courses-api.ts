import { api, type ApiList } from '@akademi-siber/data-access-api';
import type { AuthorCourse } from '@akademi-siber/util-contracts';

export const coursesApi = api.enhanceEndpoints({ addTagTypes: ['AuthorCourse'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorCourses: build.query<
      ApiList<AuthorCourse>,
      { page: number; perPage?: number; state?: AuthorCourse['state'] }
    >({
      query: ({ page, perPage = 10, state }) => ({
        url: 'api/author/courses',
        params: { page, per_page: perPage, ...(state ? { state } : {}) },
      }),
      providesTags: ['AuthorCourse'],
    }),
  }),
});

export const { useGetAuthorCoursesQuery } = coursesApi;
