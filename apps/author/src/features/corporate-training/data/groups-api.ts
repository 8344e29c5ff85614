/** The corporate-training groups the instructor teaches (decision 0044), tagged 'AuthorTrainingGroup'. */
import { api } from '@akademi-siber/data-access-api';
import { CORPORATE_TRAINING_PATHS, type AuthorGroupSummary } from '@akademi-siber/util-contracts';

export const authorTrainingGroupsApi = api.enhanceEndpoints({ addTagTypes: ['AuthorTrainingGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorTrainingGroups: build.query<AuthorGroupSummary[], void>({
      query: () => CORPORATE_TRAINING_PATHS.authorGroups.replace(/^\//, ''),
      providesTags: ['AuthorTrainingGroup'],
    }),
  }),
});

export const { useGetAuthorTrainingGroupsQuery } = authorTrainingGroupsApi;
