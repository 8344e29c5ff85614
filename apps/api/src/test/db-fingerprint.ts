// A fingerprint of everything in the database: per table, its row count and a hash of its rows. Suites take one
// before and after a request to prove that a rejected request changed nothing. The table list is read from
// information_schema, so a table added by a later migration is covered without touching this file.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type DatabaseFingerprint = Record<string, string>;

/** Both drivers answer raw SQL with `{ rows }`; the common PgDatabase type leaves it unknown. */
async function rowsOf<Row>(db: Database, query: ReturnType<typeof sql.raw>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A column that any authenticated request may move (idle expiry): bookkeeping of the session, not a change. */
const BOOKKEEPING_COLUMN = 'last_used_at';

export interface TableList {
  names: string[];
  /** Tables that have the bookkeeping column, which their fingerprint leaves out. */
  withBookkeeping: string[];
}

export async function listTables(db: Database): Promise<TableList> {
  const rows = await rowsOf<{ name: string; bookkeeping: boolean }>(
    db,
    sql.raw(
      `select t.table_name as name, exists (
         select 1 from information_schema.columns c
         where c.table_schema = t.table_schema and c.table_name = t.table_name
           and c.column_name = '${BOOKKEEPING_COLUMN}'
       ) as bookkeeping
       from information_schema.tables t
       where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by t.table_name`,
    ),
  );
  return {
    names: rows.map((row) => row.name),
    withBookkeeping: rows.filter((row) => row.bookkeeping).map((row) => row.name),
  };
}

/**
 * One statement for all tables: row count and an order-independent sum of row hashes (a changed row changes the
 * sum but for a 1 in 2^32 chance), cheap enough to run around every one of a thousand requests.
 */
export function fingerprintQuery(tables: TableList) {
  const parts = tables.names.map((table) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
    const row = tables.withBookkeeping.includes(table) ? `(to_jsonb(t) - '${BOOKKEEPING_COLUMN}')::text` : 't::text';
    return (
      `select '${table}' as name, count(*)::int as rows, coalesce(sum(hashtext(${row})::bigint), ` +
      `0)::text as hash from "${table}" t`
    );
  });
  return sql.raw(parts.join('\nunion all\n'));
}

export async function fingerprint(db: Database, query: ReturnType<typeof sql.raw>): Promise<DatabaseFingerprint> {
  const rows = await rowsOf<{ name: string; rows: number; hash: string }>(db, query);
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, ${row.hash}`]));
}

/** A fingerprint of the database as it is now (tables listed afresh). */
export async function fingerprintDatabase(db: Database): Promise<DatabaseFingerprint> {
  return fingerprint(db, fingerprintQuery(await listTables(db)));
}

/**
 * Which tables a sequence of requests changed, with one fingerprint per request: the one taken after a request is
 * the baseline of the next. Valid only while nothing else writes between requests; call `reset` after the suite
 * writes something itself (fixtures, tokens).
 */
export function changeTracker(db: Database, query: ReturnType<typeof sql.raw>) {
  let last: DatabaseFingerprint | undefined;
  return {
    reset() {
      last = undefined;
    },
    async tablesChangedBy<T>(action: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
      const before = last ?? (await fingerprint(db, query));
      const result = await action();
      const after = await fingerprint(db, query);
      last = after;
      return { result, changed: Object.keys(after).filter((table) => after[table] !== before[table]) };
    },
  };
}

/**
 * The same question as `changeTracker` — which tables did this request change? — answered by row triggers instead
 * of hashing every table around every request: each table of the test's own database gets an AFTER INSERT / UPDATE
 * / DELETE row trigger that notes the table's name in `_test_writes`, in the writing transaction (so a rolled-back
 * write leaves no note, as it leaves no change). An UPDATE that leaves the row as it was, or moves only the
 * bookkeeping column, is not a change — the same rule as the fingerprint. One `DELETE … RETURNING` per request
 * reads and clears the notes. Install it only on a database that belongs to one test file.
 */
export async function writeTracker(db: Database, tables: TableList) {
  // One statement per call: PGlite's driver sends each through the extended protocol.
  await db.execute(sql.raw('create table if not exists _test_writes (name text not null)'));
  await db.execute(
    sql.raw(`create or replace function _test_note_write() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'UPDATE'
           and (to_jsonb(OLD) - '${BOOKKEEPING_COLUMN}') = (to_jsonb(NEW) - '${BOOKKEEPING_COLUMN}') then
          return null;
        end if;
        insert into _test_writes (name) values (TG_TABLE_NAME);
        return null;
      end $$;`),
  );
  for (const table of tables.names) {
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`unexpected table name ${table}`);
    await db.execute(sql.raw(`drop trigger if exists _test_note_write on "${table}"`));
    await db.execute(
      sql.raw(
        `create trigger _test_note_write after insert or update or delete on "${table}" for each row ` +
          `execute function _test_note_write()`,
      ),
    );
  }
  const drain = async () => [
    ...new Set(
      (await rowsOf<{ name: string }>(db, sql.raw('delete from _test_writes returning name'))).map((row) => row.name),
    ),
  ];
  await drain();
  return {
    /** Forget what the suite itself wrote (fixtures, tokens). */
    async reset() {
      await drain();
    },
    async tablesChangedBy<T>(action: () => Promise<T>): Promise<{ result: T; changed: string[] }> {
      const result = await action();
      return { result, changed: (await drain()).sort() };
    },
  };
}
