/**
 * A batch's attendance sheet (members × sessions, with the corrections made), the correction of one member's status
 * for one session, and the batch's sessions (add, change, remove): the staff routes of decision 0040, which admit
 * the live class's instructor and every admin, so the author and the admin remotes call the same endpoints.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  SESSION_PATHS,
  type ApiEnvelope,
  type AttendanceCorrectionInput,
  type AttendanceCorrectionResult,
  type AttendanceSheet,
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

/**
 * One batch's sheet. A remote's own endpoints that show what the sheet changes (a member's attendance percent) provide
 * it too, so a correction refetches them.
 */
export const batchAttendanceTag = ({ liveclassSlug, batchId }: BatchArgs) =>
  ({ type: 'BatchAttendance', id: `${liveclassSlug}/${batchId}` }) as const;

/**
 * What summarises batches' sessions elsewhere (the author home's list, the admin's live classes: counts, next
 * session, dates that follow the sessions): a session added, moved or removed refetches whatever provides it.
 */
export const BATCH_SESSIONS_LIST_TAG = { type: 'BatchAttendance', id: 'LIST' } as const;

/** A change of sessions refetches the batch's sheet (its columns) and the lists (sessions, next session, dates). */
const sessionChangeTags = (error: unknown, args: BatchArgs) =>
  error ? [] : [batchAttendanceTag(args), BATCH_SESSIONS_LIST_TAG];
/** Exactly the fields of SessionInput, whatever else the caller's object carries. */
const sessionBody = ({ title, startsAt, endsAt, meetingUrl }: SessionInput): SessionInput => ({
  title,
  startsAt,
  endsAt,
  meetingUrl,
});

// 'BatchAttendance': each batch's sheet (`<liveclassSlug>/<batchId>`) and the lists summarising sessions ('LIST').
export const attendanceApi = api.enhanceEndpoints({ addTagTypes: ['BatchAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getBatchAttendance: build.query<AttendanceSheet, BatchArgs>({
      query: ({ liveclassSlug, batchId }) => url(SESSION_PATHS.authorAttendance(liveclassSlug, batchId)),
      providesTags: (_result, _error, args) => [batchAttendanceTag(args)],
    }),
    correctBatchAttendance: build.mutation<AttendanceCorrectionResult, CorrectAttendanceArgs>({
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
            attendanceApi.util.updateQueryData('getBatchAttendance', { liveclassSlug, batchId }, (sheet) => {
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
      invalidatesTags: (_result, error, args) => (error ? [] : [batchAttendanceTag(args)]),
    }),
    // The session writes answer with the whole envelope (`rawBody`): the page's toast is the API's message.
    createBatchSession: build.mutation<ApiEnvelope<StaffSession>, CreateSessionArgs>({
      query: ({ liveclassSlug, batchId, body }) => ({
        url: url(SESSION_PATHS.authorSessions(liveclassSlug, batchId)),
        method: 'POST',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, args) => sessionChangeTags(error, args),
    }),
    updateBatchSession: build.mutation<ApiEnvelope<StaffSession>, UpdateSessionArgs>({
      query: ({ liveclassSlug, batchId, sessionId, body }) => ({
        url: url(SESSION_PATHS.authorSession(liveclassSlug, batchId, sessionId)),
        method: 'PUT',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, args) => sessionChangeTags(error, args),
    }),
    deleteBatchSession: build.mutation<ApiEnvelope<null>, DeleteSessionArgs>({
      query: ({ liveclassSlug, batchId, sessionId }) => ({
        url: url(SESSION_PATHS.authorSession(liveclassSlug, batchId, sessionId)),
        method: 'DELETE',
      }),
      extraOptions: { rawBody: true },
      // A refusal (409: attendance came in meanwhile) refetches the sheet too, so the list shows why.
      invalidatesTags: (_result, error, args) => (error ? [batchAttendanceTag(args)] : sessionChangeTags(error, args)),
    }),
  }),
});

export const {
  useGetBatchAttendanceQuery,
  useCorrectBatchAttendanceMutation,
  useCreateBatchSessionMutation,
  useUpdateBatchSessionMutation,
  useDeleteBatchSessionMutation,
} = attendanceApi;
