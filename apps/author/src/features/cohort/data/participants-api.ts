/**
 * Each member's scores and progress in one batch (GET …/batches/:batchId/participants, BatchParticipantsReport in
 * util-contracts batch-learning.ts): progress, attendance, module quizzes, pre-test, post-test with the normalised
 * gain, final test, XP and certificate, with the batch's averages.
 */
import { api } from '@akademi-siber/data-access-api';
import { BATCH_LEARNING_PATHS, type BatchParticipantsReport } from '@akademi-siber/util-contracts';
import type { BatchArgs } from '@akademi-siber/feature-attendance';

export const participantsApi = api.enhanceEndpoints({ addTagTypes: ['AuthorBatch'] }).injectEndpoints({
  endpoints: (build) => ({
    getBatchParticipants: build.query<BatchParticipantsReport, BatchArgs>({
      query: ({ liveclassSlug, batchId }) =>
        BATCH_LEARNING_PATHS.authorParticipants(liveclassSlug, batchId).replace(/^\//, ''),
      providesTags: (_result, _error, { liveclassSlug, batchId }) => [
        { type: 'AuthorBatch', id: `${liveclassSlug}/${batchId}/participants` },
      ],
    }),
  }),
});

export const { useGetBatchParticipantsQuery } = participantsApi;
