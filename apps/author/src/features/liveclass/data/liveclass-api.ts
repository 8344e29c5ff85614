/**
 * The instructor's live-class batches (issue 18, decision 0040): the batches they teach, one batch's attendance
 * sheet (members × sessions, with the corrections made) and the correction of one member's status for one session.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  SESSION_PATHS,
  type AttendanceCorrectionInput,
  type AttendanceCorrectionResult,
  type AuthorBatchSummary,
  type BatchAttendanceSheet,
} from '@akademi-siber/util-contracts';

export interface BatchArgs {
  liveclassSlug: string;
  batchId: number;
}

export interface CorrectAttendanceArgs extends BatchArgs {
  sessionId: number;
  username: string;
  body: AttendanceCorrectionInput;
}

const url = (path: string) => path.replace(/^\//, '');
const sheetTag = ({ liveclassSlug, batchId }: BatchArgs) =>
  ({ type: 'AuthorBatch', id: `${liveclassSlug}/${batchId}` }) as const;

// 'AuthorBatch': the list of batches ('LIST') and each batch's attendance sheet (`<liveclassSlug>/<batchId>`).
export const liveclassApi = api.enhanceEndpoints({ addTagTypes: ['AuthorBatch'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthorBatches: build.query<AuthorBatchSummary[], void>({
      query: () => url(SESSION_PATHS.authorBatches),
      providesTags: [{ type: 'AuthorBatch', id: 'LIST' }],
    }),
    getBatchAttendance: build.query<BatchAttendanceSheet, BatchArgs>({
      query: ({ liveclassSlug, batchId }) => url(SESSION_PATHS.authorAttendance(liveclassSlug, batchId)),
      providesTags: (_result, _error, args) => [sheetTag(args)],
    }),
    correctAttendance: build.mutation<AttendanceCorrectionResult, CorrectAttendanceArgs>({
      query: ({ liveclassSlug, batchId, sessionId, username, body }) => ({
        url: url(SESSION_PATHS.authorAttendanceRecord(liveclassSlug, batchId, sessionId, username)),
        method: 'PUT',
        body: { status: body.status, reason: body.reason },
      }),
      // The answer's cell and correction show at once; the refetch that follows brings the member's new percent.
      async onQueryStarted({ liveclassSlug, batchId, username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            liveclassApi.util.updateQueryData('getBatchAttendance', { liveclassSlug, batchId }, (sheet) => {
              const row = sheet.members.find((member) => member.username === username);
              const index = row?.cells.findIndex((cell) => cell.sessionId === data.cell.sessionId) ?? -1;
              if (row && index >= 0) row.cells[index] = data.cell;
              else row?.cells.push(data.cell);
              if (!sheet.corrections.some((correction) => correction.id === data.correction.id)) {
                sheet.corrections.unshift(data.correction);
              }
            }),
          );
        } catch {
          // The page shows the failure; the sheet stays as it was.
        }
      },
      invalidatesTags: (_result, error, args) => (error ? [] : [sheetTag(args)]),
    }),
  }),
});

export const { useGetAuthorBatchesQuery, useGetBatchAttendanceQuery, useCorrectAttendanceMutation } = liveclassApi;
