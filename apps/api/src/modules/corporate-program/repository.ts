// The corporate program as a manager sees it: which corporate × batch pairs they may open, and the numbers.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  corporateBatchAccess,
  corporateManagers,
  corporateMembers,
  corporates,
  programBatches,
  users,
} from '../../db/schema';

export function createCorporateRepository(db: Database) {
  return {
    async findBatch(batchId: number) {
      const [row] = await db
        .select({ id: programBatches.id, name: programBatches.name, is_full_access: programBatches.isFullAccess })
        .from(programBatches)
        .where(eq(programBatches.id, batchId))
        .limit(1);
      return row;
    },

    async findCorporate(corporateId: number) {
      const [row] = await db
        .select({ id: corporates.id, name: corporates.name })
        .from(corporates)
        .where(eq(corporates.id, corporateId))
        .limit(1);
      return row;
    },

    async managerHasAccess(userId: number, corporateId: number, batchId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: corporateBatchAccess.id })
        .from(corporateBatchAccess)
        .innerJoin(corporateManagers, eq(corporateManagers.id, corporateBatchAccess.managerId))
        .where(
          and(
            eq(corporateManagers.userId, userId),
            eq(corporateManagers.corporateId, corporateId),
            eq(corporateBatchAccess.batchId, batchId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async summary(corporateId: number, batchId: number) {
      const [row] = await db
        .select({
          members: sql<number>`count(*)::int`,
          activeMembers: sql<number>`(count(*) filter (where ${corporateMembers.progress} > 0))::int`,
          averageProgress: sql<number>`coalesce(round(avg(${corporateMembers.progress}), 2), 0)::float8`,
          totalPoints: sql<number>`coalesce(sum(${corporateMembers.point}), 0)::int`,
        })
        .from(corporateMembers)
        .where(and(eq(corporateMembers.corporateId, corporateId), eq(corporateMembers.batchId, batchId)));
      return row;
    },

    async topMembers(corporateId: number, batchId: number, limit: number) {
      return db
        .select({
          username: users.username,
          name: users.name,
          progress: corporateMembers.progress,
          point: corporateMembers.point,
        })
        .from(corporateMembers)
        .innerJoin(users, eq(users.id, corporateMembers.userId))
        .where(and(eq(corporateMembers.corporateId, corporateId), eq(corporateMembers.batchId, batchId)))
        .orderBy(desc(corporateMembers.point), asc(users.name))
        .limit(limit);
    },
  };
}
