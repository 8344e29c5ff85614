// The point ledger of one member, the XP leaderboards over every active member account, and the two writes an
// award is made of (a ledger row, then the same amounts on users.point / users.xp).
import {
  ROLE_IDS,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type PointEntry,
} from '@akademi-siber/util-contracts';
import { TIME_ZONE } from '@akademi-siber/util-format';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { pointLedger, users } from '../../db/schema';
import type { PageRequest } from '../../plugins/request-schemas';

type Rows<T> = { rows: T[] };

export type LedgerEntry = Pick<
  typeof pointLedger.$inferInsert,
  'userId' | 'points' | 'xp' | 'source' | 'reference' | 'description' | 'contentCourseId'
>;

/** Inserts the ledger row unless (user, source, reference) already has one; true when the row is new. */
export async function insertLedgerEntry(tx: Transaction, entry: LedgerEntry): Promise<boolean> {
  const inserted = await tx
    .insert(pointLedger)
    .values(entry)
    .onConflictDoNothing({ target: [pointLedger.userId, pointLedger.source, pointLedger.reference] })
    .returning({ id: pointLedger.id });
  return inserted.length > 0;
}

/** Adds to the member's running sums, the ones the navbar and the all-time leaderboard read. */
export async function addToBalance(tx: Transaction, userId: number, points: number, xp: number): Promise<void> {
  await tx
    .update(users)
    .set({ point: sql`${users.point} + ${points}`, xp: sql`${users.xp} + ${xp}` })
    .where(eq(users.id, userId));
}

export function createPointsRepository(db: Database) {
  return {
    async ledger(userId: number, page: PageRequest): Promise<{ items: PointEntry[]; total: number }> {
      const where = eq(pointLedger.userId, userId);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            id: pointLedger.id,
            source: pointLedger.source,
            description: pointLedger.description,
            points: pointLedger.points,
            xp: pointLedger.xp,
            createdAt: pointLedger.createdAt,
          })
          .from(pointLedger)
          .where(where)
          .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(pointLedger).where(where),
      ]);
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total };
    },

    /**
     * Members by XP: all time from users.xp (kept equal to the ledger's sum), or this calendar month in WIB from the
     * ledger. Deleted accounts and members without XP in the period are left out; equal XP share a rank.
     */
    async leaderboard(
      period: LeaderboardPeriod,
      page: PageRequest,
    ): Promise<{ items: LeaderboardEntry[]; total: number }> {
      const scores =
        period === 'all'
          ? sql`select u.id, u.xp::int as xp from users u
                where u.id_role = ${ROLE_IDS.member} and u.deleted_at is null and u.xp > 0`
          : sql`select u.id, sum(l.xp)::int as xp from users u join point_ledger l on l.user_id = u.id
                where u.id_role = ${ROLE_IDS.member} and u.deleted_at is null
                  and l.created_at >= (date_trunc('month', now() at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})
                group by u.id having sum(l.xp) > 0`;
      const [rows, counts] = await Promise.all([
        db.execute(sql`
          select rank() over (order by s.xp desc)::int as rank, u.username, u.name, u.avatar_url as "avatarUrl", s.xp
          from (${scores}) s join users u on u.id = s.id
          order by s.xp desc, u.username
          limit ${page.limit} offset ${page.offset}`),
        db.execute(sql`select count(*)::int as total from (${scores}) s`),
      ]);
      return {
        items: (rows as unknown as Rows<LeaderboardEntry>).rows,
        total: Number((counts as unknown as Rows<{ total: number }>).rows[0]?.total ?? 0),
      };
    },
  };
}
