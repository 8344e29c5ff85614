/**
 * The member's corporate cybersecurity-culture programs (decision 0046): the batches they take part in through their
 * company, and one batch with its learning items and their standing in each. Tagged 'MemberProgram', and
 * 'MemberClass' too: finishing a material or submitting a quiz in an item's content (the course player and the
 * assessments invalidate it) moves the item's progress, status and program points, which these answers show.
 */
import { api } from '@akademi-siber/data-access-api';
import { PROGRAM_PATHS, type MemberProgramBatch, type MemberProgramSummary } from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const memberProgramsApi = api
  .enhanceEndpoints({ addTagTypes: ['MemberProgram', 'MemberClass'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMemberPrograms: build.query<MemberProgramSummary[], void>({
        query: () => url(PROGRAM_PATHS.memberPrograms),
        providesTags: ['MemberProgram', 'MemberClass'],
      }),
      getMemberProgramBatch: build.query<MemberProgramBatch, number>({
        query: (batchId) => url(PROGRAM_PATHS.memberBatch(batchId)),
        providesTags: (_result, _error, batchId) => [{ type: 'MemberProgram', id: batchId }, 'MemberClass'],
      }),
    }),
  });

export const { useGetMemberProgramsQuery, useGetMemberProgramBatchQuery } = memberProgramsApi;
