// Opens the database: PGlite (embedded, a folder or memory) by default, node-postgres when DATABASE_URL is set.
// Everything above this file sees one `Database` type, so no route or repository knows which driver runs.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { MEMORY_DATABASE, type AppConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'node-postgres';
  /** Applies the committed SQL migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function createDatabase(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();

  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl });
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
