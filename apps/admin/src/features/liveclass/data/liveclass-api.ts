/**
 * The admin's live classes and batches (decision 0043) under /api/admin/liveclass, tagged 'AdminLiveClass'. Built on
 * the catalogue (data-access-catalog, decision 0033): a live class or batch the admin changes refetches the public
 * live-class pages too. The batch's sessions and attendance are feature-attendance's calls; what here shows their
 * effect provides its tags (a session added changes the dates and counts, a correction a member's percent).
 */
import type { ApiList } from '@akademi-siber/data-access-api';
import { catalogApi } from '@akademi-siber/data-access-catalog';
import { COHORT_SESSIONS_LIST_TAG, cohortAttendanceTag } from '@akademi-siber/feature-attendance/api';
import {
  ADMIN_LIVECLASS_PATHS,
  type AdminBatch,
  type AdminBatchCertificate,
  type AdminBatchDetail,
  type AdminBatchMember,
  type AdminBatchOrder,
  type AdminInstructor,
  type AdminLiveClass,
  type BatchInput,
  type LiveClassInput,
  type OrderStatus,
} from '@akademi-siber/util-contracts';

/** A batch of a live class, as the staff's routes address it. */
export interface BatchArgs {
  liveclassSlug: string;
  batchId: number;
}

interface PageArgs {
  page: number;
  perPage: number;
}

export interface LiveClassesArgs extends PageArgs {
  search?: string;
}

export interface MembersArgs extends BatchArgs, PageArgs {
  search?: string;
}

export interface OrdersArgs extends BatchArgs, PageArgs {
  status?: OrderStatus;
}

export type CertificatesArgs = BatchArgs & PageArgs;

const url = (path: string) => path.replace(/^\//, '');
const pageParams = ({ page, perPage }: PageArgs) => ({ page, per_page: perPage });
/** A change of a live class or batch: the admin's lists, the public pages, and the sheets (their rules). */
const CHANGED = ['AdminLiveClass', 'LiveClass', 'CohortAttendance'] as const;

export const liveClassAdminApi = catalogApi
  .enhanceEndpoints({ addTagTypes: ['AdminLiveClass', 'AdminOrder', 'CohortAttendance'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminLiveClasses: build.query<ApiList<AdminLiveClass>, LiveClassesArgs>({
        query: ({ search, ...page }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.liveClasses),
          params: { ...pageParams(page), ...(search ? { search } : {}) },
        }),
        providesTags: ['AdminLiveClass', COHORT_SESSIONS_LIST_TAG],
      }),
      createAdminLiveClass: build.mutation<AdminLiveClass, LiveClassInput>({
        query: (body) => ({ url: url(ADMIN_LIVECLASS_PATHS.liveClasses), method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
      }),
      updateAdminLiveClass: build.mutation<AdminLiveClass, { slug: string; body: LiveClassInput }>({
        query: ({ slug, body }) => ({ url: url(ADMIN_LIVECLASS_PATHS.liveClass(slug)), method: 'PUT', body }),
        invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
      }),
      createAdminBatch: build.mutation<AdminBatch, { slug: string; body: BatchInput }>({
        query: ({ slug, body }) => ({ url: url(ADMIN_LIVECLASS_PATHS.batches(slug)), method: 'POST', body }),
        invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
      }),
      updateAdminBatch: build.mutation<AdminBatch, { slug: string; batchId: number; body: BatchInput }>({
        query: ({ slug, batchId, body }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.batch(slug, batchId)),
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, error) => (error ? [] : [...CHANGED]),
      }),
      getAdminBatch: build.query<AdminBatchDetail, BatchArgs>({
        query: ({ liveclassSlug, batchId }) => url(ADMIN_LIVECLASS_PATHS.batch(liveclassSlug, batchId)),
        providesTags: ['AdminLiveClass', COHORT_SESSIONS_LIST_TAG],
      }),
      getAdminBatchMembers: build.query<ApiList<AdminBatchMember>, MembersArgs>({
        query: ({ liveclassSlug, batchId, search, ...page }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.batchMembers(liveclassSlug, batchId)),
          params: { ...pageParams(page), ...(search ? { search } : {}) },
        }),
        // A correction or a session changes a member's attendance percent.
        providesTags: (_result, _error, args) => [
          'AdminLiveClass',
          COHORT_SESSIONS_LIST_TAG,
          cohortAttendanceTag(args),
        ],
      }),
      getAdminBatchOrders: build.query<ApiList<AdminBatchOrder>, OrdersArgs>({
        query: ({ liveclassSlug, batchId, status, ...page }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.batchOrders(liveclassSlug, batchId)),
          params: { ...pageParams(page), ...(status ? { status } : {}) },
        }),
        // An order approved or rejected on the orders pages changes its status here.
        providesTags: ['AdminLiveClass', 'AdminOrder'],
      }),
      getAdminBatchCertificates: build.query<ApiList<AdminBatchCertificate>, CertificatesArgs>({
        query: ({ liveclassSlug, batchId, ...page }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.batchCertificates(liveclassSlug, batchId)),
          params: pageParams(page),
        }),
        providesTags: ['AdminLiveClass'],
      }),
      getLiveClassInstructors: build.query<ApiList<AdminInstructor>, { search?: string }>({
        query: ({ search }) => ({
          url: url(ADMIN_LIVECLASS_PATHS.instructors),
          params: { page: 1, per_page: 20, ...(search ? { search } : {}) },
        }),
      }),
    }),
  });

export const {
  useGetAdminLiveClassesQuery,
  useCreateAdminLiveClassMutation,
  useUpdateAdminLiveClassMutation,
  useCreateAdminBatchMutation,
  useUpdateAdminBatchMutation,
  useGetAdminBatchQuery,
  useGetAdminBatchMembersQuery,
  useGetAdminBatchOrdersQuery,
  useGetAdminBatchCertificatesQuery,
  useGetLiveClassInstructorsQuery,
} = liveClassAdminApi;
