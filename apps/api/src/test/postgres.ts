// Fresh PostgreSQL databases for tests: one per test file on the server named by a URL, dropped afterwards,
// so reruns and parallel files never collide.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server every machine here runs (trust auth); TEST_DATABASE_URL overrides it. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement on the server (CREATE/DROP DATABASE cannot run inside a transaction). */
export async function onServer(url: string, sql: string, params: unknown[] = []): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql, params);
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database; or, with `template`, a copy of that database (already migrated and seeded). */
export async function freshPostgresDatabase(serverUrl: string, template?: string): Promise<FreshDatabase> {
  const name = `akademi_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
