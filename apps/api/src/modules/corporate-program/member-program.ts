// The employee's side of the corporate program (decision 0046): the batches they take part in through their company,
// and one batch with its learning items and where they stand in each. Reads only: the progress rows are written by
// learning.ts in the transaction of whatever moved them.
import type {
  MemberProgramBatch,
  MemberProgramItem,
  MemberProgramSummary,
  ProgramItemStatus,
} from '@akademi-siber/util-contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  corporateMembers,
  corporates,
  courses,
  programBatches,
  programItemProgress,
  programLearningItems,
} from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export const MEMBER_PROGRAM_MESSAGES = {
  batchNotFound: 'Batch program tidak ditemukan atau kamu bukan pesertanya.',
} as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function itemStatus(
  row: { progress: number; completedAt: Date | null; dueAt: Date | null; started: boolean },
  now: Date,
): ProgramItemStatus {
  if (row.completedAt) return 'selesai';
  if (row.dueAt && row.dueAt.getTime() < now.getTime()) return 'terlambat';
  return row.started ? 'berjalan' : 'belum_mulai';
}

export function createMemberProgramService(db: Database) {
  /** The member's employee rows with their batch, company and counts, the running batches first. */
  function memberships(userId: number, batchId?: number) {
    return db
      .select({
        memberId: corporateMembers.id,
        batchId: programBatches.id,
        batchName: programBatches.name,
        startsAt: programBatches.startsAt,
        endsAt: programBatches.endsAt,
        corporateId: corporates.id,
        corporateName: corporates.name,
        progress: corporateMembers.progress,
        points: corporateMembers.point,
        items: sql<number>`(select count(*)::int from ${programLearningItems} i
          where i.batch_id = ${corporateMembers.batchId} and i.corporate_id = ${corporateMembers.corporateId})`,
        completedItems: sql<number>`(select count(*)::int from ${programItemProgress} p
          where p.member_id = ${corporateMembers.id} and p.completed_at is not null)`,
      })
      .from(corporateMembers)
      .innerJoin(programBatches, eq(programBatches.id, corporateMembers.batchId))
      .innerJoin(corporates, eq(corporates.id, corporateMembers.corporateId))
      .where(
        and(eq(corporateMembers.userId, userId), batchId === undefined ? undefined : eq(programBatches.id, batchId)),
      )
      .orderBy(desc(programBatches.endsAt), asc(programBatches.id), asc(corporates.id));
  }

  const summary = (row: Awaited<ReturnType<typeof memberships>>[number]): MemberProgramSummary => ({
    batch: {
      id: row.batchId,
      name: row.batchName,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    },
    company: { id: row.corporateId, name: row.corporateName },
    items: Number(row.items),
    completedItems: Number(row.completedItems),
    progress: row.progress,
    points: row.points,
  });

  return {
    async programs(userId: number): Promise<MemberProgramSummary[]> {
      return (await memberships(userId)).map(summary);
    },

    async batch(userId: number, batchId: number, now = new Date()): Promise<MemberProgramBatch> {
      // An employee takes part in a batch through one company; should an admin have listed them twice, the first.
      const [row] = await memberships(userId, batchId);
      if (!row) throw new ApiError(404, MEMBER_PROGRAM_MESSAGES.batchNotFound);
      const items = await db
        .select({
          id: programLearningItems.id,
          title: programLearningItems.title,
          contentSlug: courses.slug,
          order: programLearningItems.order,
          dueAt: programLearningItems.dueAt,
          points: programLearningItems.points,
          progress: programItemProgress.progress,
          quizScore: programItemProgress.quizScore,
          completedAt: programItemProgress.completedAt,
        })
        .from(programLearningItems)
        .innerJoin(courses, eq(courses.id, programLearningItems.contentCourseId))
        .leftJoin(
          programItemProgress,
          and(eq(programItemProgress.itemId, programLearningItems.id), eq(programItemProgress.memberId, row.memberId)),
        )
        .where(
          and(eq(programLearningItems.batchId, row.batchId), eq(programLearningItems.corporateId, row.corporateId)),
        )
        .orderBy(asc(programLearningItems.order), asc(programLearningItems.id));
      const learningItems: MemberProgramItem[] = items.map((item) => ({
        id: item.id,
        title: item.title,
        contentSlug: item.contentSlug,
        order: item.order,
        dueAt: iso(item.dueAt),
        points: item.points,
        progress: item.progress ?? 0,
        quizScore: item.quizScore,
        completedAt: iso(item.completedAt),
        status: itemStatus(
          {
            progress: item.progress ?? 0,
            completedAt: item.completedAt,
            dueAt: item.dueAt,
            started: item.progress !== null,
          },
          now,
        ),
      }));
      return { ...summary(row), learningItems };
    },
  };
}
