// Test harness: a real app on a fresh database, migrated and seeded, and real logins against it. The
// database is an in-memory PGlite, or — when TEST_DATABASE_URL names a PostgreSQL server — a new
// database created on that server for this one test file and dropped afterwards, so runs never collide.
// Both start as a copy of the run's one migrated + seeded database (snapshot.ts, built by global-setup.ts);
// a database the caller names itself (`databaseUrl`, a PGlite folder) is migrated and seeded here as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RoleName } from '@akademi-siber/util-contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, MEMORY_DATABASE, type AppConfig } from '../config';
import { createDatabase, type Database, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed-data';
import { freshPostgresDatabase } from './postgres';
import { migrateAndSeed, pgliteFromSnapshot, POSTGRES_TEMPLATE_ENV } from './snapshot';
import { guardTransactions } from './transaction-guard';

export { DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Google sign-in as the e2e server configures it: the repository's TEST-ONLY key pair stands in for Google's. */
export const TEST_GOOGLE_CLIENT_ID = 'akademi-e2e.apps.googleusercontent.com';
export const TEST_GOOGLE_KEYS_DIR = path.resolve(__dirname, '../../../e2e/fixtures/google-test');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      PGLITE_DIR: 'memory://',
      // A folder that does not exist: API tests run without the static site unless they ask for one.
      STATIC_DIR: path.join(__dirname, '__no_static_site__'),
      PUBLIC_URL: 'http://akademi.test',
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_FILE: path.join(TEST_GOOGLE_KEYS_DIR, 'jwks.json'),
      // Tests run jobs themselves (app.jobs.runDue), so no worker outlives a test or races it.
      JOB_WORKERS: 'false',
    }),
    ...overrides,
  };
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const postgres = serverUrl && !overrides.databaseUrl ? await freshPostgresDatabase(serverUrl, template) : null;
  // Each app writes its mail into its own outbox, which `close` removes.
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'akademi-outbox-'));
  const base = testConfig({ ...(postgres ? { databaseUrl: postgres.url } : {}), ...overrides });
  const mailConfig = overrides.mail ? base : { ...base, mail: { ...base.mail, outboxDir } };
  // And its own folder of unfinished video uploads.
  const tusDir = overrides.videoUploads ? null : mkdtempSync(path.join(tmpdir(), 'akademi-tus-'));
  const config = tusDir ? { ...mailConfig, videoUploads: { dir: tusDir, expiryHours: 24 } } : mailConfig;
  // A copy of the run's snapshot when there is one (the template's copy on PostgreSQL, the data folder's in PGlite).
  let database: DatabaseHandle;
  let migratedAndSeeded: boolean;
  if (postgres) {
    database = await createDatabase(config);
    migratedAndSeeded = Boolean(template);
  } else {
    const copy = !config.databaseUrl && config.pgliteDir === MEMORY_DATABASE ? await pgliteFromSnapshot() : null;
    database = copy ?? (await createDatabase(config));
    migratedAndSeeded = copy !== null;
  }
  if (!migratedAndSeeded) await migrateAndSeed(database);
  const refused = guardTransactions(database.db);
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(outboxDir, { recursive: true, force: true });
      if (tusDir) rmSync(tusDir, { recursive: true, force: true });
      // Also when the code under test caught the error and answered anyway.
      if (refused.length > 0) throw refused[0];
    },
  };
}

/**
 * An empty database (not migrated, not seeded) on the run's driver, for the tests of migrating and seeding
 * themselves: a new database on the server at TEST_DATABASE_URL (dropped on close), else an in-memory PGlite.
 */
export async function emptyTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) return createDatabase({ databaseUrl: undefined, pgliteDir: MEMORY_DATABASE });
  const fresh = await freshPostgresDatabase(serverUrl);
  const handle = await createDatabase({ databaseUrl: fresh.url, pgliteDir: MEMORY_DATABASE });
  return {
    ...handle,
    async close() {
      await handle.close();
      await fresh.drop();
    },
  };
}

export function demoAccount(role: RoleName) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** Logs in through the API as the demo account of `role` and returns its bearer token. */
export function loginAs(app: FastifyInstance, role: RoleName): Promise<string> {
  return loginWithPassword(app, demoAccount(role).email);
}

/** Logs in through the API with an email or username and returns the bearer token. */
export async function loginWithPassword(
  app: FastifyInstance,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: identifier, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`login as ${identifier} failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Asserts the error envelope of spec §8 and returns its message. */
export function expectErrorEnvelope(response: LightMyRequestResponse, status: number): string {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  const body = response.json<{ success: boolean; message: string; data: unknown }>();
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  return body.message;
}

/**
 * A second API instance on the test app's database, as another process would be (docs/architecture.md: N stateless
 * instances): on PostgreSQL with its own pool and LISTEN connections; on PGlite on the same in-process database.
 */
export async function secondInstance(harness: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (harness.config.databaseUrl) {
    const handle = await createDatabase(harness.config);
    const refused = guardTransactions(handle.db);
    const app = await buildApp({ config: harness.config, db: handle.db });
    await app.ready();
    return {
      app,
      async close() {
        await app.close();
        await handle.close();
        if (refused.length > 0) throw refused[0];
      },
    };
  }
  const app = await buildApp({ config: harness.config, db: harness.db });
  await app.ready();
  return { app, close: () => app.close() };
}

/**
 * A staff module's suite: one test app and an admin's session for the whole file, and `send`, which calls as that
 * admin unless given another token. Call it at the top of a `describe`.
 */
export interface StaffSuite {
  harness: TestApp;
  admin: string;
  send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string): Promise<LightMyRequestResponse>;
}

export function staffSuite(): StaffSuite {
  const suite: StaffSuite = {
    harness: undefined as unknown as TestApp,
    admin: '',
    send: (method, url, payload, token = suite.admin) =>
      suite.harness.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
  beforeAll(async () => {
    suite.harness = await buildTestApp();
    suite.admin = await loginAs(suite.harness.app, 'admin');
  });
  afterAll(() => suite.harness.close());
  return suite;
}
