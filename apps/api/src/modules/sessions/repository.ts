// Sessions and attendance (decisions 0040, 0045): a cohort's sessions and their records, the member's join (one record
// per member and session, made once), the instructor's batches, and a staff correction with its audit row (written in
// one transaction, the record locked while it changes).
import type { AttendanceStatus } from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import {
  attendanceCorrections,
  batchEnrollments,
  batchSessions,
  liveClassBatches,
  liveClasses,
  sessionAttendance,
  users,
} from '../../db/schema';
import { sessionsOf, type Cohort } from './cohort';

const batchColumns = {
  id: liveClassBatches.id,
  slug: liveClassBatches.slug,
  name: liveClassBatches.name,
  startsAt: liveClassBatches.startsAt,
  endsAt: liveClassBatches.endsAt,
  lateAfterMinutes: liveClassBatches.lateAfterMinutes,
  finalAfterMinutes: liveClassBatches.attendanceFinalAfterMinutes,
  thresholdPercent: liveClassBatches.attendanceThresholdPercent,
  liveClassSlug: liveClasses.slug,
  liveClassTitle: liveClasses.title,
  instructorId: liveClasses.instructorId,
};

const changer = alias(users, 'changer');
const member = alias(users, 'member');

export function createSessionsRepository(db: Database) {
  return {
    sessions(cohort: Cohort) {
      return db
        .select({
          id: batchSessions.id,
          title: batchSessions.title,
          startsAt: batchSessions.startsAt,
          endsAt: batchSessions.endsAt,
          meetingUrl: batchSessions.meetingUrl,
        })
        .from(batchSessions)
        .where(sessionsOf(cohort))
        .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
    },

    /** The records of these sessions: every member's, or one member's. */
    records(sessionIds: number[], userId?: number) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          sessionId: sessionAttendance.sessionId,
          userId: sessionAttendance.userId,
          status: sessionAttendance.status,
          joinedAt: sessionAttendance.joinedAt,
          corrected: sql<boolean>`${sessionAttendance.updatedBy} is not null`,
        })
        .from(sessionAttendance)
        .where(
          and(
            inArray(sessionAttendance.sessionId, sessionIds),
            userId === undefined ? undefined : eq(sessionAttendance.userId, userId),
          ),
        );
    },

    /** The member's join: the record is made once; a later join finds the record that is there. */
    async join(userId: number, sessionId: number, status: AttendanceStatus, at: Date) {
      const [made] = await db
        .insert(sessionAttendance)
        .values({ sessionId, userId, status, joinedAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ status: sessionAttendance.status, joinedAt: sessionAttendance.joinedAt });
      if (made) return { ...made, recordedNow: true };
      const [existing] = await db
        .select({ status: sessionAttendance.status, joinedAt: sessionAttendance.joinedAt })
        .from(sessionAttendance)
        .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)));
      return { ...existing, recordedNow: false };
    },

    /** The batches of the live classes this instructor teaches (every batch, for an admin), with counts. */
    instructorBatches(instructorId: number | null) {
      return db
        .select({
          ...batchColumns,
          members: sql<number>`(select count(*) from ${batchEnrollments} where
            ${batchEnrollments.batchId} = ${liveClassBatches.id})::int`,
          sessions: sql<number>`(select count(*) from ${batchSessions} where
            ${batchSessions.batchId} = ${liveClassBatches.id})::int`,
          nextSessionAt: sql<Date | null>`(select min(${batchSessions.startsAt}) from ${batchSessions} where
            ${batchSessions.batchId} = ${liveClassBatches.id} and ${batchSessions.endsAt} > now())`,
        })
        .from(liveClassBatches)
        .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
        .where(instructorId === null ? undefined : eq(liveClasses.instructorId, instructorId))
        .orderBy(desc(liveClassBatches.startsAt), asc(liveClassBatches.id))
        .limit(200);
    },

    async person(userId: number) {
      const [row] = await db
        .select({ username: users.username, name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    corrections(sessionIds: number[]) {
      if (sessionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: attendanceCorrections.id,
          sessionId: attendanceCorrections.sessionId,
          memberUsername: member.username,
          memberName: member.name,
          from: attendanceCorrections.fromStatus,
          to: attendanceCorrections.toStatus,
          reason: attendanceCorrections.reason,
          byUsername: changer.username,
          byName: changer.name,
          at: attendanceCorrections.changedAt,
        })
        .from(attendanceCorrections)
        .innerJoin(member, eq(member.id, attendanceCorrections.userId))
        .innerJoin(changer, eq(changer.id, attendanceCorrections.changedBy))
        .where(inArray(attendanceCorrections.sessionId, sessionIds))
        .orderBy(desc(attendanceCorrections.changedAt), desc(attendanceCorrections.id))
        .limit(500);
    },

    async insertSession(
      tx: Transaction,
      cohort: Cohort,
      input: { title: string; startsAt: string; endsAt: string; meetingUrl: string | null },
    ): Promise<number> {
      const [row] = await tx
        .insert(batchSessions)
        .values({
          batchId: cohort.owner === 'batch' ? cohort.id : null,
          groupId: cohort.owner === 'group' ? cohort.id : null,
          title: input.title,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          meetingUrl: input.meetingUrl,
        })
        .returning({ id: batchSessions.id });
      return row.id;
    },

    async updateSession(
      tx: Transaction,
      sessionId: number,
      input: { title: string; startsAt: string; endsAt: string; meetingUrl: string | null },
    ): Promise<void> {
      await tx
        .update(batchSessions)
        .set({
          title: input.title,
          startsAt: new Date(input.startsAt),
          endsAt: new Date(input.endsAt),
          meetingUrl: input.meetingUrl,
        })
        .where(eq(batchSessions.id, sessionId));
    },

    /** The session's attendance records, the session row locked so no join slips in before it is deleted. */
    async lockedRecordCount(tx: Transaction, sessionId: number): Promise<number> {
      await tx
        .select({ id: batchSessions.id })
        .from(batchSessions)
        .where(eq(batchSessions.id, sessionId))
        .for('update');
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(sessionAttendance)
        .where(eq(sessionAttendance.sessionId, sessionId));
      return Number(row?.count ?? 0);
    },

    async deleteSession(tx: Transaction, sessionId: number): Promise<void> {
      await tx.delete(batchSessions).where(eq(batchSessions.id, sessionId));
    },

    /** The member's record of the session, locked until `tx` ends (none yet: nothing to lock, the upsert decides). */
    async lockedRecord(tx: Transaction, sessionId: number, userId: number) {
      const [row] = await tx
        .select({ status: sessionAttendance.status, joinedAt: sessionAttendance.joinedAt })
        .from(sessionAttendance)
        .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.userId, userId)))
        .for('update');
      return row;
    },

    /** Sets the record (made if missing) and writes the audit row, in `tx`. */
    async correct(
      tx: Transaction,
      change: { sessionId: number; userId: number; from: AttendanceStatus | null; to: AttendanceStatus },
      reason: string,
      staffId: number,
    ) {
      const [record] = await tx
        .insert(sessionAttendance)
        .values({ sessionId: change.sessionId, userId: change.userId, status: change.to, updatedBy: staffId })
        .onConflictDoUpdate({
          target: [sessionAttendance.sessionId, sessionAttendance.userId],
          set: { status: change.to, updatedBy: staffId, updatedAt: sql`now()` },
        })
        .returning({ status: sessionAttendance.status, joinedAt: sessionAttendance.joinedAt });
      const [audit] = await tx
        .insert(attendanceCorrections)
        .values({
          sessionId: change.sessionId,
          userId: change.userId,
          fromStatus: change.from,
          toStatus: change.to,
          reason,
          changedBy: staffId,
        })
        .returning({ id: attendanceCorrections.id, at: attendanceCorrections.changedAt });
      return { record, audit };
    },
  };
}
