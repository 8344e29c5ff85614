// Reads and writes of course discussions: a course's threads with their reply statistics, one thread with its
// replies, and the soft deletes. Deleted rows are never returned.
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import { memberCohortPagePath, memberProgramItemPagePath } from '@akademi-siber/util-contracts';
import {
  corporateTrainings,
  courses,
  discussionReplies,
  discussions,
  liveClassBatches,
  liveClasses,
  programLearningItems,
  trainingGroups,
  users,
} from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

/** Roles whose replies count as the staff's answer (spec §6: author 2, admin 3). */
const STAFF_ROLE_IDS = sql.raw('(2, 3)');

export interface ListFilter {
  /** One course's threads; without it, every course's (the admins' list). */
  courseId?: number;
  search?: string;
  unansweredOnly?: boolean;
}

export function createDiscussionRepository(db: Database) {
  /** Per thread: live replies, the newest one's time, and whether staff replied. */
  const replyStats = () =>
    db
      .select({
        discussionId: discussionReplies.discussionId,
        replyCount: sql<number>`count(*)::int`.as('reply_count'),
        lastReplyAt: sql<string | Date>`max(${discussionReplies.createdAt})`.as('last_reply_at'),
        staffReplied: sql<boolean>`bool_or(${users.idRole} in ${STAFF_ROLE_IDS})`.as('staff_replied'),
      })
      .from(discussionReplies)
      .innerJoin(users, eq(users.id, discussionReplies.userId))
      .where(isNull(discussionReplies.deletedAt))
      .groupBy(discussionReplies.discussionId)
      .as('reply_stats');

  return {
    /**
     * The member's page of whatever owns this content (decisions 0041, 0044, 0046) — a batch's, a group's or a program
     * item's — under which its threads open; undefined for a catalogue course (its threads are in the course player).
     */
    async ownerPageOfContent(tx: Executor, courseSlug: string): Promise<string | undefined> {
      const [batch] = await tx
        .select({ liveclassSlug: liveClasses.slug, batchSlug: liveClassBatches.slug })
        .from(liveClassBatches)
        .innerJoin(liveClasses, eq(liveClasses.id, liveClassBatches.liveClassId))
        .innerJoin(courses, eq(courses.id, liveClassBatches.contentCourseId))
        .where(eq(courses.slug, courseSlug));
      if (batch) return memberCohortPagePath(batch);
      const [group] = await tx
        .select({ trainingSlug: corporateTrainings.slug, groupSlug: trainingGroups.slug })
        .from(trainingGroups)
        .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
        .innerJoin(courses, eq(courses.id, trainingGroups.contentCourseId))
        .where(eq(courses.slug, courseSlug));
      if (group) return memberCohortPagePath(group);
      const [item] = await tx
        .select({ corporateId: programLearningItems.corporateId, itemId: programLearningItems.id })
        .from(programLearningItems)
        .innerJoin(courses, eq(courses.id, programLearningItems.contentCourseId))
        .where(eq(courses.slug, courseSlug));
      return item ? memberProgramItemPagePath(courseSlug, item.corporateId, item.itemId) : undefined;
    },

    /** Any course by slug (published or not), with its author: the staff's pages. */
    async courseBySlug(slug: string) {
      const [row] = await db
        .select({ id: courses.id, slug: courses.slug, title: courses.title, authorId: courses.authorId })
        .from(courses)
        .where(eq(courses.slug, slug));
      return row;
    },

    async list(filter: ListFilter, page: PageRequest) {
      const stats = replyStats();
      const conditions: SQL[] = [isNull(discussions.deletedAt)];
      if (filter.courseId !== undefined) conditions.push(eq(discussions.courseId, filter.courseId));
      if (filter.search) {
        const pattern = likePattern(filter.search);
        conditions.push(or(ilike(discussions.title, pattern), ilike(discussions.body, pattern)) as SQL);
      }
      if (filter.unansweredOnly) {
        conditions.push(
          sql`${users.idRole} not in ${STAFF_ROLE_IDS}`,
          sql`coalesce(${stats.staffReplied}, false) = false`,
        );
      }
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            hashId: discussions.hashId,
            title: discussions.title,
            body: discussions.body,
            userId: discussions.userId,
            pinned: discussions.pinned,
            closed: discussions.closed,
            createdAt: discussions.createdAt,
            courseSlug: courses.slug,
            courseTitle: courses.title,
            authorName: users.name,
            authorUsername: users.username,
            authorRoleId: users.idRole,
            replyCount: sql<number>`coalesce(${stats.replyCount}, 0)::int`,
            lastReplyAt: stats.lastReplyAt,
            staffReplied: sql<boolean>`coalesce(${stats.staffReplied}, false)`,
          })
          .from(discussions)
          .innerJoin(users, eq(users.id, discussions.userId))
          .innerJoin(courses, eq(courses.id, discussions.courseId))
          .leftJoin(stats, eq(stats.discussionId, discussions.id))
          .where(where)
          .orderBy(desc(discussions.pinned), desc(discussions.createdAt), desc(discussions.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(discussions)
          .innerJoin(users, eq(users.id, discussions.userId))
          .leftJoin(stats, eq(stats.discussionId, discussions.id))
          .where(where),
      ]);
      return { rows, total };
    },

    /**
     * The courses that have live threads, with how many and how many still wait for a staff answer (a member's
     * question no author or admin replied to): most waiting first, then by title.
     */
    async courseCounts() {
      const stats = replyStats();
      const waiting = sql<number>`count(*) filter (where ${users.idRole} not in ${STAFF_ROLE_IDS} and
        coalesce(${stats.staffReplied}, false) = false)::int`;
      return db
        .select({ slug: courses.slug, title: courses.title, total: sql<number>`count(*)::int`, unanswered: waiting })
        .from(discussions)
        .innerJoin(courses, eq(courses.id, discussions.courseId))
        .innerJoin(users, eq(users.id, discussions.userId))
        .leftJoin(stats, eq(stats.discussionId, discussions.id))
        .where(isNull(discussions.deletedAt))
        .groupBy(courses.id, courses.slug, courses.title)
        .orderBy(desc(waiting), asc(courses.title));
    },

    /** A live thread by hash id, with its course and asker. */
    async thread(hashId: string) {
      const [row] = await db
        .select({
          id: discussions.id,
          hashId: discussions.hashId,
          title: discussions.title,
          body: discussions.body,
          userId: discussions.userId,
          pinned: discussions.pinned,
          closed: discussions.closed,
          createdAt: discussions.createdAt,
          updatedAt: discussions.updatedAt,
          courseId: courses.id,
          courseSlug: courses.slug,
          courseTitle: courses.title,
          courseAuthorId: courses.authorId,
          authorName: users.name,
          authorUsername: users.username,
          authorRoleId: users.idRole,
        })
        .from(discussions)
        .innerJoin(courses, eq(courses.id, discussions.courseId))
        .innerJoin(users, eq(users.id, discussions.userId))
        .where(and(eq(discussions.hashId, hashId), isNull(discussions.deletedAt)));
      return row;
    },

    async replies(discussionId: number) {
      return db
        .select({
          id: discussionReplies.id,
          body: discussionReplies.body,
          userId: discussionReplies.userId,
          createdAt: discussionReplies.createdAt,
          updatedAt: discussionReplies.updatedAt,
          authorName: users.name,
          authorUsername: users.username,
          authorRoleId: users.idRole,
        })
        .from(discussionReplies)
        .innerJoin(users, eq(users.id, discussionReplies.userId))
        .where(and(eq(discussionReplies.discussionId, discussionId), isNull(discussionReplies.deletedAt)))
        .orderBy(asc(discussionReplies.createdAt), asc(discussionReplies.id));
    },

    async reply(discussionId: number, replyId: number) {
      const [row] = await db
        .select({ id: discussionReplies.id, userId: discussionReplies.userId })
        .from(discussionReplies)
        .where(
          and(
            eq(discussionReplies.id, replyId),
            eq(discussionReplies.discussionId, discussionId),
            isNull(discussionReplies.deletedAt),
          ),
        );
      return row;
    },

    async userName(userId: number, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name;
    },

    async insertThread(tx: Transaction | Database, values: typeof discussions.$inferInsert) {
      await tx.insert(discussions).values(values);
    },

    async insertReply(tx: Transaction, values: typeof discussionReplies.$inferInsert) {
      const [row] = await tx.insert(discussionReplies).values(values).returning({ id: discussionReplies.id });
      return row.id;
    },

    async updateThread(
      id: number,
      values: Partial<
        Pick<typeof discussions.$inferInsert, 'title' | 'body' | 'pinned' | 'closed' | 'updatedAt' | 'deletedAt'>
      >,
      tx: Transaction | Database = db,
    ) {
      await tx.update(discussions).set(values).where(eq(discussions.id, id));
    },

    async updateReply(
      id: number,
      values: Partial<Pick<typeof discussionReplies.$inferInsert, 'body' | 'updatedAt' | 'deletedAt'>>,
    ) {
      await db.update(discussionReplies).set(values).where(eq(discussionReplies.id, id));
    },
  };
}

export type DiscussionRepository = ReturnType<typeof createDiscussionRepository>;
