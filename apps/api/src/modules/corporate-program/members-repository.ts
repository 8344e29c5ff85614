// The employees of one corporate in one batch, with their rank by points.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { corporateMembers, users } from '../../db/schema';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';

export type ParticipantOrder = 'name' | 'rank';

export function createParticipantsRepository(db: Database) {
  return {
    async list(
      corporateId: number,
      batchId: number,
      search: string | undefined,
      order: ParticipantOrder,
      page: PageRequest,
    ) {
      const inProgram = and(eq(corporateMembers.corporateId, corporateId), eq(corporateMembers.batchId, batchId));
      const pattern = search ? likePattern(search) : undefined;
      const condition: SQL | undefined = and(
        inProgram,
        pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined,
      );
      // Ranked over the whole batch before any search, so a searched employee keeps their real rank.
      const ranked = db
        .select({
          userId: corporateMembers.userId,
          rank: sql<number>`rank() over (order by ${corporateMembers.point} desc)::int`.as('rank'),
        })
        .from(corporateMembers)
        .where(inProgram)
        .as('ranked');
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            rank: ranked.rank,
            username: users.username,
            name: users.name,
            joinedAt: corporateMembers.joinedAt,
            progress: corporateMembers.progress,
            point: corporateMembers.point,
          })
          .from(corporateMembers)
          .innerJoin(users, eq(users.id, corporateMembers.userId))
          .innerJoin(ranked, eq(ranked.userId, corporateMembers.userId))
          .where(condition)
          .orderBy(
            ...(order === 'rank' ? [asc(ranked.rank), asc(users.name)] : [asc(users.name)]),
            desc(corporateMembers.id),
          )
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(corporateMembers)
          .innerJoin(users, eq(users.id, corporateMembers.userId))
          .where(condition),
      ]);
      return { rows, total };
    },
  };
}
