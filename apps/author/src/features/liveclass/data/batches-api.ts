/**
 * The batches the signed-in instructor teaches (GET /api/author/liveclass, SESSION_PATHS.authorBatches), for the
 * author home. Kept apart from liveclass-api.ts, and with its path written out, so that the home page's chunk carries
 * neither the contracts' values nor the batch page's endpoints: entering the author area stays light.
 */
import { api } from '@akademi-siber/data-access-api';
import type { AuthorBatchSummary } from '@akademi-siber/util-contracts';

// 'AuthorBatch' 'LIST': the batch page's changes (sessions added or moved) invalidate it (liveclass-api.ts).
export const batchesApi = api.enhanceEndpoints({ addTagTypes: ['AuthorBatch'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorBatches: build.query<AuthorBatchSummary[], void>({
      query: () => 'api/author/liveclass',
      providesTags: [{ type: 'AuthorBatch', id: 'LIST' }],
    }),
  }),
});

export const { useGetAuthorBatchesQuery } = batchesApi;
