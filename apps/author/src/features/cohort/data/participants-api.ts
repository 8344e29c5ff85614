/**
 * Each member's scores and progress in one cohort, a batch or a group (GET {staffCohortApiPath}/participants,
 * BatchParticipantsReport in util-contracts batch-learning.ts): progress, attendance, module quizzes, pre-test,
 * post-test with the normalised gain, final test, XP and certificate, with the cohort's averages.
 */
import { api } from '@akademi-siber/data-access-api';
import { COHORT_PATHS, type BatchParticipantsReport, type StaffCohortRef } from '@akademi-siber/util-contracts';
import { cohortAttendanceTag } from '@akademi-siber/feature-attendance/api';

// Provides the cohort's sheet tag: a correction or a session changes the members' attendance percent here too.
export const participantsApi = api.enhanceEndpoints({ addTagTypes: ['CohortAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getCohortParticipants: build.query<BatchParticipantsReport, StaffCohortRef>({
      query: (ref) => COHORT_PATHS.staffParticipants(ref).replace(/^\//, ''),
      providesTags: (_result, _error, ref) => [cohortAttendanceTag(ref)],
    }),
  }),
});

export const { useGetCohortParticipantsQuery } = participantsApi;
