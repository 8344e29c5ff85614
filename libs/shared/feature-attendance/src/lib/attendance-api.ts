/**
 * A cohort's attendance sheet (members × sessions, with the corrections made), the correction of one member's status
 * for one session, and the cohort's sessions (add, change, remove): the staff routes of decisions 0040 and 0045, which
 * admit the cohort's instructor and every admin, so the author and the admin remotes call the same endpoints. A cohort
 * is a live-class batch (`{ liveclassSlug, batchId }`) or a corporate-training group (`{ trainingSlug, groupId }`).
 */
import { api } from '@akademi-siber/data-access-api';
import {
  COHORT_PATHS,
  type ApiEnvelope,
  type AttendanceCorrectionInput,
  type AttendanceCorrectionResult,
  type AttendanceSheet,
  type SessionInput,
  type StaffCohortRef,
  type StaffSession,
} from '@akademi-siber/util-contracts';

export type { StaffCohortRef };

export interface CorrectAttendanceArgs {
  cohort: StaffCohortRef;
  sessionId: number;
  username: string;
  body: AttendanceCorrectionInput;
}

export interface CreateSessionArgs {
  cohort: StaffCohortRef;
  body: SessionInput;
}

export interface UpdateSessionArgs extends CreateSessionArgs {
  sessionId: number;
}

export interface DeleteSessionArgs {
  cohort: StaffCohortRef;
  sessionId: number;
}

const url = (path: string) => path.replace(/^\//, '');

/**
 * Exactly the ref's two fields, whatever else the caller's object carries: the sheet's cache entry is keyed by its
 * argument, so every call names a cohort the same way.
 */
export const cohortRef = (ref: StaffCohortRef): StaffCohortRef =>
  'groupId' in ref
    ? { trainingSlug: ref.trainingSlug, groupId: ref.groupId }
    : { liveclassSlug: ref.liveclassSlug, batchId: ref.batchId };

/** `batch:<liveclassSlug>/<batchId>` or `group:<trainingSlug>/<groupId>`: a batch and a group never share a tag. */
export const cohortKey = (ref: StaffCohortRef): string =>
  'groupId' in ref ? `group:${ref.trainingSlug}/${ref.groupId}` : `batch:${ref.liveclassSlug}/${ref.batchId}`;

/**
 * One cohort's sheet. A remote's own endpoints that show what the sheet changes (a member's attendance percent, the
 * rules an admin sets) provide or invalidate it too, so a correction refetches them.
 */
export const cohortAttendanceTag = (ref: StaffCohortRef) => ({ type: 'CohortAttendance', id: cohortKey(ref) }) as const;

/**
 * What summarises cohorts' sessions elsewhere (the author home's lists, the admin's live classes and groups: counts,
 * next session, dates that follow the sessions): a session added, moved or removed refetches whatever provides it.
 */
export const COHORT_SESSIONS_LIST_TAG = { type: 'CohortAttendance', id: 'LIST' } as const;

/** A change of sessions refetches the cohort's sheet (its columns) and the lists (sessions, next session, dates). */
const sessionChangeTags = (error: unknown, ref: StaffCohortRef) =>
  error ? [] : [cohortAttendanceTag(ref), COHORT_SESSIONS_LIST_TAG];
/** Exactly the fields of SessionInput, whatever else the caller's object carries. */
const sessionBody = ({ title, startsAt, endsAt, meetingUrl }: SessionInput): SessionInput => ({
  title,
  startsAt,
  endsAt,
  meetingUrl,
});

// 'CohortAttendance': each cohort's sheet (`batch:…` / `group:…`) and the lists summarising sessions ('LIST').
export const attendanceApi = api.enhanceEndpoints({ addTagTypes: ['CohortAttendance'] }).injectEndpoints({
  endpoints: (build) => ({
    getCohortAttendance: build.query<AttendanceSheet, StaffCohortRef>({
      query: (ref) => url(COHORT_PATHS.staffAttendance(ref)),
      providesTags: (_result, _error, ref) => [cohortAttendanceTag(ref)],
    }),
    correctCohortAttendance: build.mutation<AttendanceCorrectionResult, CorrectAttendanceArgs>({
      query: ({ cohort, sessionId, username, body }) => ({
        url: url(COHORT_PATHS.staffAttendanceRecord(cohort, sessionId, username)),
        method: 'PUT',
        body: { status: body.status, reason: body.reason },
      }),
      // The answer's cell and correction show at once; the refetch that follows brings the member's new percent.
      async onQueryStarted({ cohort, username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            attendanceApi.util.updateQueryData('getCohortAttendance', cohortRef(cohort), (sheet) => {
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
      invalidatesTags: (_result, error, { cohort }) => (error ? [] : [cohortAttendanceTag(cohort)]),
    }),
    // The session writes answer with the whole envelope (`rawBody`): the page's toast is the API's message.
    createCohortSession: build.mutation<ApiEnvelope<StaffSession>, CreateSessionArgs>({
      query: ({ cohort, body }) => ({
        url: url(COHORT_PATHS.staffSessions(cohort)),
        method: 'POST',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, { cohort }) => sessionChangeTags(error, cohort),
    }),
    updateCohortSession: build.mutation<ApiEnvelope<StaffSession>, UpdateSessionArgs>({
      query: ({ cohort, sessionId, body }) => ({
        url: url(COHORT_PATHS.staffSession(cohort, sessionId)),
        method: 'PUT',
        body: sessionBody(body),
      }),
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, error, { cohort }) => sessionChangeTags(error, cohort),
    }),
    deleteCohortSession: build.mutation<ApiEnvelope<null>, DeleteSessionArgs>({
      query: ({ cohort, sessionId }) => ({
        url: url(COHORT_PATHS.staffSession(cohort, sessionId)),
        method: 'DELETE',
      }),
      extraOptions: { rawBody: true },
      // A refusal (409: attendance came in meanwhile) refetches the sheet too, so the list shows why.
      invalidatesTags: (_result, error, { cohort }) =>
        error ? [cohortAttendanceTag(cohort)] : sessionChangeTags(error, cohort),
    }),
  }),
});

export const {
  useGetCohortAttendanceQuery,
  useCorrectCohortAttendanceMutation,
  useCreateCohortSessionMutation,
  useUpdateCohortSessionMutation,
  useDeleteCohortSessionMutation,
} = attendanceApi;
