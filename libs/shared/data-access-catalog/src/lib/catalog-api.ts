/**
 * The public catalogue, once for every app (decision 0033): courses, live classes with their batches, corporate
 * trainings, Cyber Insight events, subscription plans and the rewards points buy. The shell's buying pages, the member
 * remote's checkout and
 * the admin remote's pickers read the same endpoints, so one resource has one cache entry and one type whichever app
 * asked first.
 *
 * The lib is not a run-time shared singleton (sharing it would put it in the shell's eager bundle and on the
 * /login budget): every app bundles its own copy and each copy injects the same endpoint names into the one `api`
 * slice (data-access-api, which is shared). A later copy replaces the definitions with its own identical ones
 * (`overrideExisting`), so there is one endpoint per resource and one cache entry whichever app asked first.
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
  LiveClassDetail,
  LiveClassSummary,
  MaterialPreview,
  PriceFilter,
  Reward,
  SubscriptionPlan,
  TrainingRequestInput,
} from '@akademi-siber/util-contracts';

/** The catalogue's cache tags, declared here next to the endpoints that provide them. */
export const CATALOG_TAG_TYPES = ['Course', 'LiveClass', 'CorporateTraining', 'Event', 'SubscriptionPlan'] as const;
export type CatalogTag = (typeof CATALOG_TAG_TYPES)[number];

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

/** The first page of a hundred: what the pickers and the checkout's batch lookup read. */
export const FIRST_HUNDRED: PageArgs = { page: 1, perPage: 100 };

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

export const catalogApi = api.enhanceEndpoints({ addTagTypes: CATALOG_TAG_TYPES }).injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    getCourses: build.query<ApiList<CourseSummary>, CourseListArgs>({
      query: (args) => ({ url: 'api/courses', params: courseParams(args) }),
      providesTags: ['Course'],
    }),
    getCourseFilters: build.query<CourseFilters, void>({
      query: () => 'api/courses/filters',
      providesTags: ['Course'],
      keepUnusedDataFor: 600,
    }),
    getCourse: build.query<CourseDetail, string>({
      query: (slug) => `api/courses/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'Course', id: slug }],
    }),
    getCourseReviews: build.query<ApiList<CourseReview>, ReviewListArgs>({
      query: ({ slug, ...paging }) => ({
        url: `api/courses/${encodeURIComponent(slug)}/reviews`,
        params: pageParams(paging),
      }),
      providesTags: (_result, _error, { slug }) => [{ type: 'Course', id: slug }],
    }),
    getMaterialPreview: build.query<MaterialPreview, { slug: string; hashId: string }>({
      query: ({ slug, hashId }) => `api/courses/${encodeURIComponent(slug)}/preview/${encodeURIComponent(hashId)}`,
    }),
    getLiveClasses: build.query<ApiList<LiveClassSummary>, PageArgs>({
      query: (args) => ({ url: 'api/liveclasses', params: pageParams(args) }),
      providesTags: ['LiveClass'],
    }),
    getLiveClass: build.query<LiveClassDetail, string>({
      query: (slug) => `api/liveclasses/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'LiveClass', id: slug }],
    }),
    getCorporateTrainings: build.query<ApiList<CorporateTrainingSummary>, PageArgs>({
      query: (args) => ({ url: 'api/corporate-trainings', params: pageParams(args) }),
      providesTags: ['CorporateTraining'],
    }),
    getCorporateTraining: build.query<CorporateTrainingDetail, string>({
      query: (slug) => `api/corporate-trainings/${encodeURIComponent(slug)}`,
      providesTags: (_result, _error, slug) => [{ type: 'CorporateTraining', id: slug }],
    }),
    submitTrainingRequest: build.mutation<unknown, TrainingRequestInput>({
      query: (body) => ({ url: 'api/corporate-trainings/requests', method: 'POST', body }),
    }),
    getEvents: build.query<ApiList<EventSummary>, EventListArgs>({
      query: ({ when, ...paging }) => ({ url: 'api/events', params: { when, ...pageParams(paging) } }),
      providesTags: ['Event'],
    }),
    getEvent: build.query<EventDetail, string>({
      query: (eventId) => `api/events/${encodeURIComponent(eventId)}`,
      providesTags: (_result, _error, eventId) => [{ type: 'Event', id: eventId }],
    }),
    /** The rewards points buy (decision 0022): public, read by the shell's /rewards and the member's pages. */
    getRewards: build.query<ApiList<Reward>, PageArgs>({
      query: (args) => ({ url: 'api/rewards', params: pageParams(args) }),
      providesTags: ['Reward'],
    }),
    getReward: build.query<Reward, string>({
      query: (slug) => `api/rewards/${encodeURIComponent(slug)}`,
      providesTags: ['Reward'],
    }),
    getSubscriptionPlans: build.query<SubscriptionPlan[], void>({
      query: () => 'api/subscription-plans',
      providesTags: ['SubscriptionPlan'],
    }),
  }),
});

export const {
  useGetCoursesQuery,
  useGetCourseFiltersQuery,
  useGetCourseQuery,
  useGetCourseReviewsQuery,
  useGetMaterialPreviewQuery,
  useGetLiveClassesQuery,
  useGetLiveClassQuery,
  useGetCorporateTrainingsQuery,
  useGetCorporateTrainingQuery,
  useSubmitTrainingRequestMutation,
  useGetEventsQuery,
  useGetEventQuery,
  useGetSubscriptionPlansQuery,
  useGetRewardsQuery,
  useGetRewardQuery,
} = catalogApi;
