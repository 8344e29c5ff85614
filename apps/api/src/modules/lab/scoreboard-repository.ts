// The lab scoreboard's queries (decision 0035): members by the points their solves were awarded, all time or this
// calendar month (WIB), over everyone or one classroom. Equal points are ordered by who got there first (earlier last
// solve), so ranks are distinct. When the staff freeze it, players see the solves up to that moment; the staff and
// teachers see it live. The ranking comes from scoreboard-cache.ts; the caller's own row is read live and placed in
// it, so a player sees their own solve at once, and it comes with the top list even when they are far below it.
import {
  ROLE_IDS,
  type LabScoreboard,
  type LabScoreboardEntry,
  type LabScoreboardPeriod,
} from '@akademi-siber/util-contracts';
import { TIME_ZONE } from '@akademi-siber/util-format';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classrooms, classroomStudents, labSettings, teachers } from '../../db/schema';
import { cachedRanking } from './scoreboard-cache';

interface BoardRow {
  rank: number;
  username: string;
  name: string;
  avatarUrl: string | null;
  points: number;
  solves: number;
  lastSolveMs: number;
  userId: number;
}

export interface BoardRequest {
  period: LabScoreboardPeriod;
  limit: number;
  /** Whose row to add when outside the top list. */
  userId?: number;
  classroom?: { id: number; slug: string; name: string } | null;
  /** Staff and teachers: every solve, frozen or not. */
  live: boolean;
}

type OwnRow = Omit<BoardRow, 'rank'>;

/** Whether `row` ranks above `own`: more points, or as many reached earlier (then the lower id, as the query does). */
const ranksAbove = (row: OwnRow, own: OwnRow) =>
  row.points > own.points ||
  (row.points === own.points &&
    (row.lastSolveMs < own.lastSolveMs || (row.lastSolveMs === own.lastSolveMs && row.userId < own.userId)));

/**
 * The top `limit` of a cached ranking with the caller's live row put in its place (the cached row of the caller, which
 * may be older, left out), ranks renumbered; and the caller's row with its rank. Without a live row: the ranking as is.
 */
export function placeOwnRow(
  ranked: readonly BoardRow[],
  own: OwnRow | null,
  limit: number,
): { entries: BoardRow[]; me: BoardRow | null } {
  if (!own) return { entries: ranked.slice(0, limit), me: null };
  let above = 0;
  for (const row of ranked) if (row.userId !== own.userId && ranksAbove(row, own)) above += 1;
  const me: BoardRow = { ...own, rank: above + 1 };
  const entries: BoardRow[] = [];
  for (const row of ranked) {
    if (entries.length >= limit) break;
    if (row.userId === own.userId) continue;
    if (entries.length === above) entries.push(me);
    if (entries.length < limit) entries.push({ ...row, rank: entries.length + 1 });
  }
  if (entries.length === above && entries.length < limit) entries.push(me);
  return { entries, me };
}

export function createScoreboardRepository(db: Database) {
  async function frozenAt(): Promise<Date | null> {
    const [row] = await db
      .select({ at: labSettings.scoreboardFrozenAt })
      .from(labSettings)
      .where(eq(labSettings.id, 1));
    return row?.at ?? null;
  }

  /**
   * Every player with a solve on this board, ranked (the query the cache saves). The solves are summed per player
   * first and the players filtered after (members, not deleted, in the classroom): one pass over the solves without a
   * join per solve, which halves the query at 200,000 solves.
   */
  /** Which solves count on the board, and which players are on it. */
  function conditions(request: BoardRequest, frozen: Date | null) {
    const solves = [
      ...(request.period === 'month'
        ? [sql`s.solved_at >= (date_trunc('month', now() at time zone ${TIME_ZONE}) at time zone ${TIME_ZONE})`]
        : []),
      ...(frozen ? [sql`s.solved_at <= ${frozen.toISOString()}::timestamptz`] : []),
    ];
    const players = [
      sql`u.id_role = ${ROLE_IDS.member} and u.deleted_at is null`,
      ...(request.classroom
        ? [
            sql`exists (select 1 from classroom_students cs where cs.classroom_id =
              ${request.classroom.id} and cs.user_id = u.id)`,
          ]
        : []),
    ];
    return { solves, players };
  }

  async function ranking(request: BoardRequest, frozen: Date | null): Promise<BoardRow[]> {
    const { solves: solveConditions, players: playerConditions } = conditions(request, frozen);
    const result = await db.execute(sql`
      with scores as (
        select s.user_id, sum(s.points)::int as points, count(*)::int as solves, max(s.solved_at) as last_solve
        from lab_solves s
        ${solveConditions.length > 0 ? sql`where ${sql.join(solveConditions, sql` and `)}` : sql``}
        group by s.user_id
      )
      select (row_number() over (order by sc.points desc, sc.last_solve asc, sc.user_id asc))::int as rank,
             sc.user_id as "userId", u.username, u.name, u.avatar_url as "avatarUrl", sc.points, sc.solves,
             (extract(epoch from sc.last_solve) * 1000)::float8 as "lastSolveMs"
      from scores sc join users u on u.id = sc.user_id
      where ${sql.join(playerConditions, sql` and `)}
      order by rank`);
    return (result as unknown as { rows: BoardRow[] }).rows.map((row) => ({ ...row, userId: Number(row.userId) }));
  }

  /** One player's row on the board, read live (one user's solves, by the solves' user index); null off the board. */
  async function ownRow(userId: number, request: BoardRequest, frozen: Date | null): Promise<OwnRow | null> {
    const { solves, players } = conditions(request, frozen);
    const result = await db.execute(sql`
      select u.id as "userId", u.username, u.name, u.avatar_url as "avatarUrl", sum(s.points)::int as points,
             count(*)::int as solves, (extract(epoch from max(s.solved_at)) * 1000)::float8 as "lastSolveMs"
      from lab_solves s join users u on u.id = s.user_id
      where s.user_id = ${userId} and ${sql.join([...solves, ...players], sql` and `)}
      group by u.id`);
    const [row] = (result as unknown as { rows: OwnRow[] }).rows;
    return row ? { ...row, userId: Number(row.userId), points: Number(row.points), solves: Number(row.solves) } : null;
  }

  return {
    frozenAt,

    /** A classroom the user may see the board of: one they study in or teach (teach, when `teacherOnly`). */
    async classroomFor(userId: number, slug: string, teacherOnly = false) {
      const [row] = await db
        .select({ id: classrooms.id, slug: classrooms.slug, name: classrooms.name })
        .from(classrooms)
        .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
        .leftJoin(
          classroomStudents,
          and(eq(classroomStudents.classroomId, classrooms.id), eq(classroomStudents.userId, userId)),
        )
        .where(
          and(
            eq(classrooms.slug, slug),
            teacherOnly
              ? eq(teachers.userId, userId)
              : or(eq(teachers.userId, userId), isNotNull(classroomStudents.id)),
          ),
        )
        .limit(1);
      return row;
    },

    /** The classrooms a player studies in or teaches, by name: the choices of their per-classroom board. */
    playerClassrooms(userId: number) {
      return db
        .selectDistinct({ slug: classrooms.slug, name: classrooms.name })
        .from(classrooms)
        .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
        .leftJoin(
          classroomStudents,
          and(eq(classroomStudents.classroomId, classrooms.id), eq(classroomStudents.userId, userId)),
        )
        .where(or(eq(teachers.userId, userId), isNotNull(classroomStudents.id)))
        .orderBy(asc(classrooms.name), asc(classrooms.slug));
    },

    /** Any classroom (the staff's view). */
    async anyClassroom(slug: string) {
      const [row] = await db
        .select({ id: classrooms.id, slug: classrooms.slug, name: classrooms.name })
        .from(classrooms)
        .where(eq(classrooms.slug, slug));
      return row;
    },

    async board(request: BoardRequest): Promise<LabScoreboard> {
      const freeze = request.live ? null : await frozenAt();
      const frozen = freeze !== null && freeze.getTime() <= Date.now() ? freeze : null;
      const key = [request.period, request.classroom?.id ?? '', frozen?.toISOString() ?? 'live'].join('|');
      const [ranked, own] = await Promise.all([
        cachedRanking(db, key, () => ranking(request, frozen), Date.now(), request.live),
        request.userId === undefined ? null : ownRow(request.userId, request, frozen),
      ]);
      const { entries: rows, me: mine } = placeOwnRow(ranked, own, request.limit);
      const toEntry = (row: BoardRow): LabScoreboardEntry => ({
        rank: Number(row.rank),
        username: row.username,
        name: row.name,
        avatarUrl: row.avatarUrl,
        points: Number(row.points),
        solves: Number(row.solves),
        lastSolveAt: new Date(Number(row.lastSolveMs)).toISOString(),
      });
      return {
        period: request.period,
        classroom: request.classroom ? { slug: request.classroom.slug, name: request.classroom.name } : null,
        frozenAt: frozen ? frozen.toISOString() : null,
        live: request.live,
        entries: rows.map(toEntry),
        me: mine ? toEntry(mine) : null,
      };
    },
  };
}
