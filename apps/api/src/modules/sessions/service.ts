// Sessions and attendance of a cohort — a batch or a group (issue 18, decisions 0040, 0045). A session is `upcoming`
// until 15 minutes before it starts, `open` from then until it ends (the member's "Gabung sesi" works), `ended` after;
// its attendance is final the cohort's `finalAfterMinutes` after the end, when a member without a record counts as
// Tidak hadir. A member's join through the platform records Hadir, or Terlambat past the cohort's grace, once. Staff
// (the cohort's instructor, or an admin) set or correct any record with a reason; every change is audited.
import {
  ATTENDANCE_STATUS_LABELS,
  attendanceCorrectionSchema,
  memberCohortJoinPagePath,
  memberCohortPagePath,
  sessionInputSchema,
  SESSION_JOIN_OPENS_MINUTES,
  type AttendanceCorrectionResult,
  type AttendanceStatus,
  type AuthorBatchSummary,
  type BatchAttendanceRules,
  type AttendanceSheet,
  type MemberBatchHome,
  type MemberBatchSession,
  type MemberCohortRef,
  type StaffCohortRef,
  type SessionJoinResult,
  type SessionPhase,
  type StaffSession,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import { afterAttendance, memberLearning, participantsReport } from './batch-learning';
import { calendarFile } from './calendar';
import {
  cohortContent,
  cohortMembers,
  fitCohortDates,
  memberCohort,
  memberRefOf,
  staffCohort,
  type CohortInfo,
} from './cohort';
import { ensureBatchContent } from './content';
import { forgetSessionReminders } from './reminder-repository';
import { createSessionsRepository } from './repository';

export const SESSION_MESSAGES = {
  batchNotFound: 'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.',
  groupNotFound: 'Grup pelatihan tidak ditemukan atau Anda bukan pesertanya.',
  staffBatchNotFound: 'Batch tidak ditemukan.',
  staffGroupNotFound: 'Grup pelatihan tidak ditemukan.',
  sessionNotFound: 'Sesi tidak ditemukan di batch ini.',
  groupSessionNotFound: 'Sesi tidak ditemukan di grup ini.',
  memberNotFound: 'Peserta tidak ditemukan di batch ini.',
  groupMemberNotFound: 'Peserta tidak ditemukan di grup ini.',
  notOpenYet: (minutes: number) => `Sesi belum dibuka. Tombol Gabung sesi aktif ${minutes} menit sebelum sesi dimulai.`,
  ended: 'Sesi sudah selesai.',
  noLink: 'Tautan ruang kelas sesi ini belum disiapkan pengajar.',
  joined: 'Kehadiran tercatat.',
  alreadyJoined: 'Kehadiran sudah tercatat sebelumnya.',
  corrected: 'Kehadiran diperbarui.',
  sessionCreated: 'Sesi ditambahkan.',
  sessionSaved: 'Sesi disimpan.',
  sessionDeleted: 'Sesi dihapus.',
  sessionHasAttendance: (records: number) =>
    `Sesi ini sudah punya ${records} catatan kehadiran dan tidak dapat dihapus. Ubah jadwalnya bila perlu.`,
  sameStatus: (label: string) => `Status kehadiran sudah ${label}.`,
} as const;

const MINUTE = 60_000;
const ATTENDED: ReadonlySet<AttendanceStatus> = new Set(['hadir', 'terlambat']);

interface SessionTimes {
  startsAt: Date;
  endsAt: Date;
}

export function sessionPhase(session: SessionTimes, now: Date): SessionPhase {
  if (now.getTime() < session.startsAt.getTime() - SESSION_JOIN_OPENS_MINUTES * MINUTE) return 'upcoming';
  return now.getTime() <= session.endsAt.getTime() ? 'open' : 'ended';
}

export const isFinal = (session: SessionTimes, finalAfterMinutes: number, now: Date) =>
  now.getTime() >= session.endsAt.getTime() + finalAfterMinutes * MINUTE;

/** The service the meeting runs on, told by its link's host; the link itself stays with the join. */
export function meetingProvider(url: string | null): MemberBatchSession['meetingProvider'] {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'lainnya';
  }
  if (host === 'zoom.us' || host.endsWith('.zoom.us')) return 'zoom';
  if (host === 'meet.google.com') return 'google-meet';
  if (host.includes('bigbluebutton') || host.startsWith('bbb.')) return 'bigbluebutton';
  return 'lainnya';
}

/** Hadir and Terlambat over all sessions, in whole percent (0 for a batch without sessions). */
export const attendancePercent = (attended: number, total: number) =>
  total === 0 ? 0 : Math.round((attended / total) * 100);

/** One session of a sheet just read (it was written in the same request, so it is there). */
function staffSession(sheet: AttendanceSheet, sessionId: number): StaffSession {
  const found = sheet.sessions.find((session) => session.id === sessionId);
  if (!found) throw new ApiError(404, SESSION_MESSAGES.sessionNotFound);
  return found;
}

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

type Staff = { id: number; role: string };

const isGroup = (info: CohortInfo) => info.cohort.owner === 'group';
const notFound = {
  session: (info: CohortInfo) =>
    new ApiError(404, isGroup(info) ? SESSION_MESSAGES.groupSessionNotFound : SESSION_MESSAGES.sessionNotFound),
  member: (info: CohortInfo) =>
    new ApiError(404, isGroup(info) ? SESSION_MESSAGES.groupMemberNotFound : SESSION_MESSAGES.memberNotFound),
};

const rulesOf = (cohort: CohortInfo): BatchAttendanceRules => ({
  lateAfterMinutes: cohort.lateAfterMinutes,
  finalAfterMinutes: cohort.finalAfterMinutes,
  thresholdPercent: cohort.thresholdPercent,
});

const dates = (cohort: CohortInfo) => ({
  slug: cohort.slug,
  name: cohort.name,
  startsAt: cohort.startsAt.toISOString(),
  endsAt: cohort.endsAt.toISOString(),
});

export function createSessionsService(db: Database, publicUrl: string) {
  const repository = createSessionsRepository(db);

  /** The cohort, when the member is in it (404 otherwise: a stranger learns nothing). */
  async function memberCohortOf(userId: number, ref: MemberCohortRef) {
    const cohort = await memberCohort(db, userId, ref);
    if (!cohort) {
      throw new ApiError(404, 'groupSlug' in ref ? SESSION_MESSAGES.groupNotFound : SESSION_MESSAGES.batchNotFound);
    }
    return cohort;
  }

  /** The cohort a staff member may manage: its instructor's, or any for an admin. */
  async function staffCohortOf(staff: Staff, ref: StaffCohortRef) {
    const cohort = await staffCohort(db, ref);
    if (!cohort || (staff.role !== 'admin' && cohort.instructorId !== staff.id)) {
      throw new ApiError(
        404,
        'groupId' in ref ? SESSION_MESSAGES.staffGroupNotFound : SESSION_MESSAGES.staffBatchNotFound,
      );
    }
    return cohort;
  }

  async function sessionOf(cohort: CohortInfo, sessionId: number) {
    const session = (await repository.sessions(cohort.cohort)).find((candidate) => candidate.id === sessionId);
    if (!session) throw notFound.session(cohort);
    return session;
  }

  /** The member's sessions with their own records, the attendance summary, and the learning part. */
  async function memberSchedule(userId: number, cohort: CohortInfo, now: Date) {
    const sessions = await repository.sessions(cohort.cohort);
    const records = new Map(
      (
        await repository.records(
          sessions.map((session) => session.id),
          userId,
        )
      ).map((row) => [row.sessionId, row]),
    );
    const items: MemberBatchSession[] = sessions.map((session) => {
      const final = isFinal(session, cohort.finalAfterMinutes, now);
      const record = records.get(session.id);
      return {
        id: session.id,
        title: session.title,
        startsAt: session.startsAt.toISOString(),
        endsAt: session.endsAt.toISOString(),
        joinOpensAt: new Date(session.startsAt.getTime() - SESSION_JOIN_OPENS_MINUTES * MINUTE).toISOString(),
        phase: sessionPhase(session, now),
        attendance: record
          ? { status: record.status, joinedAt: iso(record.joinedAt) }
          : final
            ? { status: 'tidak_hadir', joinedAt: null }
            : null,
        final,
        meetingProvider: meetingProvider(session.meetingUrl),
      };
    });
    const attended = items.filter((item) => item.attendance && ATTENDED.has(item.attendance.status)).length;
    return {
      rules: rulesOf(cohort),
      sessions: items,
      attendance: {
        attended,
        held: items.filter((item) => item.phase === 'ended').length,
        total: items.length,
        percent: attendancePercent(attended, items.length),
      },
      learning: await memberLearning(db, userId, cohort, now),
    };
  }

  return {
    async memberBatch(userId: number, liveclassSlug: string, batchSlug: string, now = new Date()) {
      const batch = await memberCohortOf(userId, { liveclassSlug, batchSlug });
      const { learning, ...schedule } = await memberSchedule(userId, batch, now);
      if (!learning) throw new Error(`batch ${batch.id} has no content`);
      const home: MemberBatchHome = {
        liveClass: { slug: batch.parentSlug, title: batch.parentTitle, instructor: batch.instructorName ?? '' },
        batch: dates(batch),
        ...schedule,
        learning,
      };
      return home;
    },

    /** A group's sessions, the member's attendance and learning, for the group's home (modules/corporate-training). */
    async memberGroupSchedule(userId: number, trainingSlug: string, groupSlug: string, now = new Date()) {
      return memberSchedule(userId, await memberCohortOf(userId, { trainingSlug, groupSlug }), now);
    },

    /** Records the member's attendance on their first join of an open session, and answers the meeting link. */
    async join(
      userId: number,
      ref: MemberCohortRef,
      sessionId: number,
      now = new Date(),
    ): Promise<{ result: SessionJoinResult; message: string }> {
      const cohort = await memberCohortOf(userId, ref);
      const session = await sessionOf(cohort, sessionId);
      const phase = sessionPhase(session, now);
      if (phase === 'upcoming') throw new ApiError(409, SESSION_MESSAGES.notOpenYet(SESSION_JOIN_OPENS_MINUTES));
      if (phase === 'ended') throw new ApiError(409, SESSION_MESSAGES.ended);
      if (!session.meetingUrl) throw new ApiError(409, SESSION_MESSAGES.noLink);
      const late = now.getTime() > session.startsAt.getTime() + cohort.lateAfterMinutes * MINUTE;
      const record = await repository.join(userId, session.id, late ? 'terlambat' : 'hadir', now);
      if (record.recordedNow) {
        await db.transaction((tx) =>
          afterAttendance(tx, {
            userId,
            cohort: cohort.cohort,
            sessionId: session.id,
            sessionTitle: session.title,
            attended: true,
          }),
        );
      }
      return {
        result: {
          meetingUrl: session.meetingUrl,
          attendance: { status: record.status, joinedAt: iso(record.joinedAt) },
          recordedNow: record.recordedNow,
        },
        message: record.recordedNow ? SESSION_MESSAGES.joined : SESSION_MESSAGES.alreadyJoined,
      };
    },

    /** Answers 404 unless the member is in the cohort (the calendar token's check). */
    async assertMember(userId: number, ref: MemberCohortRef) {
      await memberCohortOf(userId, ref);
    },

    /** The member's schedule as an iCalendar file. */
    async calendar(userId: number, ref: MemberCohortRef, now = new Date()) {
      const cohort = await memberCohortOf(userId, ref);
      const sessions = await repository.sessions(cohort.cohort);
      const own = memberRefOf(cohort);
      const text = calendarFile(
        {
          liveClassTitle: cohort.parentTitle,
          batchName: cohort.name,
          batchUrl: `${publicUrl}${memberCohortPagePath(own)}`,
          host: new URL(publicUrl).hostname,
        },
        sessions.map((session) => ({
          ...session,
          joinUrl: `${publicUrl}${memberCohortJoinPagePath(own, session.id)}`,
        })),
        now,
      );
      return { fileName: `jadwal-${cohort.parentSlug}-${cohort.slug}.ics`, text };
    },

    async staffBatches(staff: Staff): Promise<AuthorBatchSummary[]> {
      const rows = await repository.instructorBatches(staff.role === 'admin' ? null : staff.id);
      const upcoming = (row: (typeof rows)[number]) =>
        row.nextSessionAt ? new Date(row.nextSessionAt).getTime() : Infinity;
      const contents = new Map<number, string>();
      for (const row of rows) contents.set(row.id, (await ensureBatchContent(db, row.id))?.slug ?? '');
      return [...rows]
        .sort((a, b) => upcoming(a) - upcoming(b))
        .map((row) => ({
          liveClass: { slug: row.liveClassSlug, title: row.liveClassTitle },
          contentSlug: contents.get(row.id) ?? '',
          batch: {
            id: row.id,
            slug: row.slug,
            name: row.name,
            startsAt: row.startsAt.toISOString(),
            endsAt: row.endsAt.toISOString(),
          },
          members: Number(row.members),
          sessions: Number(row.sessions),
          nextSessionAt: iso(row.nextSessionAt),
        }));
    },

    async sheet(staff: Staff, ref: StaffCohortRef, now = new Date()): Promise<AttendanceSheet> {
      const cohort = await staffCohortOf(staff, ref);
      const content = await cohortContent(db, cohort.cohort);
      const [sessions, members] = await Promise.all([
        repository.sessions(cohort.cohort),
        cohortMembers(db, cohort.cohort),
      ]);
      const ids = sessions.map((session) => session.id);
      const [records, corrections] = await Promise.all([repository.records(ids), repository.corrections(ids)]);
      const byKey = new Map(records.map((row) => [`${row.sessionId}:${row.userId}`, row]));
      const titles = new Map(sessions.map((session) => [session.id, session.title]));
      return {
        owner: cohort.cohort.owner,
        parent: { slug: cohort.parentSlug, title: cohort.parentTitle },
        contentSlug: content?.slug ?? null,
        cohort: { id: cohort.id, ...dates(cohort) },
        rules: rulesOf(cohort),
        sessions: sessions.map((session) => ({
          id: session.id,
          title: session.title,
          startsAt: session.startsAt.toISOString(),
          endsAt: session.endsAt.toISOString(),
          meetingUrl: session.meetingUrl,
          phase: sessionPhase(session, now),
          final: isFinal(session, cohort.finalAfterMinutes, now),
          records: records.filter((row) => row.sessionId === session.id).length,
        })),
        members: members.map((person) => {
          const cells = sessions.map((session) => {
            const record = byKey.get(`${session.id}:${person.id}`);
            const final = isFinal(session, cohort.finalAfterMinutes, now);
            return {
              sessionId: session.id,
              status: record?.status ?? (final ? ('tidak_hadir' as const) : null),
              joinedAt: iso(record?.joinedAt),
              corrected: record?.corrected ?? false,
            };
          });
          const attended = cells.filter((cell) => cell.status !== null && ATTENDED.has(cell.status)).length;
          return {
            username: person.username,
            name: person.name,
            avatarUrl: person.avatarUrl,
            cells,
            percent: attendancePercent(attended, sessions.length),
          };
        }),
        corrections: corrections.map((row) => ({
          id: row.id,
          session: { id: row.sessionId, title: titles.get(row.sessionId) ?? '' },
          member: { username: row.memberUsername, name: row.memberName },
          from: row.from,
          to: row.to,
          reason: row.reason,
          by: { username: row.byUsername, name: row.byName },
          at: row.at.toISOString(),
        })),
      };
    },

    /** Adds a session to a cohort the caller teaches (any, for an admin); the cohort's dates follow its sessions. */
    async createSession(staff: Staff, ref: StaffCohortRef, body: unknown) {
      const cohort = await staffCohortOf(staff, ref);
      const input = requiredBody(sessionInputSchema, body);
      const id = await db.transaction(async (tx) => {
        const made = await repository.insertSession(tx, cohort.cohort, input);
        await fitCohortDates(tx, cohort.cohort);
        return made;
      });
      return staffSession(await this.sheet(staff, ref), id);
    },

    /** Changes a session's title, times or room; attendance already recorded stays as it is. */
    async updateSession(staff: Staff, ref: StaffCohortRef, sessionId: number, body: unknown) {
      const cohort = await staffCohortOf(staff, ref);
      const current = await sessionOf(cohort, sessionId);
      const input = requiredBody(sessionInputSchema, body);
      await db.transaction(async (tx) => {
        await repository.updateSession(tx, sessionId, input);
        // A new start gets its own 24-hour and 1-hour reminders (decision 0040, "Reminders").
        if (new Date(input.startsAt).getTime() !== current.startsAt.getTime()) {
          await forgetSessionReminders(tx, sessionId);
        }
        await fitCohortDates(tx, cohort.cohort);
      });
      return staffSession(await this.sheet(staff, ref), sessionId);
    },

    /** Removes a session nobody has attended yet (its attendance would be lost with it). */
    async deleteSession(staff: Staff, ref: StaffCohortRef, sessionId: number) {
      const cohort = await staffCohortOf(staff, ref);
      await sessionOf(cohort, sessionId);
      await db.transaction(async (tx) => {
        const records = await repository.lockedRecordCount(tx, sessionId);
        if (records > 0) throw new ApiError(409, SESSION_MESSAGES.sessionHasAttendance(records));
        await repository.deleteSession(tx, sessionId);
        await fitCohortDates(tx, cohort.cohort);
      });
    },

    /** Every member's scores, progress and pre/post gain in a cohort the caller teaches (any, for an admin). */
    async participants(staff: Staff, ref: StaffCohortRef) {
      const cohort = await staffCohortOf(staff, ref);
      return participantsReport(db, cohort.cohort);
    },

    /** Sets one member's status for one session with a reason; the change and its reason are audited. */
    async correct(
      staff: Staff,
      ref: StaffCohortRef,
      sessionId: number,
      username: string,
      body: unknown,
    ): Promise<AttendanceCorrectionResult> {
      const cohort = await staffCohortOf(staff, ref);
      const session = await sessionOf(cohort, sessionId);
      const [person] = await cohortMembers(db, cohort.cohort, username);
      if (!person) throw notFound.member(cohort);
      // The body is looked at only once the caller may touch this batch (another instructor gets the 404 above).
      const input = requiredBody(attendanceCorrectionSchema, body);
      const { record, audit, from } = await db.transaction(async (tx) => {
        const current = await repository.lockedRecord(tx, session.id, person.id);
        const previous = current?.status ?? null;
        if (previous === input.status) {
          throw new ApiError(409, SESSION_MESSAGES.sameStatus(ATTENDANCE_STATUS_LABELS[input.status]));
        }
        const written = await repository.correct(
          tx,
          { sessionId: session.id, userId: person.id, from: previous, to: input.status },
          input.reason,
          staff.id,
        );
        await afterAttendance(tx, {
          userId: person.id,
          cohort: cohort.cohort,
          sessionId: session.id,
          sessionTitle: session.title,
          attended: ATTENDED.has(input.status),
        });
        return { ...written, from: previous };
      });
      const by = await repository.person(staff.id);
      return {
        cell: { sessionId: session.id, status: record.status, joinedAt: iso(record.joinedAt), corrected: true },
        correction: {
          id: audit.id,
          session: { id: session.id, title: session.title },
          member: { username: person.username, name: person.name },
          from,
          to: input.status,
          reason: input.reason,
          by: { username: by?.username ?? '', name: by?.name ?? '' },
          at: audit.at.toISOString(),
        },
      };
    },
  };
}
