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
      // The page is cut first; only its rows then read their items (done, quiz scores) and last reminder.
      const rows = await rowsOf<EmployeeRow>(
        db,
        sql`
        with f as (${employeeFacts(corporateId, [batchId], now)}),
        -- Ranked over the whole batch before any filter, so a found employee keeps their real rank.
        r as (select f.*, (rank() over (order by f.point desc))::int as rank from f),
        page as (
          select r.*, u.username, u.name, u.email, (count(*) over ())::int as total,
                 row_number() over (order by ${ORDER[order]}) as position
          from r join users u on u.id = r.user_id
          where ${conditions(query)}
          order by ${ORDER[order]}
          limit ${page.limit} offset ${page.offset}
        )
        select page.id as "memberId", page.user_id as "userId", page.rank, page.username, page.name, page.email,
               page.department, (extract(epoch from page.joined_at) * 1000)::float8 as "joinedAtMs",
               (extract(epoch from page.last_active_at) * 1000)::float8 as "lastActiveAtMs",
               page.status, page.progress, coalesce(p.completed, 0)::int as "completedItems",
               coalesce(p.quiz_sum, 0)::int as "quizSum", coalesce(p.quiz_count, 0)::int as "quizCount", page.point,
               (select (extract(epoch from max(pr.sent_at)) * 1000)::float8
                from program_reminders pr where pr.member_id = page.id) as "lastRemindedAtMs",
               page.total
        from page
        left join lateral (
          select count(pp.completed_at) as completed, sum(pp.quiz_score) as quiz_sum, count(pp.quiz_score) as quiz_count
          from program_item_progress pp where pp.member_id = page.id
        ) p on true
        order by page.position`,
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
