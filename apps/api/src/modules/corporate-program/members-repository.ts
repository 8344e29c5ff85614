// The employees of one company in one batch, one row each (decision 0047): the Member list by name, Progres Belajar by
// rank, the dashboard's top and inactive lists, and the CSV — one query, so every view shows the same numbers.
import { NO_DEPARTMENT, type EmployeeFilters, type EmployeeStatus } from '@akademi-siber/util-contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { likePattern, type PageRequest } from '../../plugins/request-schemas';
import { employeeFacts, rowsOf } from './repository';

/** `name`: the Member list; `rank`: Progres Belajar; `idle`: longest without activity first. */
export type EmployeeOrder = 'name' | 'rank' | 'idle';

export interface EmployeeQuery extends EmployeeFilters {
  q?: string;
  /** Exactly this employee (case-insensitive). */
  username?: string;
}

export interface EmployeeRow {
  memberId: number;
  userId: number;
  rank: number;
  username: string;
  name: string;
  email: string;
  department: string | null;
  joinedAtMs: number;
  lastActiveAtMs: number | null;
  status: EmployeeStatus;
  progress: number;
  completedItems: number;
  quizSum: number;
  quizCount: number;
  point: number;
  lastRemindedAtMs: number | null;
  total: number;
}

const ORDER: Record<EmployeeOrder, SQL> = {
  name: sql`lower(u.name), u.name, r.id`,
  rank: sql`r.rank, lower(u.name), r.id`,
  idle: sql`coalesce(r.last_active_at, r.joined_at), lower(u.name), r.id`,
};

function conditions(query: EmployeeQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.status) parts.push(sql`r.status = ${query.status}`);
  if (query.department === NO_DEPARTMENT) parts.push(sql`r.department is null`);
  else if (query.department) parts.push(sql`r.department = ${query.department}`);
  if (query.username) parts.push(sql`lower(u.username) = lower(${query.username})`);
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(sql`(u.name ilike ${pattern} or u.username ilike ${pattern} or u.email ilike ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

export function createEmployeesRepository(db: Database) {
  return {
    /** A page of employees matching the filters, each with the total that match (0 rows: none, or past the end). */
    async list(
      corporateId: number,
      batchId: number,
      query: EmployeeQuery,
      order: EmployeeOrder,
      page: PageRequest,
      now: Date,
    ): Promise<{ rows: EmployeeRow[]; total: number }> {
      const rows = await rowsOf<EmployeeRow>(
        db,
        sql`
        with f as (${employeeFacts(corporateId, [batchId], now)}),
        -- Ranked over the whole batch before any filter, so a found employee keeps their real rank.
        r as (select f.*, (rank() over (order by f.point desc))::int as rank from f)
        select r.id as "memberId", r.user_id as "userId", r.rank, u.username, u.name, u.email, r.department,
               (extract(epoch from r.joined_at) * 1000)::float8 as "joinedAtMs",
               (extract(epoch from r.last_active_at) * 1000)::float8 as "lastActiveAtMs",
               r.status, r.progress, r.completed_items as "completedItems", r.quiz_sum as "quizSum",
               r.quiz_count as "quizCount", r.point,
               (select (extract(epoch from max(pr.sent_at)) * 1000)::float8
                from program_reminders pr where pr.member_id = r.id) as "lastRemindedAtMs",
               (count(*) over ())::int as total
        from r join users u on u.id = r.user_id
        where ${conditions(query)}
        order by ${ORDER[order]}
        limit ${page.limit} offset ${page.offset}`,
      );
      if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [count] = await rowsOf<{ total: number }>(
        db,
        sql`
        with r as (${employeeFacts(corporateId, [batchId], now)})
        select count(*)::int as total from r join users u on u.id = r.user_id where ${conditions(query)}`,
      );
      return { rows, total: count.total };
    },
  };
}
