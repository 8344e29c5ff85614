// The admin's reads and writes of corporate trainings (decision 0044): trainings, companies (`corporates`), groups with
// their company, instructor and content, participants with their progress in the group's content.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  corporates,
  corporateTrainings,
  courseModules,
  materials,
  trainingGroupParticipants,
  trainingGroups,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import { companyGroupCount, groupsQuery, materialsDone, type GroupRow } from './queries';

export interface GroupFilter {
  trainingSlug?: string;
  companyId?: number;
  search?: string;
}

export function createCorporateTrainingRepository(db: Database) {
  return {
    async trainings(page: PageRequest) {
      const [rows, total] = await Promise.all([
        db
          .select({
            slug: corporateTrainings.slug,
            title: corporateTrainings.title,
            durationDays: corporateTrainings.durationDays,
            published: corporateTrainings.published,
            groups: sql<number>`(select count(*)::int from training_groups tg
              where tg.training_id = corporate_trainings.id)`,
            participants: sql<number>`(select count(*)::int from training_group_participants tgp
              join training_groups tg on tg.id = tgp.group_id where tg.training_id = corporate_trainings.id)`,
          })
          .from(corporateTrainings)
          .orderBy(asc(corporateTrainings.title), asc(corporateTrainings.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(corporateTrainings),
      ]);
      return { rows, total };
    },

    async trainingBySlug(executor: Executor, slug: string) {
      const [row] = await executor
        .select({ id: corporateTrainings.id, title: corporateTrainings.title })
        .from(corporateTrainings)
        .where(eq(corporateTrainings.slug, slug));
      return row;
    },

    async groups(filter: GroupFilter, page: PageRequest) {
      const conditions = [
        filter.trainingSlug ? eq(corporateTrainings.slug, filter.trainingSlug) : undefined,
        filter.companyId ? eq(trainingGroups.corporateId, filter.companyId) : undefined,
        filter.search
          ? or(
              ilike(trainingGroups.name, likePattern(filter.search)),
              ilike(corporates.name, likePattern(filter.search)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        groupsQuery(db)
          .where(where)
          .orderBy(desc(trainingGroups.startsAt), desc(trainingGroups.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(trainingGroups)
          .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
          .innerJoin(corporates, eq(corporates.id, trainingGroups.corporateId))
          .where(where),
      ]);
      return { rows: rows as GroupRow[], total };
    },

    /** One group of the training, by id (the admin's handle). */
    async group(executor: Executor, trainingSlug: string, groupId: number): Promise<GroupRow | undefined> {
      const [row] = await groupsQuery(executor).where(
        and(eq(corporateTrainings.slug, trainingSlug), eq(trainingGroups.id, groupId)),
      );
      return row as GroupRow | undefined;
    },

    async slugTaken(executor: Executor, trainingId: number, slug: string, exceptGroupId?: number) {
      const taken = await executor.$count(
        trainingGroups,
        and(
          eq(trainingGroups.trainingId, trainingId),
          eq(trainingGroups.slug, slug),
          exceptGroupId ? sql`${trainingGroups.id} <> ${exceptGroupId}` : undefined,
        ),
      );
      return taken > 0;
    },

    async companies(search: string | undefined, page: PageRequest) {
      const where = search ? ilike(corporates.name, likePattern(search)) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select({
            id: corporates.id,
            name: corporates.name,
            groups: companyGroupCount,
          })
          .from(corporates)
          .where(where)
          .orderBy(asc(corporates.name), asc(corporates.id))
          .limit(page.limit)
          .offset(page.offset),
        db.$count(corporates, where),
      ]);
      return { rows, total };
    },

    async company(executor: Executor, companyId: number) {
      const [row] = await executor
        .select({
          id: corporates.id,
          name: corporates.name,
          groups: companyGroupCount,
        })
        .from(corporates)
        .where(eq(corporates.id, companyId));
      return row;
    },

    async companyNameTaken(executor: Executor, name: string, exceptId?: number) {
      const taken = await executor.$count(
        corporates,
        and(
          sql`lower(${corporates.name}) = lower(${name})`,
          exceptId ? sql`${corporates.id} <> ${exceptId}` : undefined,
        ),
      );
      return taken > 0;
    },

    /** Author accounts that may teach a group, by name or username. */
    async instructors(search: string | undefined) {
      return db
        .select({ username: users.username, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.idRole, ROLE_IDS.author),
            isNull(users.deletedAt),
            search ? or(ilike(users.name, likePattern(search)), ilike(users.username, likePattern(search))) : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(20);
    },

    async authorByUsername(executor: Executor, username: string) {
      const [row] = await executor
        .select({ id: users.id, username: users.username, name: users.name })
        .from(users)
        .where(and(eq(users.username, username), eq(users.idRole, ROLE_IDS.author), isNull(users.deletedAt)));
      return row;
    },

    /** The group's participants with their materials done (in the group's content), one page. */
    /** One participant of the group, by username. */
    async participant(executor: Executor, groupId: number, username: string) {
      const [row] = await executor
        .select({ id: users.id, name: users.name })
        .from(trainingGroupParticipants)
        .innerJoin(users, eq(users.id, trainingGroupParticipants.userId))
        .where(and(eq(trainingGroupParticipants.groupId, groupId), eq(users.username, username)));
      return row;
    },

    async removeParticipant(executor: Executor, groupId: number, userId: number) {
      await executor
        .delete(trainingGroupParticipants)
        .where(and(eq(trainingGroupParticipants.groupId, groupId), eq(trainingGroupParticipants.userId, userId)));
    },

    async participants(
      group: { id: number; contentCourseId: number | null },
      options: { search?: string; sort: 'name' | 'progress' },
      page: PageRequest,
    ) {
      const done =
        group.contentCourseId === null
          ? sql<number>`0`
          : materialsDone(sql`${group.contentCourseId}`, sql`${users.id}`);
      const where = and(
        eq(trainingGroupParticipants.groupId, group.id),
        options.search
          ? or(
              ilike(users.name, likePattern(options.search)),
              ilike(users.email, likePattern(options.search)),
              ilike(users.username, likePattern(options.search)),
            )
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            username: users.username,
            name: users.name,
            email: users.email,
            emailVerifiedAt: users.emailVerifiedAt,
            invitedAt: trainingGroupParticipants.invitedAt,
            enrolledAt: trainingGroupParticipants.enrolledAt,
            done,
          })
          .from(trainingGroupParticipants)
          .innerJoin(users, eq(users.id, trainingGroupParticipants.userId))
          .where(where)
          .orderBy(...(options.sort === 'progress' ? [desc(done)] : []), asc(users.name), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(trainingGroupParticipants)
          .innerJoin(users, eq(users.id, trainingGroupParticipants.userId))
          .where(where),
      ]);
      return { rows, total };
    },

    /** Every participant's materials done and whether they are still to activate their account (the completion). */
    async completionRows(group: { id: number; contentCourseId: number | null }) {
      const done =
        group.contentCourseId === null
          ? sql<number>`0`
          : materialsDone(sql`${group.contentCourseId}`, sql`${users.id}`);
      return db
        .select({
          done,
          awaiting: sql<boolean>`(${trainingGroupParticipants.invitedAt} is not null
            and ${users.emailVerifiedAt} is null)`,
        })
        .from(trainingGroupParticipants)
        .innerJoin(users, eq(users.id, trainingGroupParticipants.userId))
        .where(eq(trainingGroupParticipants.groupId, group.id));
    },

    async totalMaterials(contentCourseId: number | null): Promise<number> {
      if (contentCourseId === null) return 0;
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(materials)
        .innerJoin(courseModules, eq(courseModules.id, materials.moduleId))
        .where(eq(courseModules.courseId, contentCourseId));
      return Number(row?.total ?? 0);
    },
  };
}

export type CorporateTrainingRepository = ReturnType<typeof createCorporateTrainingRepository>;
