// Opens the database: PGlite (embedded, a folder or memory) by default, node-postgres when DATABASE_URL is set.
// Everything above this file sees one `Database` type, so no route or repository knows which driver runs.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import { MEMORY_DATABASE, type AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The `tx` of `db.transaction(async (tx) => …)`: what a function takes when its writes must commit with the caller's.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either one: a read or write that works inside or outside a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'node-postgres';
  /** Applies the committed SQL migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function createDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<AppConfig, 'dbPoolSize'>>,
): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();

  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.dbPoolSize });
    // A server restart or failover kills idle connections; the pool drops them and opens new ones on the
    // next query. Without this listener the 'error' event would crash the process instead.
    pool.on('error', () => undefined);
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db,
      driver: 'node-postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }

  if (config.pgliteDir !== MEMORY_DATABASE) mkdirSync(config.pgliteDir, { recursive: true });
  const client = await PGlite.create(config.pgliteDir);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * The bundle (dist/apps/api/main.cjs) carries its migrations in `./drizzle`; from source (tests, drizzle-kit)
 * they are in apps/api/drizzle, two folders above this file.
 */
function findMigrationsFolder(): string {
  const candidates = [path.join(__dirname, 'drizzle'), path.join(__dirname, '..', '..', 'drizzle')];
  const found = candidates.find((folder) => existsSync(path.join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`SQL migrations not found; looked in: ${candidates.join(', ')}`);
  return found;
}

/**
 * A dedicated LISTEN connection on whichever driver runs. `onLost` is called when notifications may have been
 * missed (the connection died); the caller must then assume nothing about what it was told before.
 */
export interface NotificationListener {
  close(): Promise<void>;
}

/** True on a PostgreSQL server (several processes may share it), false on PGlite (this process alone). */
export function isPostgresServer(db: Database): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof Pool;
}

/** NOTIFY on either driver; delivered to listeners when the statement commits. */
export async function sendNotification(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export interface ListenOptions {
  channel: string;
  /** Seen by every instance as the same name, so a sender can count the listeners it waits for. */
  applicationName: string;
  onMessage(payload: string): void;
  onLost(): void;
}

/** Starts listening; resolves once LISTEN is in effect, so every notification after that moment is delivered. */
export async function listenForNotifications(db: Database, options: ListenOptions): Promise<NotificationListener> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool) return listenOnPostgres(client, options);
  if (client instanceof PGlite) {
    const unlisten = await client.listen(options.channel, options.onMessage);
    return { close: () => unlisten() };
  }
  throw new Error('listenForNotifications: unknown database driver');
}

async function listenOnPostgres(pool: Pool, options: ListenOptions): Promise<NotificationListener> {
  // Not a pool connection: it stays in LISTEN for the life of the process, and must not count against the pool.
  const client = new Client({ ...pool.options, application_name: options.applicationName });
  let lost = false;
  const markLost = () => {
    if (lost) return;
    lost = true;
    options.onLost();
  };
  client.on('error', markLost);
  client.on('end', markLost);
  client.on('notification', (message) => {
    if (message.channel === options.channel) options.onMessage(message.payload ?? '');
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(options.channel)}`);
  return {
    close: async () => {
      lost = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** How many connections of this database listen under `applicationName` (PGlite: always this process alone). */
export async function countListeners(db: Database, applicationName: string): Promise<number | null> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof Pool)) return null;
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = $1',
    [applicationName],
  );
  return result.rows[0]?.count ?? 0;
}
