/**
 * The admins' review queue (decision 0053): GET /api/lcadm/course-reviews, one submission with the submitted version,
 * and the decision (approve, or send back with a comment). Tagged 'CourseReview'.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  AuthoredAssessment,
  AuthoredModule,
  BuiltCourse,
  CourseReviewRow,
  CourseSettings,
} from '@akademi-siber/util-contracts';

export interface CourseReviewDetail {
  course: BuiltCourse;
  settings: CourseSettings;
  outline: { modules: AuthoredModule[]; exam: AuthoredAssessment | null };
}

const one = (slug: string) => `api/lcadm/course-reviews/${encodeURIComponent(slug)}`;

export const courseReviewsApi = api.enhanceEndpoints({ addTagTypes: ['CourseReview'] }).injectEndpoints({
  endpoints: (build) => ({
    getCourseReviews: build.query<ApiList<CourseReviewRow>, { page: number; perPage: number }>({
      query: ({ page, perPage }) => ({ url: 'api/lcadm/course-reviews', params: { page, per_page: perPage } }),
      providesTags: ['CourseReview'],
    }),
    getCourseReview: build.query<CourseReviewDetail, string>({
      query: (slug) => one(slug),
      providesTags: (_result, _error, slug) => [{ type: 'CourseReview', id: slug }],
    }),
    decideCourseReview: build.mutation<BuiltCourse, { slug: string; decision: 'approve' | 'return'; comment: string }>({
      query: ({ slug, decision, comment }) => ({ url: `${one(slug)}/${decision}`, method: 'POST', body: { comment } }),
      invalidatesTags: ['CourseReview'],
    }),
  }),
});

export const { useGetCourseReviewsQuery, useGetCourseReviewQuery, useDecideCourseReviewMutation } = courseReviewsApi;
