/**
 * A member's cohort (issue 18, decisions 0040 and 0045): a live-class batch's home with its sessions and the member's
 * own attendance, and joining a session of any cohort — a batch or a corporate-training group — through the
 * platform's per-user link, which records the attendance and answers the meeting link. A group's home is the
 * corporate-training feature's endpoint; both homes carry the `MemberCohort` tag of their cohort, which a join, a
 * finished material and a submitted test refresh.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  COHORT_PATHS,
  memberCohortApiPath,
  type MemberBatchHome,
  type MemberCohortRef,
  type SessionJoinResult,
} from '@akademi-siber/util-contracts';

export interface MemberBatchArgs {
  liveclassSlug: string;
  batchSlug: string;
}

export interface JoinSessionArgs {
  cohort: MemberCohortRef;
  sessionId: number;
}

const url = (path: string) => path.replace(/^\//, '');

/** The tag of one cohort's home, batch or group (its API path names it). */
export const cohortTag = (cohort: MemberCohortRef) =>
  ({ type: 'MemberCohort', id: memberCohortApiPath(cohort) }) as const;

export const liveClassBatchApi = api.enhanceEndpoints({ addTagTypes: ['MemberCohort'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The batch home: the live class, the batch, its attendance rules, its sessions and the member's summary. */
    getMemberBatch: build.query<MemberBatchHome, MemberBatchArgs>({
      query: (batch) => url(memberCohortApiPath(batch)),
      providesTags: (_result, _error, batch) => [cohortTag(batch)],
    }),
    /** Records the member's attendance (first join only) and answers the meeting link; only while it is open. */
    joinSession: build.mutation<SessionJoinResult, JoinSessionArgs>({
      query: ({ cohort, sessionId }) => ({ url: url(COHORT_PATHS.memberJoin(cohort, sessionId)), method: 'POST' }),
      invalidatesTags: (_result, _error, { cohort }) => [cohortTag(cohort)],
    }),
  }),
});

export const { useGetMemberBatchQuery, useJoinSessionMutation } = liveClassBatchApi;

/** A cohort's calendar file through the token helper (spec §7): the token path, then the file path (`?token=`). */
export function cohortCalendarDownload(cohort: MemberCohortRef): [string, string] {
  return [COHORT_PATHS.memberCalendarToken(cohort), COHORT_PATHS.memberCalendar(cohort)];
}
