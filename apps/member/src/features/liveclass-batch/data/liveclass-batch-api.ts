/**
 * A member's live-class batch (issue 18, decision 0040): its sessions with the member's own attendance, and joining
 * a session through the platform's per-user link, which records the attendance and answers the meeting link. The
 * `MemberBatch` tag is this feature's own, one per batch.
 */
import { api } from '@akademi-siber/data-access-api';
import { SESSION_PATHS, type MemberBatchHome, type SessionJoinResult } from '@akademi-siber/util-contracts';

export interface MemberBatchArgs {
  liveclassSlug: string;
  batchSlug: string;
}

export interface JoinSessionArgs extends MemberBatchArgs {
  sessionId: number;
}

const url = (path: string) => path.replace(/^\//, '');
const batchTag = ({ liveclassSlug, batchSlug }: MemberBatchArgs) =>
  ({ type: 'MemberBatch', id: `${liveclassSlug}/${batchSlug}` }) as const;

export const liveClassBatchApi = api.enhanceEndpoints({ addTagTypes: ['MemberBatch'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The batch home: the live class, the batch, its attendance rules, its sessions and the member's summary. */
    getMemberBatch: build.query<MemberBatchHome, MemberBatchArgs>({
      query: ({ liveclassSlug, batchSlug }) => url(SESSION_PATHS.memberBatch(liveclassSlug, batchSlug)),
      providesTags: (_result, _error, args) => [batchTag(args)],
    }),
    /** Records the member's attendance (first join only) and answers the meeting link; only while it is open. */
    joinSession: build.mutation<SessionJoinResult, JoinSessionArgs>({
      query: ({ liveclassSlug, batchSlug, sessionId }) => ({
        url: url(SESSION_PATHS.memberJoin(liveclassSlug, batchSlug, sessionId)),
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, args) => [batchTag(args)],
    }),
  }),
});

export const { useGetMemberBatchQuery, useJoinSessionMutation } = liveClassBatchApi;

/** The calendar file through the token helper (spec §7): the token path, then the file path (`?token=`). */
export function batchCalendarDownload({ liveclassSlug, batchSlug }: MemberBatchArgs): [string, string] {
  return [
    SESSION_PATHS.memberCalendarToken(liveclassSlug, batchSlug),
    SESSION_PATHS.memberCalendar(liveclassSlug, batchSlug),
  ];
}
