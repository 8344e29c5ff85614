import { api, type ApiList } from '@akademi-siber/data-access-api';
import {
  MANAGER_PATHS,
  type CorporateEmployee,
  type CorporateMemberSummary,
  type EmployeeFilters,
  type ProgramItemFigures,
} from '@akademi-siber/util-contracts';

const path = (full: string) => full.replace(/^\//, '');

interface BatchArgs {
  batchId: number;
  corporateId: number;
}

export interface EmployeesArgs extends BatchArgs, EmployeeFilters {
  page: number;
  perPage: number;
  q?: string;
}

/** The query string of the Member list, also the CSV's (the export equals the page). */
export function employeeQuery({ q, status, department }: Omit<EmployeesArgs, 'page' | 'perPage' | keyof BatchArgs>) {
  return { ...(q ? { q } : {}), ...(status ? { status } : {}), ...(department ? { department } : {}) };
}

export const participantsApi = api.enhanceEndpoints({ addTagTypes: ['CorporateMember'] }).injectEndpoints({
  endpoints: (build) => ({
    getCorporateEmployees: build.query<ApiList<CorporateEmployee>, EmployeesArgs>({
      query: ({ batchId, corporateId, page, perPage, ...filters }) => ({
        url: path(MANAGER_PATHS.members(batchId, corporateId)),
        params: { page, per_page: perPage, ...employeeQuery(filters) },
      }),
      providesTags: ['CorporateMember'],
    }),
    getCorporateRanking: build.query<
      ApiList<CorporateEmployee>,
      BatchArgs & { page: number; perPage: number; q?: string }
    >({
      query: ({ batchId, corporateId, page, perPage, q }) => ({
        url: path(MANAGER_PATHS.ranking(batchId, corporateId)),
        params: { page, per_page: perPage, ...(q ? { q } : {}) },
      }),
      providesTags: ['CorporateMember'],
    }),
    getCorporateMemberSummary: build.query<CorporateMemberSummary, BatchArgs>({
      query: ({ batchId, corporateId }) => path(MANAGER_PATHS.memberSummary(batchId, corporateId)),
      providesTags: ['CorporateMember'],
    }),
    getCorporateItemFigures: build.query<ProgramItemFigures[], BatchArgs>({
      query: ({ batchId, corporateId }) => path(MANAGER_PATHS.itemFigures(batchId, corporateId)),
      providesTags: ['CorporateMember'],
    }),
  }),
});

export const {
  useGetCorporateEmployeesQuery,
  useGetCorporateRankingQuery,
  useGetCorporateMemberSummaryQuery,
  useGetCorporateItemFiguresQuery,
} = participantsApi;
