// Batch sessions and attendance (issue 18, decision 0040). A session is `upcoming` until 15 minutes before it starts,
// `open` from then until it ends (the member's "Gabung sesi" works), `ended` after; its attendance is final the
// batch's `finalAfterMinutes` after the end, when a member without a record counts as Tidak hadir. A member's join
// through the platform records Hadir, or Terlambat past the batch's grace, once. Staff (the live class's instructor,
// or an admin) set or correct any record with a reason; every change is audited.
import {
  ATTENDANCE_STATUS_LABELS,
  attendanceCorrectionSchema,
  memberBatchPagePath,
  sessionInputSchema,
  memberJoinPagePath,
  SESSION_JOIN_OPENS_MINUTES,
  type AttendanceCorrectionResult,
  type AttendanceStatus,
  type AuthorBatchSummary,
  type BatchAttendanceRules,
  type AttendanceSheet,
  type MemberBatchHome,
  type MemberBatchSession,
  type SessionJoinResult,
  type SessionPhase,
  type StaffSession,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import { afterAttendance, memberLearning, participantsReport } from './batch-learning';
import { calendarFile } from './calendar';
import { ensureBatchContent } from './content';
import { forgetSessionReminders } from './reminder-repository';
import { createSessionsRepository } from './repository';

export const SESSION_MESSAGES = {
  batchNotFound: 'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.',
  staffBatchNotFound: 'Batch tidak ditemukan.',
  sessionNotFound: 'Sesi tidak ditemukan di batch ini.',
  memberNotFound: 'Peserta tidak ditemukan di batch ini.',
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

export function createSessionsService(db: Database, publicUrl: string) {
  const repository = createSessionsRepository(db);

  async function memberBatchOf(userId: number, liveclassSlug: string, batchSlug: string) {
    const batch = await repository.memberBatch(userId, liveclassSlug, batchSlug);
    if (!batch) throw new ApiError(404, SESSION_MESSAGES.batchNotFound);
    return batch;
  }

  const rulesOf = (batch: {
    lateAfterMinutes: number;
    finalAfterMinutes: number;
    thresholdPercent: number;
  }): BatchAttendanceRules => ({
    lateAfterMinutes: batch.lateAfterMinutes,
    finalAfterMinutes: batch.finalAfterMinutes,
    thresholdPercent: batch.thresholdPercent,
  });

  /** The batch a staff member may manage: its instructor's, or any for an admin. */
  async function staffBatchOf(staff: { id: number; role: string }, liveclassSlug: string, batchId: number) {
    const batch = await repository.staffBatch(liveclassSlug, batchId);
    if (!batch || (staff.role !== 'admin' && batch.instructorId !== staff.id)) {
      throw new ApiError(404, SESSION_MESSAGES.staffBatchNotFound);
    }
    return batch;
  }

  return {
    async memberBatch(userId: number, liveclassSlug: string, batchSlug: string, now = new Date()) {
      const batch = await memberBatchOf(userId, liveclassSlug, batchSlug);
      const sessions = await repository.sessions(batch.id);
      const records = new Map(
        (
          await repository.records(
            sessions.map((session) => session.id),
            userId,
          )
        ).map((row) => [row.sessionId, row]),
      );
      const items: MemberBatchSession[] = sessions.map((session) => {
        const final = isFinal(session, batch.finalAfterMinutes, now);
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
      const home: MemberBatchHome = {
        liveClass: { slug: batch.liveClassSlug, title: batch.liveClassTitle, instructor: batch.instructorName },
        batch: {
          slug: batch.slug,
          name: batch.name,
          startsAt: batch.startsAt.toISOString(),
          endsAt: batch.endsAt.toISOString(),
        },
        rules: rulesOf(batch),
        sessions: items,
        attendance: {
          attended,
          held: items.filter((item) => item.phase === 'ended').length,
          total: items.length,
          percent: attendancePercent(attended, items.length),
        },
        learning: await memberLearning(db, userId, batch, now),
      };
      return home;
    },

    /** Records the member's attendance on their first join of an open session, and answers the meeting link. */
    async join(
      userId: number,
      liveclassSlug: string,
      batchSlug: string,
      sessionId: number,
      now = new Date(),
    ): Promise<{ result: SessionJoinResult; message: string }> {
      const batch = await memberBatchOf(userId, liveclassSlug, batchSlug);
      const session = (await repository.sessions(batch.id)).find((candidate) => candidate.id === sessionId);
      if (!session) throw new ApiError(404, SESSION_MESSAGES.sessionNotFound);
      const phase = sessionPhase(session, now);
      if (phase === 'upcoming') throw new ApiError(409, SESSION_MESSAGES.notOpenYet(SESSION_JOIN_OPENS_MINUTES));
      if (phase === 'ended') throw new ApiError(409, SESSION_MESSAGES.ended);
      if (!session.meetingUrl) throw new ApiError(409, SESSION_MESSAGES.noLink);
      const late = now.getTime() > session.startsAt.getTime() + batch.lateAfterMinutes * MINUTE;
      const record = await repository.join(userId, session.id, late ? 'terlambat' : 'hadir', now);
      if (record.recordedNow) {
        await db.transaction((tx) =>
          afterAttendance(tx, {
            userId,
            batchId: batch.id,
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

    /** The member's schedule as an iCalendar file. */
    async calendar(userId: number, liveclassSlug: string, batchSlug: string, now = new Date()) {
      const batch = await memberBatchOf(userId, liveclassSlug, batchSlug);
      const sessions = await repository.sessions(batch.id);
      const batchPath = memberBatchPagePath(batch.liveClassSlug, batch.slug);
      const text = calendarFile(
        {
          liveClassTitle: batch.liveClassTitle,
          batchName: batch.name,
          batchUrl: `${publicUrl}${batchPath}`,
          host: new URL(publicUrl).hostname,
        },
        sessions.map((session) => ({
          ...session,
          joinUrl: `${publicUrl}${memberJoinPagePath(batch.liveClassSlug, batch.slug, session.id)}`,
        })),
        now,
      );
      return { fileName: `jadwal-${batch.liveClassSlug}-${batch.slug}.ics`, text };
    },

    async staffBatches(staff: { id: number; role: string }): Promise<AuthorBatchSummary[]> {
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

    async sheet(
      staff: { id: number; role: string },
      liveclassSlug: string,
      batchId: number,
      now = new Date(),
    ): Promise<AttendanceSheet> {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      const content = await ensureBatchContent(db, batch.id);
      const [sessions, members] = await Promise.all([repository.sessions(batch.id), repository.members(batch.id)]);
      const ids = sessions.map((session) => session.id);
      const [records, corrections] = await Promise.all([repository.records(ids), repository.corrections(ids)]);
      const byKey = new Map(records.map((row) => [`${row.sessionId}:${row.userId}`, row]));
      const titles = new Map(sessions.map((session) => [session.id, session.title]));
      return {
        liveClass: { slug: batch.liveClassSlug, title: batch.liveClassTitle },
        contentSlug: content?.slug ?? '',
        batch: {
          id: batch.id,
          slug: batch.slug,
          name: batch.name,
          startsAt: batch.startsAt.toISOString(),
          endsAt: batch.endsAt.toISOString(),
        },
        rules: rulesOf(batch),
        sessions: sessions.map((session) => ({
          id: session.id,
          title: session.title,
          startsAt: session.startsAt.toISOString(),
          endsAt: session.endsAt.toISOString(),
          meetingUrl: session.meetingUrl,
          phase: sessionPhase(session, now),
          final: isFinal(session, batch.finalAfterMinutes, now),
          records: records.filter((row) => row.sessionId === session.id).length,
        })),
        members: members.map((person) => {
          const cells = sessions.map((session) => {
            const record = byKey.get(`${session.id}:${person.id}`);
            const final = isFinal(session, batch.finalAfterMinutes, now);
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

    /** Adds a session to a batch the caller teaches (any batch for an admin); the batch's dates follow its sessions. */
    async createSession(staff: { id: number; role: string }, liveclassSlug: string, batchId: number, body: unknown) {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      const input = requiredBody(sessionInputSchema, body);
      const id = await db.transaction(async (tx) => {
        const made = await repository.insertSession(tx, batch.id, input);
        await repository.fitBatchDates(tx, batch.id);
        return made;
      });
      return staffSession(await this.sheet(staff, liveclassSlug, batchId), id);
    },

    /** Changes a session's title, times or room; attendance already recorded stays as it is. */
    async updateSession(
      staff: { id: number; role: string },
      liveclassSlug: string,
      batchId: number,
      sessionId: number,
      body: unknown,
    ) {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      const current = (await repository.sessions(batch.id)).find((session) => session.id === sessionId);
      if (!current) throw new ApiError(404, SESSION_MESSAGES.sessionNotFound);
      const input = requiredBody(sessionInputSchema, body);
      await db.transaction(async (tx) => {
        await repository.updateSession(tx, sessionId, input);
        // A new start gets its own 24-hour and 1-hour reminders (decision 0040, "Reminders").
        if (new Date(input.startsAt).getTime() !== current.startsAt.getTime()) {
          await forgetSessionReminders(tx, sessionId);
        }
        await repository.fitBatchDates(tx, batch.id);
      });
      return staffSession(await this.sheet(staff, liveclassSlug, batchId), sessionId);
    },

    /** Removes a session nobody has attended yet (its attendance would be lost with it). */
    async deleteSession(
      staff: { id: number; role: string },
      liveclassSlug: string,
      batchId: number,
      sessionId: number,
    ) {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      if (!(await repository.sessions(batch.id)).some((session) => session.id === sessionId)) {
        throw new ApiError(404, SESSION_MESSAGES.sessionNotFound);
      }
      await db.transaction(async (tx) => {
        const records = await repository.lockedRecordCount(tx, sessionId);
        if (records > 0) throw new ApiError(409, SESSION_MESSAGES.sessionHasAttendance(records));
        await repository.deleteSession(tx, sessionId);
        await repository.fitBatchDates(tx, batch.id);
      });
    },

    /** Every member's scores, progress and pre/post gain in a batch the caller teaches (any, for an admin). */
    async participants(staff: { id: number; role: string }, liveclassSlug: string, batchId: number) {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      return participantsReport(db, batch.id);
    },

    /** Sets one member's status for one session with a reason; the change and its reason are audited. */
    async correct(
      staff: { id: number; role: string },
      liveclassSlug: string,
      batchId: number,
      sessionId: number,
      username: string,
      body: unknown,
    ): Promise<AttendanceCorrectionResult> {
      const batch = await staffBatchOf(staff, liveclassSlug, batchId);
      const session = (await repository.sessions(batch.id)).find((candidate) => candidate.id === sessionId);
      if (!session) throw new ApiError(404, SESSION_MESSAGES.sessionNotFound);
      const person = await repository.enrolledMember(batch.id, username);
      if (!person) throw new ApiError(404, SESSION_MESSAGES.memberNotFound);
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
          batchId: batch.id,
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
