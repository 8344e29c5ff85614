// The SQL pieces the corporate-training reads share (decision 0044): a group with its training, company, instructor
// and content, the counts of its participants and materials, and a member's materials done in a group's content.
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { corporates, corporateTrainings, courses, trainingGroups, users } from '../../db/schema';

export const instructor = alias(users, 'instructor');

/** Materials done by `userId` in the content course `contentCourseId` (both SQL expressions). */
export const materialsDone = (contentCourseId: SQL | typeof trainingGroups.contentCourseId, userId: SQL | number) =>
  sql<number>`(select count(*)::int from material_progress mp
    join materials m on m.id = mp.material_id join course_modules cm on cm.id = m.module_id
    where cm.course_id = ${contentCourseId} and mp.user_id = ${userId} and mp.completed_at is not null)`;

// Subqueries name their tables by hand: drizzle leaves out the table of a column when the outer query reads one table,
// which inside a subquery would bind the name to the subquery's own table.

/** Materials in the group's content course (0 without one); the outer query reads `training_groups`. */
export const materialsTotal = sql<number>`(select count(*)::int from materials m
  join course_modules cm on cm.id = m.module_id where cm.course_id = training_groups.content_course_id)`;

/** The group's participants; the outer query reads `training_groups`. */
export const participantCount = sql<number>`(select count(*)::int from training_group_participants tgp
  where tgp.group_id = training_groups.id)`;

/** The company's groups; the outer query reads `corporates`. */
export const companyGroupCount = sql<number>`(select count(*)::int from training_groups tg
  where tg.corporate_id = corporates.id)`;

export const groupColumns = {
  id: trainingGroups.id,
  slug: trainingGroups.slug,
  name: trainingGroups.name,
  startsAt: trainingGroups.startsAt,
  endsAt: trainingGroups.endsAt,
  trainingId: corporateTrainings.id,
  trainingSlug: corporateTrainings.slug,
  trainingTitle: corporateTrainings.title,
  companyId: corporates.id,
  companyName: corporates.name,
  instructorId: trainingGroups.instructorId,
  instructorUsername: instructor.username,
  instructorName: instructor.name,
  contentCourseId: trainingGroups.contentCourseId,
  contentSlug: courses.slug,
  participants: participantCount,
  lateAfterMinutes: trainingGroups.lateAfterMinutes,
  finalAfterMinutes: trainingGroups.attendanceFinalAfterMinutes,
  thresholdPercent: trainingGroups.attendanceThresholdPercent,
};

export type GroupRow = {
  id: number;
  slug: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  trainingId: number;
  trainingSlug: string;
  trainingTitle: string;
  companyId: number;
  companyName: string;
  instructorId: number | null;
  instructorUsername: string | null;
  instructorName: string | null;
  contentCourseId: number | null;
  contentSlug: string | null;
  participants: number;
  lateAfterMinutes: number;
  finalAfterMinutes: number;
  thresholdPercent: number;
};

export function groupsQuery(db: Executor) {
  return db
    .select(groupColumns)
    .from(trainingGroups)
    .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
    .innerJoin(corporates, eq(corporates.id, trainingGroups.corporateId))
    .leftJoin(instructor, eq(instructor.id, trainingGroups.instructorId))
    .leftJoin(courses, eq(courses.id, trainingGroups.contentCourseId));
}
