// One migrated + seeded database per jest run instead of one per test file (docs/decisions/0014-test-speed.md).
// global-setup.ts builds it before any test file starts, from the migrations and the seed (`seedDemo`) as they are
// at that moment; every `buildTestApp()` then starts from a copy of it:
//   - PGlite: a tarball of the data folder (`dumpDataDir`) in the OS temp folder, loaded into each file's own
//     in-memory PGlite (`loadDataDir`): no initdb, no migrations, no seed per file;
//   - PostgreSQL (TEST_DATABASE_URL): a template database on that server; each file still gets a database of its
//     own (`CREATE DATABASE … TEMPLATE …`), dropped afterwards.
// Nothing is kept between runs (the seed's dates are relative to now), and names are random, so parallel runs on
// one machine or one server never share anything. Without the global setup (a jest config that does not name it)
// the harness falls back to migrating and seeding each database itself.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MEMORY_DATABASE } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo } from '../db/seed';
import { installJobSchema } from '../modules/jobs';
import { onServer } from './postgres';

/** Set by the global setup for the test workers (they start after it). */
export const PGLITE_SNAPSHOT_ENV = 'AKADEMI_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'AKADEMI_TEST_POSTGRES_TEMPLATE';

/** Migrates and seeds a database the way the harness always has. */
export async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  // pg-boss's schema too (decision 0051), so no test file installs it again.
  await installJobSchema(handle.db);
  await seedDemo(handle.db);
}

/** Builds the PGlite snapshot file; returns its path. */
export async function buildPgliteSnapshot(): Promise<string> {
  const handle = await createDatabase({ databaseUrl: undefined, pgliteDir: MEMORY_DATABASE });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  try {
    await migrateAndSeed(handle);
    // Without a checkpoint the copy starts by replaying WAL, which moves every sequence 32 values ahead
    // (ids of new rows would differ from a freshly seeded database's).
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    const file = path.join(tmpdir(), `akademi-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/** apps/api/drizzle, as createDatabase finds it from source. */
const MIGRATIONS_FOLDER = path.join(__dirname, '..', '..', 'drizzle');

let snapshotBytes: { file: string; bytes: Uint8Array<ArrayBuffer> } | undefined;

/** A fresh in-memory PGlite holding a copy of the run's snapshot, or null when there is none. */
export async function pgliteFromSnapshot(): Promise<DatabaseHandle | null> {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (!file || !existsSync(file)) return null;
  if (snapshotBytes?.file !== file) snapshotBytes = { file, bytes: new Uint8Array(readFileSync(file)) };
  const client = await PGlite.create({ loadDataDir: new Blob([snapshotBytes.bytes]) });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    // Already migrated by the snapshot; asking again is the usual no-op check against the committed migrations.
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

export function removePgliteSnapshot(file: string | undefined): void {
  if (file) rmSync(file, { force: true });
}

/** Creates, migrates and seeds a template database on the server at `serverUrl`; returns its name. */
export async function buildPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `akademi_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ databaseUrl: url.toString(), pgliteDir: MEMORY_DATABASE });
  try {
    await migrateAndSeed(handle);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template with open connections.
    await handle.close();
  }
  return name;
}

export function dropPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
