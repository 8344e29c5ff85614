/**
 * The admin's corporate program (decision 0046) under /api/lcadm/corporate-program: the batches, one batch with its
 * companies, one company in a batch with its learning items and managers, its employees and their CSV import. One
 * tag, 'AdminProgram': every change moves a count somewhere (a batch's companies, a company's items or employees),
 * so each refetches what is shown. An item's content is the content editor's (feature-content-editor).
 */
import { api, type ApiList } from '@akademi-siber/data-access-api';
import {
  PROGRAM_PATHS as PATHS,
  type AdminProgramBatch,
  type AdminProgramBatchDetail,
  type AdminProgramCompany,
  type AdminProgramEmployee,
  type AdminProgramItem,
  type AdminProgramManager,
  type ApiEnvelope,
  type ProgramBatchInput,
  type ProgramImportResult,
  type ProgramItemInput,
  type ProgramManagerInput,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

/** A company in a batch, as the addresses name it. */
export interface ProgramCompanyRef {
  batchId: number;
  corporateId: number;
}

export interface ProgramListArgs {
  page: number;
  perPage: number;
  q?: string;
}

const TAG = 'AdminProgram' as const;
/** A refused write changes nothing: nothing refetches. */
const changed = (_result: unknown, error: unknown) => (error ? [] : [TAG]);

export const programApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getAdminProgramBatches: build.query<ApiList<AdminProgramBatch>, ProgramListArgs>({
      query: ({ page, perPage, q }) => ({
        url: url(PATHS.adminBatches),
        params: { page, per_page: perPage, q: q || undefined },
      }),
      providesTags: [TAG],
    }),
    createAdminProgramBatch: build.mutation<AdminProgramBatch, ProgramBatchInput>({
      query: (body) => ({ url: url(PATHS.adminBatches), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    getAdminProgramBatch: build.query<AdminProgramBatchDetail, { batchId: number }>({
      query: ({ batchId }) => url(PATHS.adminBatch(batchId)),
      providesTags: [TAG],
    }),
    updateAdminProgramBatch: build.mutation<AdminProgramBatch, { batchId: number; body: ProgramBatchInput }>({
      query: ({ batchId, body }) => ({ url: url(PATHS.adminBatch(batchId)), method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    addAdminProgramCompany: build.mutation<unknown, ProgramCompanyRef>({
      query: ({ batchId, corporateId }) => ({
        url: url(PATHS.adminBatchCompanies(batchId)),
        method: 'POST',
        body: { corporateId },
      }),
      invalidatesTags: changed,
    }),
    getAdminProgramCompany: build.query<AdminProgramCompany, ProgramCompanyRef>({
      query: ({ batchId, corporateId }) => url(PATHS.adminCompany(batchId, corporateId)),
      providesTags: [TAG],
    }),
    createAdminProgramItem: build.mutation<AdminProgramItem, ProgramCompanyRef & { body: ProgramItemInput }>({
      query: ({ batchId, corporateId, body }) => ({
        url: url(PATHS.adminItems(batchId, corporateId)),
        method: 'POST',
        body,
      }),
      invalidatesTags: changed,
    }),
    updateAdminProgramItem: build.mutation<
      AdminProgramItem,
      ProgramCompanyRef & { itemId: number; body: ProgramItemInput }
    >({
      query: ({ batchId, corporateId, itemId, body }) => ({
        url: url(PATHS.adminItem(batchId, corporateId, itemId)),
        method: 'PUT',
        body,
      }),
      invalidatesTags: changed,
    }),
    // The deletion and the managers' removal answer with the whole envelope (`rawBody`): the toast is the API's.
    deleteAdminProgramItem: build.mutation<ApiEnvelope<unknown>, ProgramCompanyRef & { itemId: number }>({
      query: ({ batchId, corporateId, itemId }) => ({
        url: url(PATHS.adminItem(batchId, corporateId, itemId)),
        method: 'DELETE',
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: changed,
    }),
    /** The new order shows at once; a refusal puts the old one back. */
    reorderAdminProgramItems: build.mutation<unknown, ProgramCompanyRef & { itemIds: number[] }>({
      query: ({ batchId, corporateId, itemIds }) => ({
        url: url(PATHS.adminItemOrder(batchId, corporateId)),
        method: 'PUT',
        body: { itemIds },
      }),
      async onQueryStarted({ batchId, corporateId, itemIds }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          programApi.util.updateQueryData('getAdminProgramCompany', { batchId, corporateId }, (company) => {
            company.items = [...company.items]
              .sort((a, b) => itemIds.indexOf(a.id) - itemIds.indexOf(b.id))
              .map((item, index) => ({ ...item, order: index + 1 }));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: changed,
    }),
    getAdminProgramEmployees: build.query<ApiList<AdminProgramEmployee>, ProgramCompanyRef & ProgramListArgs>({
      query: ({ batchId, corporateId, page, perPage, q }) => ({
        url: url(PATHS.adminEmployees(batchId, corporateId)),
        params: { page, per_page: perPage, q: q || undefined },
      }),
      providesTags: [TAG],
    }),
    /** Multipart field `file`; FormData lets fetch set the boundary. */
    importAdminProgramEmployees: build.mutation<ProgramImportResult, ProgramCompanyRef & { file: File }>({
      query: ({ batchId, corporateId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: url(PATHS.adminEmployeesImport(batchId, corporateId)), method: 'POST', body };
      },
      invalidatesTags: changed,
    }),
    addAdminProgramManager: build.mutation<AdminProgramManager, ProgramCompanyRef & { body: ProgramManagerInput }>({
      query: ({ batchId, corporateId, body }) => ({
        url: url(PATHS.adminManagers(batchId, corporateId)),
        method: 'POST',
        body,
      }),
      invalidatesTags: changed,
    }),
    removeAdminProgramManager: build.mutation<ApiEnvelope<unknown>, ProgramCompanyRef & { username: string }>({
      query: ({ batchId, corporateId, username }) => ({
        url: url(PATHS.adminManager(batchId, corporateId, username)),
        method: 'DELETE',
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetAdminProgramBatchesQuery,
  useCreateAdminProgramBatchMutation,
  useGetAdminProgramBatchQuery,
  useUpdateAdminProgramBatchMutation,
  useAddAdminProgramCompanyMutation,
  useGetAdminProgramCompanyQuery,
  useCreateAdminProgramItemMutation,
  useUpdateAdminProgramItemMutation,
  useDeleteAdminProgramItemMutation,
  useReorderAdminProgramItemsMutation,
  useGetAdminProgramEmployeesQuery,
  useImportAdminProgramEmployeesMutation,
  useAddAdminProgramManagerMutation,
  useRemoveAdminProgramManagerMutation,
} = programApi;
