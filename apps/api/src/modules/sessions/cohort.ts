// Who holds sessions (decision 0045): a live-class batch or a corporate-training group, its "cohort". Both have the
// same attendance rules, members (a batch's seat holders, a group's participants), a content course (decision 0041)
// and dates that span their sessions once there are any; everything downstream — attendance, corrections, reminders,
// points, the attendance certificate, the leaderboard — reads a cohort through these few queries and never asks which
// kind it is.
import type { MemberCohortRef, StaffCohortRef } from '@akademi-siber/util-contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import {
  batchEnrollments,
  batchSessions,
  corporateTrainings,
  courses,
  liveClassBatches,
  liveClasses,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../../db/schema';
import { ensureBatchContent } from './content';

export type Cohort = { owner: 'batch'; id: number } | { owner: 'group'; id: number };

/** A cohort with what its pages, rules and certificate need. */
export interface CohortInfo {
  cohort: Cohort;
  id: number;
  slug: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  /** The live class of a batch, the training of a group. */
  parentSlug: string;
  parentTitle: string;
  lateAfterMinutes: number;
  finalAfterMinutes: number;
  thresholdPercent: number;
  /** Who teaches it (a batch: its live class's instructor); null for a group without one yet. */
  instructorId: number | null;
  instructorName: string | null;
}

export const memberRefOf = (info: CohortInfo): MemberCohortRef =>
  info.cohort.owner === 'batch'
    ? { liveclassSlug: info.parentSlug, batchSlug: info.slug }
    : { trainingSlug: info.parentSlug, groupSlug: info.slug };

/** The sessions of the cohort. */
export const sessionsOf = (cohort: Cohort): SQL =>
  cohort.owner === 'batch' ? eq(batchSessions.batchId, cohort.id) : eq(batchSessions.groupId, cohort.id);

const instructor = alias(users, 'cohort_instructor');

const batchInfo = {
  id: liveClassBatches.id,
  slug: liveClassBatches.slug,
  name: liveClassBatches.name,
  startsAt: liveClassBatches.startsAt,
  endsAt: liveClassBatches.endsAt,
  parentSlug: liveClasses.slug,
  parentTitle: liveClasses.title,
  lateAfterMinutes: liveClassBatches.lateAfterMinutes,
  finalAfterMinutes: liveClassBatches.attendanceFinalAfterMinutes,
  thresholdPercent: liveClassBatches.attendanceThresholdPercent,
  instructorId: liveClasses.instructorId,
  instructorName: instructor.name,
};

const groupInfo = {
  id: trainingGroups.id,
  slug: trainingGroups.slug,
  name: trainingGroups.name,
  startsAt: trainingGroups.startsAt,
  endsAt: trainingGroups.endsAt,
  parentSlug: corporateTrainings.slug,
  parentTitle: corporateTrainings.title,
  lateAfterMinutes: trainingGroups.lateAfterMinutes,
  finalAfterMinutes: trainingGroups.attendanceFinalAfterMinutes,
  thresholdPercent: trainingGroups.attendanceThresholdPercent,
  instructorId: trainingGroups.instructorId,
  instructorName: instructor.name,
};

type Row = Omit<CohortInfo, 'cohort'>;
const asBatch = (row: Row | undefined): CohortInfo | undefined =>
  row && { ...row, cohort: { owner: 'batch', id: row.id } };
const asGroup = (row: Row | undefined): CohortInfo | undefined =>
  row && { ...row, cohort: { owner: 'group', id: row.id } };

function batches(db: Executor) {
  return db
    .select(batchInfo)
    .from(liveClassBatches)
    .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
    .innerJoin(instructor, eq(instructor.id, liveClasses.instructorId));
}

function groups(db: Executor) {
  return db
    .select(groupInfo)
    .from(trainingGroups)
    .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
    .leftJoin(instructor, eq(instructor.id, trainingGroups.instructorId));
}

/** The cohort, when this member is in it (a batch's seat, a group's participant). */
export async function memberCohort(db: Executor, userId: number, ref: MemberCohortRef) {
  if ('groupSlug' in ref) {
    const [row] = await groups(db)
      .innerJoin(
        trainingGroupParticipants,
        and(eq(trainingGroupParticipants.groupId, trainingGroups.id), eq(trainingGroupParticipants.userId, userId)),
      )
      .where(and(eq(corporateTrainings.slug, ref.trainingSlug), eq(trainingGroups.slug, ref.groupSlug)));
    return asGroup(row);
  }
  const [row] = await batches(db)
    .innerJoin(
      batchEnrollments,
      and(eq(batchEnrollments.batchId, liveClassBatches.id), eq(batchEnrollments.userId, userId)),
    )
    .where(and(eq(liveClasses.slug, ref.liveclassSlug), eq(liveClassBatches.slug, ref.batchSlug)));
  return asBatch(row);
}

/** The cohort by its staff handle, whoever teaches it. */
export async function staffCohort(db: Executor, ref: StaffCohortRef) {
  if ('groupId' in ref) {
    const [row] = await groups(db).where(
      and(eq(corporateTrainings.slug, ref.trainingSlug), eq(trainingGroups.id, ref.groupId)),
    );
    return asGroup(row);
  }
  const [row] = await batches(db).where(
    and(eq(liveClasses.slug, ref.liveclassSlug), eq(liveClassBatches.id, ref.batchId)),
  );
  return asBatch(row);
}

/** The cohort whose content this course is; undefined for a catalogue course. */
export async function cohortOfContent(db: Executor, contentCourseId: number) {
  const [batch] = await batches(db).where(eq(liveClassBatches.contentCourseId, contentCourseId));
  if (batch) return asBatch(batch);
  const [group] = await groups(db).where(eq(trainingGroups.contentCourseId, contentCourseId));
  return asGroup(group);
}

/** The cohort's content course: a batch's is made on first use; a group's exists once it has an instructor. */
export async function cohortContent(
  db: Executor,
  cohort: Cohort,
): Promise<{ courseId: number; slug: string } | undefined> {
  if (cohort.owner === 'batch') return ensureBatchContent(db, cohort.id);
  const [row] = await db
    .select({ courseId: courses.id, slug: courses.slug })
    .from(trainingGroups)
    .innerJoin(courses, eq(courses.id, trainingGroups.contentCourseId))
    .where(eq(trainingGroups.id, cohort.id));
  return row;
}

/** The cohort's members, by name. */
export function cohortMembers(db: Executor, cohort: Cohort, username?: string) {
  const columns = { id: users.id, username: users.username, name: users.name, avatarUrl: users.avatarUrl };
  const byName = username === undefined ? undefined : eq(users.username, username);
  if (cohort.owner === 'group') {
    return db
      .select(columns)
      .from(trainingGroupParticipants)
      .innerJoin(users, eq(users.id, trainingGroupParticipants.userId))
      .where(and(eq(trainingGroupParticipants.groupId, cohort.id), byName))
      .orderBy(asc(users.name), asc(users.id));
  }
  return db
    .select(columns)
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(and(eq(batchEnrollments.batchId, cohort.id), byName))
    .orderBy(asc(users.name), asc(users.id));
}

/** The cohort's sessions' times, the first first. */
export function cohortSessionTimes(db: Executor, cohort: Cohort) {
  return db
    .select({ id: batchSessions.id, startsAt: batchSessions.startsAt, endsAt: batchSessions.endsAt })
    .from(batchSessions)
    .where(sessionsOf(cohort))
    .orderBy(asc(batchSessions.startsAt));
}

/** The cohort runs from its first session's start to its last one's end (unchanged while it has none). */
export async function fitCohortDates(tx: Transaction, cohort: Cohort): Promise<void> {
  const span = sql`(select min(starts_at) as first_start, max(ends_at) as last_end from batch_sessions
    where ${cohort.owner === 'batch' ? sql`batch_id` : sql`group_id`} = ${cohort.id})`;
  if (cohort.owner === 'batch') {
    await tx.execute(sql`update live_class_batches c set starts_at = s.first_start, ends_at = s.last_end
      from ${span} s where c.id = ${cohort.id} and s.first_start is not null`);
  } else {
    await tx.execute(sql`update training_groups c set starts_at = s.first_start, ends_at = s.last_end
      from ${span} s where c.id = ${cohort.id} and s.first_start is not null`);
  }
}
