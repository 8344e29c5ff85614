/**
 * The admin's corporate trainings (decision 0044) under /api/lcadm/corporate-training: trainings, companies, groups,
 * one group with its completion and participants (removed, or invited again), the instructors a group may have, and
 * the participants' CSV import. Tagged 'AdminCorporateTraining' (lists and groups) and 'AdminCorporateCompany'
 * (companies). A group's sessions and attendance are feature-attendance's calls (decision 0045); what here shows
 * their effect or changes what they show uses its tags: the group's dates follow its sessions, its rules and
 * participants are the sheet's.
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import { COHORT_SESSIONS_LIST_TAG, cohortAttendanceTag } from '@akademi-siber/feature-attendance/api';
import {
  CORPORATE_TRAINING_PATHS as PATHS,
  type ApiEnvelope,
  type AdminGroupDetail,
  type AdminGroupParticipant,
  type AdminGroupSummary,
  type AdminTrainingSummary,
  type CompanyInputBody,
  type CorporateCompany,
  type GroupImportResult,
  type GroupInputBody,
  type GroupPerson,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export interface GroupsFilter {
  page: number;
  perPage: number;
  training?: string;
  company?: number;
  q?: string;
}

export interface GroupRef {
  trainingSlug: string;
  groupId: number;
}

export interface ParticipantRef extends GroupRef {
  username: string;
}

/** What a change of the group's people or rules refetches: the lists and the group, and the group's sheet. */
const groupChanged = ({ trainingSlug, groupId }: GroupRef) => [
  'AdminCorporateTraining' as const,
  cohortAttendanceTag({ trainingSlug, groupId }),
];

export const corporateTrainingApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminCorporateTraining', 'AdminCorporateCompany', 'CohortAttendance'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminCorporateTrainings: build.query<ApiList<AdminTrainingSummary>, { page: number; perPage: number }>({
        query: ({ page, perPage }) => ({ url: url(PATHS.adminTrainings), params: { page, per_page: perPage } }),
        providesTags: ['AdminCorporateTraining'],
      }),
      getAdminTrainingGroups: build.query<ApiList<AdminGroupSummary>, GroupsFilter>({
        query: ({ page, perPage, training, company, q }) => ({
          url: url(PATHS.adminGroups),
          params: { page, per_page: perPage, training, company, q: q || undefined },
        }),
        providesTags: ['AdminCorporateTraining', COHORT_SESSIONS_LIST_TAG],
      }),
      getAdminCompanies: build.query<ApiList<CorporateCompany>, { page: number; perPage: number; q?: string }>({
        query: ({ page, perPage, q }) => ({
          url: url(PATHS.adminCompanies),
          params: { page, per_page: perPage, q: q || undefined },
        }),
        providesTags: ['AdminCorporateCompany'],
      }),
      createAdminCompany: build.mutation<CorporateCompany, CompanyInputBody>({
        query: (body) => ({ url: url(PATHS.adminCompanies), method: 'POST', body }),
        invalidatesTags: ['AdminCorporateCompany'],
      }),
      updateAdminCompany: build.mutation<CorporateCompany, { id: number; body: CompanyInputBody }>({
        query: ({ id, body }) => ({ url: url(PATHS.adminCompany(id)), method: 'PUT', body }),
        invalidatesTags: ['AdminCorporateCompany', 'AdminCorporateTraining'],
      }),
      getAdminGroupInstructors: build.query<GroupPerson[], { q?: string }>({
        query: ({ q }) => ({ url: url(PATHS.adminInstructors), params: { q: q || undefined } }),
      }),
      createAdminTrainingGroup: build.mutation<AdminGroupDetail, { trainingSlug: string; body: GroupInputBody }>({
        query: ({ trainingSlug, body }) => ({
          url: url(PATHS.adminTrainingGroups(trainingSlug)),
          method: 'POST',
          body,
        }),
        invalidatesTags: ['AdminCorporateTraining', 'AdminCorporateCompany'],
      }),
      getAdminTrainingGroup: build.query<AdminGroupDetail, GroupRef>({
        query: ({ trainingSlug, groupId }) => ({ url: url(PATHS.adminGroup(trainingSlug, groupId)) }),
        providesTags: ['AdminCorporateTraining', COHORT_SESSIONS_LIST_TAG],
      }),
      updateAdminTrainingGroup: build.mutation<AdminGroupDetail, GroupRef & { body: GroupInputBody }>({
        query: ({ trainingSlug, groupId, body }) => ({
          url: url(PATHS.adminGroup(trainingSlug, groupId)),
          method: 'PUT',
          body,
        }),
        invalidatesTags: (_result, error, ref) => (error ? [] : [...groupChanged(ref), 'AdminCorporateCompany']),
      }),
      getAdminGroupParticipants: build.query<
        ApiList<AdminGroupParticipant>,
        GroupRef & { page: number; perPage: number; q?: string; sort: 'name' | 'progress' }
      >({
        query: ({ trainingSlug, groupId, page, perPage, q, sort }) => ({
          url: url(PATHS.adminParticipants(trainingSlug, groupId)),
          params: { page, per_page: perPage, q: q || undefined, sort },
        }),
        providesTags: ['AdminCorporateTraining'],
      }),
      /** Multipart field `file`; FormData lets fetch set the boundary. */
      importAdminGroupParticipants: build.mutation<GroupImportResult, GroupRef & { file: File }>({
        query: ({ trainingSlug, groupId, file }) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return { url: url(PATHS.adminImport(trainingSlug, groupId)), method: 'POST', body };
        },
        invalidatesTags: (_result, error, ref) => (error ? [] : groupChanged(ref)),
      }),
      // Both answer with the whole envelope (`rawBody`): the page's toast is the API's message.
      removeAdminGroupParticipant: build.mutation<ApiEnvelope<unknown>, ParticipantRef>({
        query: ({ trainingSlug, groupId, username }) => ({
          url: url(PATHS.adminParticipant(trainingSlug, groupId, username)),
          method: 'DELETE',
        }),
        extraOptions: { rawBody: true },
        invalidatesTags: (_result, error, ref) => (error ? [] : groupChanged(ref)),
      }),
      resendAdminGroupInvitation: build.mutation<ApiEnvelope<unknown>, ParticipantRef>({
        query: ({ trainingSlug, groupId, username }) => ({
          url: url(PATHS.adminParticipantInvitation(trainingSlug, groupId, username)),
          method: 'POST',
        }),
        extraOptions: { rawBody: true },
        // The participant's invitation date and the group's completion; the sheet does not change.
        invalidatesTags: (_result, error) => (error ? [] : ['AdminCorporateTraining']),
      }),
    }),
  });

export const {
  useGetAdminCorporateTrainingsQuery,
  useGetAdminTrainingGroupsQuery,
  useGetAdminCompaniesQuery,
  useCreateAdminCompanyMutation,
  useUpdateAdminCompanyMutation,
  useGetAdminGroupInstructorsQuery,
  useCreateAdminTrainingGroupMutation,
  useGetAdminTrainingGroupQuery,
  useUpdateAdminTrainingGroupMutation,
  useGetAdminGroupParticipantsQuery,
  useImportAdminGroupParticipantsMutation,
  useRemoveAdminGroupParticipantMutation,
  useResendAdminGroupInvitationMutation,
} = corporateTrainingApi;
