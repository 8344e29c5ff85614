// The member's and the instructor's reads of corporate-training groups (decision 0044): the groups a member learns in
// (with their progress), one of them with what its home shows, and the groups an instructor teaches.
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { corporates, corporateTrainings, courses, trainingGroupParticipants, trainingGroups } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';
import { groupsQuery, instructor, materialsDone, materialsTotal, participantCount, type GroupRow } from './queries';

export function createMemberGroupsRepository(db: Database) {
  return {
    /** The member's groups, newest first, with their progress. */
    async memberGroups(userId: number, page: PageRequest) {
      const where = eq(trainingGroupParticipants.userId, userId);
      const [rows, total] = await Promise.all([
        db
          .select({
            trainingSlug: corporateTrainings.slug,
            trainingTitle: corporateTrainings.title,
            slug: trainingGroups.slug,
            name: trainingGroups.name,
            startsAt: trainingGroups.startsAt,
            endsAt: trainingGroups.endsAt,
            companyName: corporates.name,
            done: materialsDone(trainingGroups.contentCourseId, userId),
            total: materialsTotal,
          })
          .from(trainingGroupParticipants)
          .innerJoin(trainingGroups, eq(trainingGroups.id, trainingGroupParticipants.groupId))
          .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
          .innerJoin(corporates, eq(corporates.id, trainingGroups.corporateId))
          .where(where)
          .orderBy(desc(trainingGroups.startsAt), desc(trainingGroups.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(trainingGroupParticipants, where),
      ]);
      return { rows, total };
    },

    /** One group of the member's, with what its home shows. */
    async memberGroup(userId: number, trainingSlug: string, groupSlug: string) {
      const [row] = await db
        .select({
          trainingSlug: corporateTrainings.slug,
          trainingTitle: corporateTrainings.title,
          trainingSummary: corporateTrainings.summary,
          topics: corporateTrainings.topics,
          durationDays: corporateTrainings.durationDays,
          slug: trainingGroups.slug,
          name: trainingGroups.name,
          startsAt: trainingGroups.startsAt,
          endsAt: trainingGroups.endsAt,
          companyName: corporates.name,
          instructorName: instructor.name,
          instructorUsername: instructor.username,
          instructorAvatarUrl: instructor.avatarUrl,
          contentSlug: courses.slug,
          participants: participantCount,
          enrolledAt: trainingGroupParticipants.enrolledAt,
          done: materialsDone(trainingGroups.contentCourseId, userId),
          total: materialsTotal,
        })
        .from(trainingGroupParticipants)
        .innerJoin(trainingGroups, eq(trainingGroups.id, trainingGroupParticipants.groupId))
        .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
        .innerJoin(corporates, eq(corporates.id, trainingGroups.corporateId))
        .leftJoin(instructor, eq(instructor.id, trainingGroups.instructorId))
        .leftJoin(courses, eq(courses.id, trainingGroups.contentCourseId))
        .where(
          and(
            eq(trainingGroupParticipants.userId, userId),
            eq(corporateTrainings.slug, trainingSlug),
            eq(trainingGroups.slug, groupSlug),
          ),
        );
      return row;
    },

    /** The groups an instructor teaches, the latest first. */
    async authorGroups(instructorId: number) {
      const rows = await groupsQuery(db)
        .where(eq(trainingGroups.instructorId, instructorId))
        .orderBy(desc(trainingGroups.startsAt), desc(trainingGroups.id));
      return rows as GroupRow[];
    },
  };
}
