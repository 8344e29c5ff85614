/**
 * The corporate-training groups the instructor teaches (decision 0044), tagged 'AuthorTrainingGroup', and the list
 * that a group's sessions change (its dates follow them): 'CohortAttendance' 'LIST', feature-attendance's
 * COHORT_SESSIONS_LIST_TAG written out so that the home's chunk does not load the lib.
 */
import { api } from '@akademi-siber/data-access-api';
import { CORPORATE_TRAINING_PATHS, type AuthorGroupSummary } from '@akademi-siber/util-contracts';

export const authorTrainingGroupsApi = api
  .enhanceEndpoints({ addTagTypes: ['AuthorTrainingGroup', 'CohortAttendance'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAuthorTrainingGroups: build.query<AuthorGroupSummary[], void>({
        query: () => CORPORATE_TRAINING_PATHS.authorGroups.replace(/^\//, ''),
        providesTags: ['AuthorTrainingGroup', { type: 'CohortAttendance', id: 'LIST' }],
      }),
    }),
  });

export const { useGetAuthorTrainingGroupsQuery } = authorTrainingGroupsApi;
