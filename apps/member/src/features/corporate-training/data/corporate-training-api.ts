/**
 * The member's corporate-training groups (decision 0044): the groups they learn in and one group's home. Tagged
 * 'MemberTrainingGroup', and 'MemberClass' too: finishing a material in the group's content (the course player
 * invalidates it) refreshes the progress shown here. A group's home is also its cohort's (decision 0045), as a
 * batch's is: joining a session, finishing a material or a test refresh its attendance, tests and XP.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import { cohortTag } from '../../liveclass-batch';
import {
  CORPORATE_TRAINING_PATHS as PATHS,
  type MemberGroupHome,
  type MemberGroupSummary,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export interface MemberGroupArgs {
  trainingSlug: string;
  groupSlug: string;
}

export const memberTrainingGroupsApi = api
  .enhanceEndpoints({ addTagTypes: ['MemberTrainingGroup', 'MemberClass', 'MemberCohort'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMemberTrainingGroups: build.query<ApiList<MemberGroupSummary>, { page: number; perPage: number }>({
        query: ({ page, perPage }) => ({ url: url(PATHS.memberGroups), params: { page, per_page: perPage } }),
        providesTags: ['MemberTrainingGroup', 'MemberClass'],
      }),
      getMemberTrainingGroup: build.query<MemberGroupHome, MemberGroupArgs>({
        query: ({ trainingSlug, groupSlug }) => url(PATHS.memberGroup(trainingSlug, groupSlug)),
        providesTags: (_result, _error, group) => ['MemberTrainingGroup', 'MemberClass', cohortTag(group)],
      }),
    }),
  });

export const { useGetMemberTrainingGroupsQuery, useGetMemberTrainingGroupQuery } = memberTrainingGroupsApi;
