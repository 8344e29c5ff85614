// The reminders due before sessions of batches and groups (decisions 0040, 0045): which members of which sessions have
// not had a reminder of a kind yet, and claiming them — the row's unique key (session, member, kind) decides which API
// process sends each one, so it goes out once however many processes sweep at the same moment.
import type { MemberCohortRef } from '@akademi-siber/util-contracts';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  batchEnrollments,
  batchSessions,
  corporateTrainings,
  liveClassBatches,
  liveClasses,
  sessionReminders,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../../db/schema';

export type ReminderKind = (typeof sessionReminders.$inferSelect)['kind'];

export interface ReminderKey {
  sessionId: number;
  userId: number;
  kind: ReminderKind;
}

/** A reminder the sweep may send: the member, the session, and what its texts say. */
export interface DueReminder extends ReminderKey {
  sessionTitle: string;
  startsAt: Date;
  endsAt: Date;
  /** Whose session: a batch's (of a live class) or a group's (of a training). */
  owner: 'batch' | 'group';
  ref: MemberCohortRef;
  parentTitle: string;
  cohortName: string;
}

const sameReminder = (key: ReminderKey) =>
  and(
    eq(sessionReminders.sessionId, key.sessionId),
    eq(sessionReminders.userId, key.userId),
    eq(sessionReminders.kind, key.kind),
  );

export function createReminderRepository(db: Database) {
  return {
    /**
     * The reminders of `kind` not made yet: each enrolled member (account not deleted) of each session starting in
     * (`after`, `until`]. At most `limit`, the soonest sessions first; the rest come with the next sweep.
     */
    async due(kind: ReminderKind, after: Date, until: Date, limit: number): Promise<DueReminder[]> {
      const notSent = (memberId: typeof batchEnrollments.userId | typeof trainingGroupParticipants.userId) =>
        and(
          eq(sessionReminders.sessionId, batchSessions.id),
          eq(sessionReminders.userId, memberId),
          eq(sessionReminders.kind, kind),
        );
      const inWindow = and(
        gt(batchSessions.startsAt, after),
        lte(batchSessions.startsAt, until),
        isNull(sessionReminders.id),
      );
      const session = {
        sessionId: batchSessions.id,
        sessionTitle: batchSessions.title,
        startsAt: batchSessions.startsAt,
        endsAt: batchSessions.endsAt,
      };
      const [batchRows, groupRows] = await Promise.all([
        db
          .select({
            ...session,
            userId: batchEnrollments.userId,
            cohortSlug: liveClassBatches.slug,
            cohortName: liveClassBatches.name,
            parentSlug: liveClasses.slug,
            parentTitle: liveClasses.title,
          })
          .from(batchSessions)
          .innerJoin(liveClassBatches, eq(liveClassBatches.id, batchSessions.batchId))
          .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
          .innerJoin(batchEnrollments, eq(batchEnrollments.batchId, batchSessions.batchId))
          .innerJoin(users, and(eq(users.id, batchEnrollments.userId), isNull(users.deletedAt)))
          .leftJoin(sessionReminders, notSent(batchEnrollments.userId))
          .where(inWindow)
          .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id), asc(batchEnrollments.userId))
          .limit(limit),
        db
          .select({
            ...session,
            userId: trainingGroupParticipants.userId,
            cohortSlug: trainingGroups.slug,
            cohortName: trainingGroups.name,
            parentSlug: corporateTrainings.slug,
            parentTitle: corporateTrainings.title,
          })
          .from(batchSessions)
          .innerJoin(trainingGroups, eq(trainingGroups.id, batchSessions.groupId))
          .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
          .innerJoin(trainingGroupParticipants, eq(trainingGroupParticipants.groupId, batchSessions.groupId))
          .innerJoin(users, and(eq(users.id, trainingGroupParticipants.userId), isNull(users.deletedAt)))
          .leftJoin(sessionReminders, notSent(trainingGroupParticipants.userId))
          .where(inWindow)
          .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id), asc(trainingGroupParticipants.userId))
          .limit(limit),
      ]);
      const rows = [
        ...batchRows.map(({ cohortSlug, parentSlug, ...row }) => ({
          ...row,
          owner: 'batch' as const,
          ref: { liveclassSlug: parentSlug, batchSlug: cohortSlug },
        })),
        ...groupRows.map(({ cohortSlug, parentSlug, ...row }) => ({
          ...row,
          owner: 'group' as const,
          ref: { trainingSlug: parentSlug, groupSlug: cohortSlug },
        })),
      ];
      return rows
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.sessionId - b.sessionId || a.userId - b.userId)
        .slice(0, limit)
        .map((row) => ({ ...row, kind }));
    },

    /**
     * Makes the reminder rows in `tx` and answers those this call made. A row another process made first is
     * skipped; one it is making makes this insert wait for its transaction, then skip (or insert, if it rolled
     * back). Rows go in one order (session, member, kind) so that two sweeps wait on each other, never deadlock.
     */
    claim(tx: Transaction, due: readonly ReminderKey[], at: Date): Promise<ReminderKey[]> {
      if (due.length === 0) return Promise.resolve([]);
      const rows = [...due]
        .sort((a, b) => a.sessionId - b.sessionId || a.userId - b.userId || a.kind.localeCompare(b.kind))
        .map(({ sessionId, userId, kind }) => ({ sessionId, userId, kind, sentAt: at }));
      return tx
        .insert(sessionReminders)
        .values(rows)
        .onConflictDoNothing({
          target: [sessionReminders.sessionId, sessionReminders.userId, sessionReminders.kind],
        })
        .returning({
          sessionId: sessionReminders.sessionId,
          userId: sessionReminders.userId,
          kind: sessionReminders.kind,
        });
    },

    /** Notes that the reminder's email went out. */
    async markEmailed(key: ReminderKey, at: Date) {
      await db.update(sessionReminders).set({ emailedAt: at }).where(sameReminder(key));
    },
  };
}

/**
 * Forgets the reminders already sent for a session, in the transaction that moves it to another time, so that the
 * new time gets its own 24-hour and 1-hour reminders.
 */
export async function forgetSessionReminders(tx: Transaction, sessionId: number): Promise<void> {
  await tx.delete(sessionReminders).where(eq(sessionReminders.sessionId, sessionId));
}
