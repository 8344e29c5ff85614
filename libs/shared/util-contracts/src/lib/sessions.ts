// Sessions and attendance (issue 18, decisions 0040 and 0045): the sessions of a cohort — a live-class batch or a
// corporate-training group — joining one through the platform's own per-user link (which records attendance), the
// member's calendar file, and the instructor's attendance grid with corrections, each audited. Types only; the request
// bodies are in session-schemas.ts.

import type { MemberBatchLearning } from './batch-learning';

const enc = encodeURIComponent;

/** How a member attended one session. `tidak_hadir` is also what an unrecorded member counts as once it is final. */
export const ATTENDANCE_STATUSES = ['hadir', 'terlambat', 'izin', 'tidak_hadir'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Readonly<Record<AttendanceStatus, string>> = {
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  izin: 'Izin',
  tidak_hadir: 'Tidak hadir',
};

/** "Gabung sesi" opens this many minutes before a session starts, and stays open until it ends. */
export const SESSION_JOIN_OPENS_MINUTES = 15;

/**
 * Who holds sessions, attendance and an attendance certificate (decision 0045): a live-class batch, or a
 * corporate-training group. Both own their content the same way (decision 0041).
 */
export type CohortOwner = 'batch' | 'group';

/** A cohort as staff address it: a batch of a live class, or a group of a training, by id. */
export type StaffCohortRef = { liveclassSlug: string; batchId: number } | { trainingSlug: string; groupId: number };

/** A cohort as its member addresses it, by slugs. */
export type MemberCohortRef =
  { liveclassSlug: string; batchSlug: string } | { trainingSlug: string; groupSlug: string };

export const staffCohortOwner = (ref: StaffCohortRef): CohortOwner => ('groupId' in ref ? 'group' : 'batch');

/**
 * The staff's API for one cohort; its sheet is `…/attendance`, its sessions `…/sessions[/{id}]`, a record
 * `…/sessions/{id}/attendance/{username}`, the scores `…/participants`.
 */
export const staffCohortApiPath = (ref: StaffCohortRef) =>
  'groupId' in ref
    ? `/api/author/corporate-training/${enc(ref.trainingSlug)}/groups/${ref.groupId}`
    : `/api/author/liveclass/${enc(ref.liveclassSlug)}/batches/${ref.batchId}`;

/** The member's API for one cohort: its home; joins are `…/sessions/{id}/join`, the calendar `…/jadwal.ics`. */
export const memberCohortApiPath = (ref: MemberCohortRef) =>
  'groupSlug' in ref
    ? `/api/member/corporate-training/${enc(ref.trainingSlug)}/${enc(ref.groupSlug)}`
    : `/api/member/liveclass/${enc(ref.liveclassSlug)}/${enc(ref.batchSlug)}`;

/** The member's page of one cohort. */
export const memberCohortPagePath = (ref: MemberCohortRef) =>
  'groupSlug' in ref
    ? `/member/corporate-training/${enc(ref.trainingSlug)}/${enc(ref.groupSlug)}`
    : `/member/liveclass/${enc(ref.liveclassSlug)}/${enc(ref.batchSlug)}`;

/** The member area's own join page of a session, the per-user link that "Gabung sesi" opens (in a new tab). */
export const memberCohortJoinPagePath = (ref: MemberCohortRef, sessionId: number) =>
  `${memberCohortPagePath(ref)}/sesi/${sessionId}/gabung`;

/** Any cohort's calls; `SESSION_PATHS` below are the batch's, named as before. */
export const COHORT_PATHS = {
  memberJoin: (ref: MemberCohortRef, sessionId: number) => `${memberCohortApiPath(ref)}/sessions/${sessionId}/join`,
  memberCalendarToken: (ref: MemberCohortRef) => `${memberCohortApiPath(ref)}/jadwal-token`,
  memberCalendar: (ref: MemberCohortRef) => `${memberCohortApiPath(ref)}/jadwal.ics`,
  staffAttendance: (ref: StaffCohortRef) => `${staffCohortApiPath(ref)}/attendance`,
  staffParticipants: (ref: StaffCohortRef) => `${staffCohortApiPath(ref)}/participants`,
  staffSessions: (ref: StaffCohortRef) => `${staffCohortApiPath(ref)}/sessions`,
  staffSession: (ref: StaffCohortRef, sessionId: number) => `${staffCohortApiPath(ref)}/sessions/${sessionId}`,
  staffAttendanceRecord: (ref: StaffCohortRef, sessionId: number, username: string) =>
    `${staffCohortApiPath(ref)}/sessions/${sessionId}/attendance/${enc(username)}`,
} as const;

export const SESSION_PATHS = {
  /** The member's batch home: its sessions with their own attendance. */
  memberBatch: (liveclassSlug: string, batchSlug: string) => memberCohortApiPath({ liveclassSlug, batchSlug }),
  /** POST: records attendance (first join only) and answers the meeting link; only while the session is open. */
  memberJoin: (liveclassSlug: string, batchSlug: string, sessionId: number) =>
    COHORT_PATHS.memberJoin({ liveclassSlug, batchSlug }, sessionId),
  /** The token helper (spec §7) for the calendar file. */
  memberCalendarToken: (liveclassSlug: string, batchSlug: string) =>
    COHORT_PATHS.memberCalendarToken({ liveclassSlug, batchSlug }),
  /** `?token=` from memberCalendarToken: `text/calendar`. */
  memberCalendar: (liveclassSlug: string, batchSlug: string) =>
    COHORT_PATHS.memberCalendar({ liveclassSlug, batchSlug }),
  /** The batches the signed-in instructor teaches (their live classes'), the next session first. */
  authorBatches: '/api/author/liveclass',
  /** The instructor's grid of one batch: members × sessions, and the corrections made. */
  authorAttendance: (liveclassSlug: string, batchId: number) =>
    COHORT_PATHS.staffAttendance({ liveclassSlug, batchId }),
  /** POST: a new session of the batch (SessionInput). */
  authorSessions: (liveclassSlug: string, batchId: number) => COHORT_PATHS.staffSessions({ liveclassSlug, batchId }),
  /** PUT: changes a session (SessionInput); DELETE: removes one that has no attendance yet. */
  authorSession: (liveclassSlug: string, batchId: number, sessionId: number) =>
    COHORT_PATHS.staffSession({ liveclassSlug, batchId }, sessionId),
  /** PUT: sets one member's status for one session, with the reason (audited). */
  authorAttendanceRecord: (liveclassSlug: string, batchId: number, sessionId: number, username: string) =>
    COHORT_PATHS.staffAttendanceRecord({ liveclassSlug, batchId }, sessionId, username),
} as const;

/** The member's batch page. */
export const memberBatchPagePath = (liveclassSlug: string, batchSlug: string) =>
  memberCohortPagePath({ liveclassSlug, batchSlug });

/** The member area's own join page, the per-user link that "Gabung sesi" opens (in a new tab). */
export const memberJoinPagePath = (liveclassSlug: string, batchSlug: string, sessionId: number) =>
  memberCohortJoinPagePath({ liveclassSlug, batchSlug }, sessionId);

export interface BatchAttendanceRules {
  /** A join more than this many minutes after the start is recorded Terlambat. */
  lateAfterMinutes: number;
  /** Attendance of a session is final this many minutes after it ends. */
  finalAfterMinutes: number;
  /** The attendance (Hadir and Terlambat, of all sessions) the attendance certificate needs, in percent. */
  thresholdPercent: number;
}

export interface SessionAttendance {
  status: AttendanceStatus;
  /** When the member joined through the platform (null when staff set it). */
  joinedAt: string | null;
}

/** `upcoming`: "Gabung sesi" not open yet; `open`: from 15 minutes before the start to the end; `ended`. */
export type SessionPhase = 'upcoming' | 'open' | 'ended';

export const SESSION_PHASE_LABELS: Readonly<Record<SessionPhase, string>> = {
  upcoming: 'Akan datang',
  open: 'Berlangsung',
  ended: 'Selesai',
};

export interface MemberBatchSession {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  joinOpensAt: string;
  phase: SessionPhase;
  /** The member's record; once the session is final, an unrecorded member shows as `tidak_hadir`. */
  attendance: SessionAttendance | null;
  final: boolean;
  /** Which service the meeting runs on (from its link), without the link itself. */
  meetingProvider: 'zoom' | 'google-meet' | 'bigbluebutton' | 'lainnya' | null;
}

/** `GET /api/member/liveclass/:liveclassSlug/:batchSlug`. */
export interface MemberBatchHome {
  liveClass: { slug: string; title: string; instructor: string };
  batch: { slug: string; name: string; startsAt: string; endsAt: string };
  rules: BatchAttendanceRules;
  sessions: MemberBatchSession[];
  /** Hadir + Terlambat of all sessions, the sessions held so far, and the percentage of all sessions. */
  attendance: { attended: number; held: number; total: number; percent: number };
  /** The batch's modules, tests, certificate and leaderboard (decision 0041). */
  learning: MemberBatchLearning;
}

/** `POST …/sessions/:sessionId/join`. */
export interface SessionJoinResult {
  meetingUrl: string;
  attendance: SessionAttendance;
  /** True when this join made the record (false: the member had joined before, or staff had set it). */
  recordedNow: boolean;
}

export interface AttendanceCell {
  sessionId: number;
  status: AttendanceStatus | null;
  joinedAt: string | null;
  /** Set or last corrected by staff (the audit lists by whom and why). */
  corrected: boolean;
}

export interface AttendanceRow {
  username: string;
  name: string;
  avatarUrl: string | null;
  cells: AttendanceCell[];
  /** Hadir + Terlambat over all sessions, in percent. */
  percent: number;
}

export interface AttendanceCorrection {
  id: number;
  session: { id: number; title: string };
  member: { username: string; name: string };
  from: AttendanceStatus | null;
  to: AttendanceStatus;
  reason: string;
  by: { username: string; name: string };
  at: string;
}

/** `GET {staffCohortApiPath}/attendance`: a batch's or a group's sheet. */
export interface AttendanceSheet {
  owner: CohortOwner;
  /** The live class of a batch, the training of a group. */
  parent: { slug: string; title: string };
  /** The course-player slug of the cohort's content; null for a group that has no content yet. */
  contentSlug: string | null;
  /** The batch or the group: its dates span its sessions once it has any. */
  cohort: { id: number; slug: string; name: string; startsAt: string; endsAt: string };
  rules: BatchAttendanceRules;
  sessions: StaffSession[];
  members: AttendanceRow[];
  /** Newest first. */
  corrections: AttendanceCorrection[];
}

/** Body of `POST …/batches/:batchId/sessions` and `PUT …/sessions/:sessionId`: what staff set on a session. */
export interface SessionInput {
  title: string;
  /** ISO 8601 with an offset. */
  startsAt: string;
  endsAt: string;
  /** An https link to the room (Zoom, Google Meet, BigBlueButton, …); null until it is known. */
  meetingUrl: string | null;
}

/** A session as the staff see it (`sessions` of the sheet carries these fields too). */
export interface StaffSession {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  meetingUrl: string | null;
  phase: SessionPhase;
  final: boolean;
  /** Records of attendance in it: a session with any cannot be deleted. */
  records: number;
}

/** Body of `PUT …/sessions/:sessionId/attendance/:username`. */
export interface AttendanceCorrectionInput {
  status: AttendanceStatus;
  reason: string;
}

/** The answer of that PUT: the member's cell and the correction recorded. */
export interface AttendanceCorrectionResult {
  cell: AttendanceCell;
  correction: AttendanceCorrection;
}

/** `GET /api/author/liveclass`: one batch of the instructor's live classes. */
export interface AuthorBatchSummary {
  liveClass: { slug: string; title: string };
  /** The course-player slug of the batch's content (its modules, materials, quizzes, discussions). */
  contentSlug: string;
  batch: { id: number; slug: string; name: string; startsAt: string; endsAt: string };
  members: number;
  sessions: number;
  /** The start of the first session that has not ended; null once all have. */
  nextSessionAt: string | null;
}
