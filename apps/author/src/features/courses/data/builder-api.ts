/**
 * The course builder's calls (decision 0053): a new draft, one course's builder view and settings, its thumbnail,
 * starting or dropping a change of a published course, and submitting for review. A change here also changes the
 * author's list and the content editor's outline, so their tags are invalidated with the course's.
 */
import { api } from '@akademi-siber/data-access-api';
import type {
  BuiltCourse,
  CourseCreateInput,
  CourseSettingsInput,
  CourseSlugSuggestion,
} from '@akademi-siber/util-contracts';

const one = (slug: string) => `api/author/courses/${encodeURIComponent(slug)}`;

export const builderApi = api
  .enhanceEndpoints({ addTagTypes: ['BuiltCourse', 'AuthorCourse', 'AuthoredContent'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getBuiltCourse: build.query<BuiltCourse, string>({
        query: (slug) => one(slug),
        providesTags: (_result, _error, slug) => [{ type: 'BuiltCourse', id: slug }],
      }),
      getCourseSlugSuggestion: build.query<CourseSlugSuggestion, { title?: string; slug?: string }>({
        query: (params) => ({ url: 'api/author/courses/slug-suggestion', params }),
      }),
      createCourse: build.mutation<BuiltCourse, CourseCreateInput>({
        query: (body) => ({ url: 'api/author/courses', method: 'POST', body }),
        invalidatesTags: ['AuthorCourse'],
      }),
      saveCourseSettings: build.mutation<BuiltCourse, { slug: string; body: CourseSettingsInput }>({
        query: ({ slug, body }) => ({ url: one(slug), method: 'PUT', body }),
        invalidatesTags: (_result, _error, { slug }) => [{ type: 'BuiltCourse', id: slug }, 'AuthorCourse'],
      }),
      uploadCourseThumbnail: build.mutation<BuiltCourse, { slug: string; file: File }>({
        query: ({ slug, file }) => {
          const body = new FormData();
          body.append('file', file);
          return { url: `${one(slug)}/thumbnail`, method: 'POST', body };
        },
        invalidatesTags: (_result, _error, { slug }) => [{ type: 'BuiltCourse', id: slug }, 'AuthorCourse'],
      }),
      changeCourseRevision: build.mutation<BuiltCourse, { slug: string; action: 'start' | 'discard' }>({
        query: ({ slug, action }) => ({ url: `${one(slug)}/revision`, method: action === 'start' ? 'POST' : 'DELETE' }),
        invalidatesTags: (_result, _error, { slug }) => [
          { type: 'BuiltCourse', id: slug },
          'AuthorCourse',
          'AuthoredContent',
        ],
      }),
      submitCourse: build.mutation<BuiltCourse, { slug: string; note: string }>({
        query: ({ slug, note }) => ({ url: `${one(slug)}/submission`, method: 'POST', body: { note } }),
        invalidatesTags: (_result, _error, { slug }) => [{ type: 'BuiltCourse', id: slug }, 'AuthorCourse'],
      }),
    }),
  });

export const {
  useGetBuiltCourseQuery,
  useLazyGetCourseSlugSuggestionQuery,
  useCreateCourseMutation,
  useSaveCourseSettingsMutation,
  useUploadCourseThumbnailMutation,
  useChangeCourseRevisionMutation,
  useSubmitCourseMutation,
} = builderApi;
