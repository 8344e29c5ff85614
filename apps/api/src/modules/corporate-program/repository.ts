// The corporate program as a manager sees it (decision 0047): which company × batch pairs they may open, and the
// counts behind every figure of the dashboard and the Member page. Counts only; what a manager may see of them is
// decided in manager-figures.ts. Employees whose account was deleted are left out everywhere.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { corporateBatchAccess, corporateManagers, corporates, programBatches } from '../../db/schema';
import type { GroupCounts } from './manager-figures';

export interface ManagedBatch {
  id: number;
  name: string;
  is_full_access: boolean;
  startsAt: Date;
  endsAt: Date;
  inactiveAfterDays: number;
}

const batchColumns = {
  id: programBatches.id,
  name: programBatches.name,
  is_full_access: programBatches.isFullAccess,
  startsAt: programBatches.startsAt,
  endsAt: programBatches.endsAt,
  inactiveAfterDays: programBatches.inactiveAfterDays,
};

/** The rows of a raw query, on either driver. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * One row per employee of the company in the given batches, with whether they started and their status at `now`
 * (contract `EmployeeStatus`). Read from `corporate_members` alone — whatever moves an item also stamps the employee's
 * last activity (decision 0046) — so a list sorts and filters without touching the items' progress.
 */
export function employeeFacts(corporateId: number, batchIds: readonly number[], now: Date): SQL {
  const at = now.toISOString();
  return sql`
    select cm.id, cm.batch_id, cm.user_id, cm.department, cm.progress, cm.point, cm.joined_at, cm.last_active_at,
           (cm.progress > 0 or cm.last_active_at is not null) as started,
           case
             when cm.progress >= 100 then 'completed'
             when coalesce(cm.last_active_at, cm.joined_at)
                  < ${at}::timestamptz - make_interval(days => b.inactive_after_days::int) then 'inactive'
             when cm.progress = 0 and cm.last_active_at is null then 'not_started'
             else 'active'
           end as status
    from corporate_members cm
    join users u on u.id = cm.user_id and u.deleted_at is null
    join program_batches b on b.id = cm.batch_id
    where cm.corporate_id = ${corporateId} and cm.batch_id in ${batchIds}`;
}

/** The counts of one batch and department. */
export interface DepartmentCounts extends GroupCounts {
  batchId: number;
  department: string | null;
}

export interface ItemCounts {
  id: number;
  title: string;
  order: number;
  dueAtMs: number | null;
  points: number;
  started: number;
  completed: number;
  quizAverage: number | null;
  quizPeople: number;
}

export interface TrendRow {
  weekStart: string;
  itemsCompleted: number;
  activeEmployees: number;
}

export function createCorporateRepository(db: Database) {
  return {
    async findBatch(batchId: number): Promise<ManagedBatch | undefined> {
      const [row] = await db.select(batchColumns).from(programBatches).where(eq(programBatches.id, batchId)).limit(1);
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

    /** The batches granted to this manager for this company, oldest first (none: not their company). */
    managedBatches(userId: number, corporateId: number): Promise<ManagedBatch[]> {
      return db
        .select(batchColumns)
        .from(corporateBatchAccess)
        .innerJoin(corporateManagers, eq(corporateManagers.id, corporateBatchAccess.managerId))
        .innerJoin(programBatches, eq(programBatches.id, corporateBatchAccess.batchId))
        .where(and(eq(corporateManagers.userId, userId), eq(corporateManagers.corporateId, corporateId)))
        .orderBy(asc(programBatches.startsAt), asc(programBatches.id));
    },

    /** Per batch and department: the counts every figure is made of. */
    async departmentCounts(corporateId: number, batchIds: readonly number[], now: Date): Promise<DepartmentCounts[]> {
      if (batchIds.length === 0) return [];
      return rowsOf<DepartmentCounts>(
        db,
        sql`
        with f as (${employeeFacts(corporateId, batchIds, now)}),
        q as (
          select pp.member_id, sum(pp.quiz_score) as quiz_sum, count(pp.quiz_score) as quiz_count
          from program_item_progress pp join f on f.id = pp.member_id
          where pp.quiz_score is not null
          group by pp.member_id
        )
        select f.batch_id as "batchId", f.department,
               count(*)::int as employees,
               (count(*) filter (where f.started))::int as started,
               (count(*) filter (where f.status = 'completed'))::int as completed,
               coalesce(sum(f.progress), 0)::int as "progressSum",
               coalesce(sum(f.point), 0)::float8 as "totalPoints",
               coalesce(sum(q.quiz_sum), 0)::float8 as "quizSum",
               coalesce(sum(q.quiz_count), 0)::int as "quizCount",
               count(q.member_id)::int as "quizPeople",
               (count(*) filter (where f.status = 'active'))::int as active,
               (count(*) filter (where f.status = 'inactive'))::int as inactive,
               (count(*) filter (where f.status = 'not_started'))::int as "notStarted"
        from f left join q on q.member_id = f.id
        group by f.batch_id, f.department
        order by department nulls last`,
      );
    },

    /** Each learning item of the company in the batch, in order, with who started and completed it. */
    itemCounts(corporateId: number, batchId: number): Promise<ItemCounts[]> {
      return rowsOf<ItemCounts>(
        db,
        sql`
        select i.id, i.title, i."order" as "order", (extract(epoch from i.due_at) * 1000)::float8 as "dueAtMs",
               i.points, count(pp.id)::int as started, count(pp.completed_at)::int as completed,
               avg(pp.quiz_score)::float8 as "quizAverage", count(pp.quiz_score)::int as "quizPeople"
        from program_learning_items i
        left join (
          program_item_progress pp
          join corporate_members cm on cm.id = pp.member_id
          join users u on u.id = cm.user_id and u.deleted_at is null
        ) on pp.item_id = i.id
        where i.batch_id = ${batchId} and i.corporate_id = ${corporateId}
        group by i.id
        order by i."order", i.id`,
      );
    },

    /**
     * What the batches' figures depend on, per batch, in one short string: whatever moves an item stamps the employee
     * (last activity, progress, points), and an import or removal changes the count. A cached figure is kept only
     * while this stays the same (manager-cache.ts).
     */
    async versions(corporateId: number, batchIds: readonly number[]): Promise<Map<number, string>> {
      if (batchIds.length === 0) return new Map();
      const rows = await rowsOf<{ batchId: number; version: string }>(
        db,
        sql`select cm.batch_id as "batchId",
                   concat_ws(':', count(*), sum(cm.progress), sum(cm.point),
                             extract(epoch from max(cm.last_active_at)), extract(epoch from max(cm.joined_at)),
                             -- The statuses move with the batch's inactivity threshold.
                             max(b.inactive_after_days))
                     as version
            from corporate_members cm
            join program_batches b on b.id = cm.batch_id
            where cm.corporate_id = ${corporateId} and cm.batch_id in ${batchIds}
            group by cm.batch_id`,
      );
      return new Map(rows.map((row) => [row.batchId, row.version]));
    },

    async employeeTotal(corporateId: number, batchId: number): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from corporate_members cm
            join users u on u.id = cm.user_id and u.deleted_at is null
            where cm.batch_id = ${batchId} and cm.corporate_id = ${corporateId}`,
      );
      return row.total;
    },

    async itemTotal(corporateId: number, batchId: number): Promise<number> {
      const [row] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from program_learning_items
            where batch_id = ${batchId} and corporate_id = ${corporateId}`,
      );
      return row.total;
    },

    /**
     * Per week (Monday, WIB) since `from`: items completed, and employees with any recorded activity (an item
     * completed, the last activity in an item, the last activity in the program).
     */
    trend(corporateId: number, batchId: number, from: Date): Promise<TrendRow[]> {
      const since = from.toISOString();
      return rowsOf<TrendRow>(
        db,
        sql`
        with m as (
          select cm.id, cm.last_active_at from corporate_members cm
          join users u on u.id = cm.user_id and u.deleted_at is null
          where cm.corporate_id = ${corporateId} and cm.batch_id = ${batchId}
        ), e as (
          select pp.member_id, pp.completed_at as t, true as done
          from program_item_progress pp join m on m.id = pp.member_id
          where pp.completed_at >= ${since}::timestamptz
          union all
          select pp.member_id, pp.last_active_at, false
          from program_item_progress pp join m on m.id = pp.member_id
          where pp.last_active_at >= ${since}::timestamptz
          union all
          select m.id, m.last_active_at, false from m where m.last_active_at >= ${since}::timestamptz
        )
        select to_char(date_trunc('week', (t at time zone 'UTC') + interval '7 hours'), 'YYYY-MM-DD') as "weekStart",
               (count(*) filter (where done))::int as "itemsCompleted",
               count(distinct member_id)::int as "activeEmployees"
        from e
        group by 1
        order by 1`,
      );
    },
  };
}
