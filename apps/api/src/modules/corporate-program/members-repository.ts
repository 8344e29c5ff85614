// The employees of one company in one batch, one row each (decision 0047): the Member list by name, Progres Belajar by
// rank, the dashboard's top and inactive lists, and the CSV — one roster, so every view shows the same numbers. The
// roster (who, their progress, points and rank) is read once per version of the batch and kept like the aggregates
// (manager-cache.ts); the status is worked out at each request from its dates, and filters, order and the page are
// applied in memory, so a page of a company of thousands costs the version check and its own rows' details.
import { NO_DEPARTMENT, type EmployeeFilters, type EmployeeStatus } from '@akademi-siber/util-contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { aggregateCache } from './manager-cache';
import { createCorporateRepository, rowsOf } from './repository';

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

/** One employee as the roster keeps them: what does not depend on the moment of reading. */
interface RosterRow {
  memberId: number;
  userId: number;
  username: string;
  name: string;
  email: string;
  department: string | null;
  joinedAtMs: number;
  lastActiveAtMs: number | null;
  progress: number;
  point: number;
  /** Over the whole batch, before any filter, so a found employee keeps their real rank. */
  rank: number;
}

interface Roster {
  /** By name, as PostgreSQL's collation orders `lower(name), name, id`: the Member list's order. */
  rows: RosterRow[];
  inactiveAfterDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The contract's statuses (`employeeFacts` in repository.ts says the same in SQL, for the aggregates). */
function statusAt(row: RosterRow, inactiveAfterDays: number, nowMs: number): EmployeeStatus {
  if (row.progress >= 100) return 'completed';
  if ((row.lastActiveAtMs ?? row.joinedAtMs) < nowMs - inactiveAfterDays * DAY_MS) return 'inactive';
  if (row.progress === 0 && row.lastActiveAtMs === null) return 'not_started';
  return 'active';
}

function matches(row: RosterRow, status: EmployeeStatus, query: EmployeeQuery): boolean {
  if (query.status && status !== query.status) return false;
  if (query.department === NO_DEPARTMENT) {
    if (row.department !== null) return false;
  } else if (query.department && row.department !== query.department) return false;
  if (query.username && row.username.toLowerCase() !== query.username.toLowerCase()) return false;
  if (query.q) {
    const needle = query.q.toLowerCase();
    if (![row.name, row.username, row.email].some((text) => text.toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** What a page reads fresh of each of its rows: items done, quiz scores, the last reminder. */
interface PageFacts {
  completed: number;
  quizSum: number;
  quizCount: number;
  remindedAtMs: number | null;
}

type Placed = { row: RosterRow; status: EmployeeStatus; position: number };

/** Ties fall back on the name order, as the Member list's. */
const COMPARE: Record<EmployeeOrder, ((a: Placed, b: Placed) => number) | null> = {
  name: null,
  rank: (a, b) => a.row.rank - b.row.rank || a.position - b.position,
  idle: (a, b) =>
    (a.row.lastActiveAtMs ?? a.row.joinedAtMs) - (b.row.lastActiveAtMs ?? b.row.joinedAtMs) || a.position - b.position,
};

export function createEmployeesRepository(db: Database) {
  const cached = aggregateCache(db);
  const repository = createCorporateRepository(db);

  /** Every employee of the company in the batch, read once per version of the batch (manager-cache.ts). */
  async function roster(corporateId: number, batchId: number, knownVersion?: string): Promise<Roster> {
    const version = knownVersion ?? (await repository.versions(corporateId, [batchId])).get(batchId) ?? '';
    return cached(`roster:${corporateId}:${batchId}:${version}`, async () => {
      const [batch] = await rowsOf<{ inactiveAfterDays: number }>(
        db,
        sql`select inactive_after_days::int as "inactiveAfterDays" from program_batches where id = ${batchId}`,
      );
      const rows = await rowsOf<RosterRow>(
        db,
        sql`
        select cm.id as "memberId", cm.user_id as "userId", u.username, u.name, u.email, cm.department,
               (extract(epoch from cm.joined_at) * 1000)::float8 as "joinedAtMs",
               (extract(epoch from cm.last_active_at) * 1000)::float8 as "lastActiveAtMs",
               cm.progress::int as progress, cm.point::int as point,
               (rank() over (order by cm.point desc))::int as rank
        from corporate_members cm
        join users u on u.id = cm.user_id and u.deleted_at is null
        where cm.corporate_id = ${corporateId} and cm.batch_id = ${batchId}
        order by lower(u.name), u.name, cm.id`,
      );
      return { rows, inactiveAfterDays: batch?.inactiveAfterDays ?? 0 };
    });
  }

  async function details(memberIds: readonly number[]): Promise<Map<number, PageFacts>> {
    if (memberIds.length === 0) return new Map();
    const rows = await rowsOf<PageFacts & { memberId: number }>(
      db,
      sql`
      select cm.id as "memberId", coalesce(p.completed, 0)::int as completed,
             coalesce(p.quiz_sum, 0)::int as "quizSum", coalesce(p.quiz_count, 0)::int as "quizCount",
             (select (extract(epoch from max(pr.sent_at)) * 1000)::float8
              from program_reminders pr where pr.member_id = cm.id) as "remindedAtMs"
      from corporate_members cm
      left join lateral (
        select count(pp.completed_at) as completed, sum(pp.quiz_score) as quiz_sum, count(pp.quiz_score) as quiz_count
        from program_item_progress pp where pp.member_id = cm.id
      ) p on true
      where cm.id in ${memberIds}`,
    );
    return new Map(rows.map((row) => [row.memberId, row]));
  }

  return {
    /** A page of employees matching the filters, each with the total that match (0 rows: none, or past the end). */
    async list(
      corporateId: number,
      batchId: number,
      query: EmployeeQuery,
      order: EmployeeOrder,
      page: PageRequest,
      now: Date,
      /** The batch's version when the caller has read it already. */
      version?: string,
    ): Promise<{ rows: EmployeeRow[]; total: number }> {
      const { rows, inactiveAfterDays } = await roster(corporateId, batchId, version);
      const nowMs = now.getTime();
      const found: Placed[] = [];
      rows.forEach((row, position) => {
        const status = statusAt(row, inactiveAfterDays, nowMs);
        if (matches(row, status, query)) found.push({ row, status, position });
      });
      const compare = COMPARE[order];
      if (compare) found.sort(compare);
      const pageRows = found.slice(page.offset, page.offset + page.limit);
      const facts = await details(pageRows.map(({ row }) => row.memberId));
      return {
        total: found.length,
        rows: pageRows.map(({ row, status }) => {
          const done = facts.get(row.memberId);
          return {
            ...row,
            status,
            completedItems: done?.completed ?? 0,
            quizSum: done?.quizSum ?? 0,
            quizCount: done?.quizCount ?? 0,
            lastRemindedAtMs: done?.remindedAtMs ?? null,
            total: found.length,
          };
        }),
      };
    },
  };
}
