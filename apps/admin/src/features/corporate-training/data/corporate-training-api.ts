/**
 * The admin's corporate trainings (decision 0044) under /api/lcadm/corporate-training: trainings, companies, groups,
 * one group with its completion and participants, the instructors a group may have, and the participants' CSV import.
 * Tagged 'AdminCorporateTraining' (lists and groups) and 'AdminCorporateCompany' (companies).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import {
  CORPORATE_TRAINING_PATHS as PATHS,
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

export const corporateTrainingApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminCorporateTraining', 'AdminCorporateCompany'] })
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
        providesTags: ['AdminCorporateTraining'],
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
        providesTags: ['AdminCorporateTraining'],
      }),
      updateAdminTrainingGroup: build.mutation<AdminGroupDetail, GroupRef & { body: GroupInputBody }>({
        query: ({ trainingSlug, groupId, body }) => ({
          url: url(PATHS.adminGroup(trainingSlug, groupId)),
          method: 'PUT',
          body,
        }),
        invalidatesTags: ['AdminCorporateTraining', 'AdminCorporateCompany'],
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
        invalidatesTags: ['AdminCorporateTraining'],
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
} = corporateTrainingApi;
