/**
 * The public catalog the shell's buying pages read (decision 0012): courses with their filters, detail, reviews
 * and free previews; live classes; corporate trainings and the training request; Cyber Insight events;
 * subscription plans, promo banners and testimonials. Shell-only: the member remote reads its own endpoints
 * (the cart and course-access calls both apps use live in data-access-api's commerce-api).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import type {
  CorporateTrainingDetail,
  CorporateTrainingSummary,
  CourseDetail,
  CourseFilters,
  CourseReview,
  CourseSummary,
  EventDetail,
  EventSummary,
  LeaderboardEntry,
  LeaderboardPeriod,
  LiveClassDetail,
  LiveClassSummary,
  MaterialPreview,
  PriceFilter,
  PromoBanner,
  SubscriptionPlan,
  Testimonial,
  TrainingRequestInput,
} from '@akademi-siber/util-contracts';

export interface PageArgs {
  page: number;
  perPage: number;
}

export interface CourseListArgs extends PageArgs {
  search?: string;
  category?: string;
  level?: string;
  price?: PriceFilter;
}

export interface ReviewListArgs extends PageArgs {
  slug: string;
}

export interface EventListArgs extends PageArgs {
  when: 'upcoming' | 'past';
}

const pageParams = ({ page, perPage }: PageArgs) => ({ page, per_page: perPage });

/** Only the filters that are set go into the query string (the API treats an empty value as a bad filter). */
function courseParams({ search, category, level, price, ...paging }: CourseListArgs) {
  return {
    ...(search ? { search } : {}),
    ...(category ? { category } : {}),
    ...(level ? { level } : {}),
    ...(price ? { price } : {}),
    ...pageParams(paging),
  };
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogCourses: build.query<ApiList<CourseSummary>, CourseListArgs>({
      query: (args) => ({ url: 'api/courses', params: courseParams(args) }),
      providesTags: ['Catalog'],
    }),
    getCatalogCourseFilters: build.query<CourseFilters, void>({
      query: () => 'api/courses/filters',
      providesTags: ['Catalog'],
      keepUnusedDataFor: 600,
    }),
    getCatalogCourse: build.query<CourseDetail, string>({
      query: (slug) => `api/courses/${encodeURIComponent(slug)}`,
      providesTags: ['Catalog'],
    }),
    getCatalogCourseReviews: build.query<ApiList<CourseReview>, ReviewListArgs>({
      query: ({ slug, ...paging }) => ({ url: `api/courses/${encodeURIComponent(slug)}/reviews`, params: pageParams(paging) }),
      providesTags: ['Catalog'],
    }),
    getCatalogMaterialPreview: build.query<MaterialPreview, { slug: string; hashId: string }>({
      query: ({ slug, hashId }) => `api/courses/${encodeURIComponent(slug)}/preview/${encodeURIComponent(hashId)}`,
    }),
    getCatalogLiveClasses: build.query<ApiList<LiveClassSummary>, PageArgs>({
      query: (args) => ({ url: 'api/liveclasses', params: pageParams(args) }),
      providesTags: ['Catalog'],
    }),
    getCatalogLiveClass: build.query<LiveClassDetail, string>({
      query: (slug) => `api/liveclasses/${encodeURIComponent(slug)}`,
      providesTags: ['Catalog'],
    }),
    getCatalogTrainings: build.query<ApiList<CorporateTrainingSummary>, PageArgs>({
      query: (args) => ({ url: 'api/corporate-trainings', params: pageParams(args) }),
      providesTags: ['Catalog'],
    }),
    getCatalogTraining: build.query<CorporateTrainingDetail, string>({
      query: (slug) => `api/corporate-trainings/${encodeURIComponent(slug)}`,
      providesTags: ['Catalog'],
    }),
    submitCatalogTrainingRequest: build.mutation<unknown, TrainingRequestInput>({
      query: (body) => ({ url: 'api/corporate-trainings/requests', method: 'POST', body }),
    }),
    getCatalogEvents: build.query<ApiList<EventSummary>, EventListArgs>({
      query: ({ when, ...paging }) => ({ url: 'api/events', params: { when, ...pageParams(paging) } }),
      providesTags: ['Catalog'],
    }),
    getCatalogEvent: build.query<EventDetail, string>({
      query: (eventId) => `api/events/${encodeURIComponent(eventId)}`,
      providesTags: ['Catalog'],
    }),
    getCatalogSubscriptionPlans: build.query<SubscriptionPlan[], void>({
      query: () => 'api/subscription-plans',
      providesTags: ['Catalog'],
    }),
    getCatalogPromoBanners: build.query<PromoBanner[], void>({
      query: () => 'api/promos',
      providesTags: ['Catalog'],
    }),
    getCatalogTestimonials: build.query<Testimonial[], void>({
      query: () => 'api/testimonials',
      providesTags: ['Catalog'],
      keepUnusedDataFor: 600,
    }),
  }),
});

/** `GET /api/leaderboards`: members by XP (issue 6), public like the catalogue. */
export const leaderboardApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaderboard: build.query<ApiList<LeaderboardEntry>, PageArgs & { period: LeaderboardPeriod }>({
      query: ({ period, page, perPage }) => ({ url: 'api/leaderboards', params: { period, page, per_page: perPage } }),
      providesTags: ['Catalog'],
    }),
  }),
});

export const { useGetLeaderboardQuery } = leaderboardApi;

export const {
  useGetCatalogCoursesQuery,
  useGetCatalogCourseFiltersQuery,
  useGetCatalogCourseQuery,
  useGetCatalogCourseReviewsQuery,
  useGetCatalogMaterialPreviewQuery,
  useGetCatalogLiveClassesQuery,
  useGetCatalogLiveClassQuery,
  useGetCatalogTrainingsQuery,
  useGetCatalogTrainingQuery,
  useSubmitCatalogTrainingRequestMutation,
  useGetCatalogEventsQuery,
  useGetCatalogEventQuery,
  useGetCatalogSubscriptionPlansQuery,
  useGetCatalogPromoBannersQuery,
  useGetCatalogTestimonialsQuery,
} = catalogApi;
