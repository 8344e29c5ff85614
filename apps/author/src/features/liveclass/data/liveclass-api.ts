/**
 * The instructor's live-class batches (issue 18, decision 0040): the batches they teach, one batch's attendance
 * sheet (members × sessions, with the corrections made), the batch's sessions (add, change, remove) and the
 * correction of one member's status for one session.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  SESSION_PATHS,
  type ApiEnvelope,
  type AttendanceCorrectionInput,
  type AttendanceCorrectionResult,
  type BatchAttendanceSheet,
  type SessionInput,
  type StaffSession,
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

export interface CreateSessionArgs extends BatchArgs {
  body: SessionInput;
}

export interface UpdateSessionArgs extends CreateSessionArgs {
  sessionId: number;
}

export interface DeleteSessionArgs extends BatchArgs {
  sessionId: number;
}

const url = (path: string) => path.replace(/^\//, '');
const sheetTag = ({ liveclassSlug, batchId }: BatchArgs) =>
  ({ type: 'AuthorBatch', id: `${liveclassSlug}/${batchId}` }) as const;
/** A change of sessions refetches the batch's sheet (its columns) and the list (sessions, next session, dates). */
const sessionChangeTags = (error: unknown, args: BatchArgs) =>
  error ? [] : [sheetTag(args), { type: 'AuthorBatch' as const, id: 'LIST' }];
/** Exactly the fields of SessionInput, whatever else the caller's object carries. */
const sessionBody = ({ title, startsAt, endsAt, meetingUrl }: SessionInput): SessionInput => ({
  title,
  startsAt,
  endsAt,
  meetingUrl,
});

// 'AuthorBatch': the list of batches ('LIST') and each batch's attendance sheet (`<liveclassSlug>/<batchId>`).
export const liveclassApi = api.enhanceEndpoints({ addTagTypes: ['AuthorBatch'] }).injectEndpoints({
  endpoints: (build) => ({
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
    // The session writes answer with the whole envelope (`rawBody`): the page's toast is the API's message.
    createSession: build.mutation<ApiEnvelope<StaffSession>, CreateSessionArgs>({
      query: ({ liveclassSlug, batchId, body }) => ({
        url: url(SESSION_PATHS.authorSessions(liveclassSlug, batchId)),
        method: 'POST',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, args) => sessionChangeTags(error, args),
    }),
    updateSession: build.mutation<ApiEnvelope<StaffSession>, UpdateSessionArgs>({
      query: ({ liveclassSlug, batchId, sessionId, body }) => ({
        url: url(SESSION_PATHS.authorSession(liveclassSlug, batchId, sessionId)),
        method: 'PUT',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, args) => sessionChangeTags(error, args),
    }),
    deleteSession: build.mutation<ApiEnvelope<null>, DeleteSessionArgs>({
      query: ({ liveclassSlug, batchId, sessionId }) => ({
        url: url(SESSION_PATHS.authorSession(liveclassSlug, batchId, sessionId)),
        method: 'DELETE',
      }),
      extraOptions: { rawBody: true },
      // A refusal (409: attendance came in meanwhile) refetches the sheet too, so the list shows why.
      invalidatesTags: (_result, error, args) => (error ? [sheetTag(args)] : sessionChangeTags(error, args)),
    }),
  }),
});

export const {
  useGetBatchAttendanceQuery,
  useCorrectAttendanceMutation,
  useCreateSessionMutation,
  useUpdateSessionMutation,
  useDeleteSessionMutation,
} = liveclassApi;
