/**
 * The batches the signed-in instructor teaches (GET /api/author/liveclass, SESSION_PATHS.authorBatches), for the
 * author home. Kept apart from the batch page's calls (feature-attendance), and with its path written out, so that
 * the home page's chunk carries neither the contracts' values nor the batch page's endpoints: entering the author
 * area stays light.
 */
import { api } from '@akademi-siber/data-access-api';
import type { AuthorBatchSummary } from '@akademi-siber/util-contracts';

// 'CohortAttendance' 'LIST': the batch page's changes (sessions added or moved) invalidate it (feature-attendance's
// COHORT_SESSIONS_LIST_TAG, written out here so that the home's chunk does not load the lib).
export const batchesApi = api.enhanceEndpoints({ addTagTypes: ['CohortAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorBatches: build.query<AuthorBatchSummary[], void>({
      query: () => 'api/author/liveclass',
      providesTags: [{ type: 'CohortAttendance', id: 'LIST' }],
    }),
  }),
});

export const { useGetAuthorBatchesQuery } = batchesApi;
