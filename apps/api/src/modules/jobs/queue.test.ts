// @driver-sensitive: pg-boss runs over PGlite's one connection and over the node-postgres pool (decision 0051).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createDatabase, isPostgresServer, type Database, type DatabaseHandle } from '../../db/client';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { createJobQueue, installJobSchema, type JobDefinition, type JobQueue } from './queue';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let harness: TestApp;
const opened: DatabaseHandle[] = [];
const queues: JobQueue[] = [];

beforeAll(async () => {
  harness = await buildTestApp();
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  for (const handle of opened.splice(0)) await handle.close();
});
afterAll(() => harness.close());

/** Another process's view of the test database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function otherProcessDb(): Promise<Database> {
  if (!isPostgresServer(harness.db)) return harness.db;
  const handle = await createDatabase({ databaseUrl: harness.config.databaseUrl, pgliteDir: 'memory://' });
  opened.push(handle);
  return handle.db;
}

async function queueOn(db: Database, workers: boolean, definitions: JobDefinition<{ n: number }>[]) {
  const queue = createJobQueue({ db, log, workers, pollSeconds: 0.5 });
  for (const definition of definitions) queue.define(definition);
  queues.push(queue);
  await queue.start();
  return queue;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(100);
  }
}

describe('the job queue', () => {
  it("shares the jobs between two processes' workers and runs each once", async () => {
    const runs: number[] = [];
    const define = (): JobDefinition<{ n: number }> => ({
      name: 'uji-sekali',
      concurrency: 2,
      handler: async ({ n }) => {
        runs.push(n);
        await sleep(20);
      },
    });
    const first = await queueOn(harness.db, true, [define()]);
    await queueOn(await otherProcessDb(), true, [define()]);
    for (let n = 0; n < 20; n++) await first.send('uji-sekali', { n });
    await waitFor(async () => runs.length >= 20 && (await first.pending(['uji-sekali'])) === 0);
    await sleep(1500);
    expect([...runs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_unused, n) => n));
  });

  it('retries a failed job with backoff, keeps its reason, and fails it for good after the last try', async () => {
    let attempts = 0;
    const queue = await queueOn(harness.db, false, [
      {
        name: 'uji-coba-lagi',
        retryLimit: 1,
        retryDelaySeconds: 1,
        handler: async () => {
          attempts += 1;
          throw new Error(`Percobaan ${attempts} gagal.`);
        },
      },
    ]);
    const id = await queue.send('uji-coba-lagi', { n: 1 });
    expect(id).toEqual(expect.any(String));
    expect(await queue.runDue()).toBe(1);
    // The retry waits for its backoff: not due at once.
    expect(await queue.runDue()).toBe(0);
    expect(await queue.state('uji-coba-lagi', id ?? '')).toEqual({
      state: 'retry',
      retryCount: expect.any(Number),
      error: 'Percobaan 1 gagal.',
    });
    await waitFor(async () => (await queue.runDue()) === 1, 10_000);
    expect(attempts).toBe(2);
    expect(await queue.state('uji-coba-lagi', id ?? '')).toMatchObject({
      state: 'failed',
      error: 'Percobaan 2 gagal.',
    });
  });

  it('keeps a queued job across a restart: the next process runs it', async () => {
    // A database of its own that outlives the first process: a PGlite data folder, or a new pool on the server.
    const folder = mkdtempSync(path.join(tmpdir(), 'akademi-jobs-'));
    const settings = { databaseUrl: harness.config.databaseUrl, pgliteDir: folder };
    const ran: number[] = [];
    const definition = (): JobDefinition<{ n: number }> => ({
      name: 'uji-mulai-ulang',
      handler: async ({ n }) => void ran.push(n),
    });
    try {
      const first = await createDatabase(settings);
      await installJobSchema(first.db);
      const before = createJobQueue({ db: first.db, log, workers: false, pollSeconds: 1 });
      before.define(definition());
      await before.start();
      const id = await before.send('uji-mulai-ulang', { n: 7 });
      await before.stop();
      await first.close();

      const second = await createDatabase(settings);
      opened.push(second);
      const after = await queueOn(second.db, false, [definition()]);
      expect(await after.runDue()).toBe(1);
      expect(ran).toEqual([7]);
      expect(await after.state('uji-mulai-ulang', id ?? '')).toMatchObject({ state: 'completed', error: null });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
