// Column lists for copying rows between a course and its working copy (decision 0053), read from the tables
// themselves: a column added to a table later (a video's status, say) is copied and merged without touching this.
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** The database names of the table's columns, but those listed. */
export function columnsOf(table: PgTable, except: readonly string[]): string[] {
  const names = Object.values(getTableColumns(table)).map((column) => column.name);
  for (const name of except) if (!names.includes(name)) throw new Error(`publishing: no column ${name}`);
  return names.filter((name) => !except.includes(name));
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `"a", "b"` or, with an alias, `x."a", x."b"`. */
export function list(names: readonly string[], alias?: string): SQL {
  return sql.raw(names.map((name) => (alias ? `${alias}.${quoted(name)}` : quoted(name))).join(', '));
}

/** `"a" = c."a", "b" = c."b"`: an UPDATE's SET from another row. */
export function assignFrom(names: readonly string[], alias: string): SQL {
  return sql.raw(names.map((name) => `${quoted(name)} = ${alias}.${quoted(name)}`).join(', '));
}
