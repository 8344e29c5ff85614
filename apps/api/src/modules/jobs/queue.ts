// Background jobs on the platform's own database (decision 0051): pg-boss keeps every job as a row of its `pgboss`
// schema, so several API processes on one PostgreSQL share the work (a job is claimed with FOR UPDATE SKIP LOCKED,
// so it runs once), the embedded PGlite runs the same jobs with no extra service, and a job survives a restart. A
// handler that throws is retried with exponential backoff; once out of retries the job stays `failed` with its error.
// Modules `define` their jobs while the app is built; the queue starts with the app (onReady) and stops with it.
import { PgBoss, fromPglite, type Db, type Job } from 'pg-boss';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** pg-boss's tables live in their own schema, beside (never inside) the app's migrations. */
export const JOB_SCHEMA = 'pgboss';

export interface JobDefinition<T extends object> {
  name: string;
  /** Tries after the first (default 4), waiting `retryDelaySeconds` × 2^n with jitter between them. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Longest a run may take before it counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this queue one process runs at once (default 1). */
  concurrency?: number;
  handler(data: T, job: { id: string; retryCount: number }): Promise<void>;
}

export interface JobState {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  /** What the last failed run threw (pg-boss keeps it as the job's output). */
  error: string | null;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; `key` makes it a singleton: while one with the same key waits, no second one is queued. */
  send<T extends object>(name: string, data: T, options?: { key?: string }): Promise<string | null>;
  /** Queues the job on a cron schedule (UTC) once, whichever process runs schedules (pg-boss keeps one per name). */
  schedule(name: string, cron: string): void;
  /** A job's state, for tests and for whoever keeps its id. */
  state(name: string, id: string): Promise<JobState | null>;
  /**
   * Runs every job that is due now, in this process, until none is left (a retry waits for its backoff and is
   * not due yet). For tests and scripts that run jobs deterministically with workers off; returns how many ran.
   */
  runDue(names?: readonly string[]): Promise<number>;
  /** How many jobs of these queues wait or run (not failed or done). */
  pending(names?: readonly string[]): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Whether this process polls for jobs; off in tests (runDue) and on processes that only serve requests. */
  workers: boolean;
  pollSeconds: number;
}

/** pg-boss over the app's own connection: the node-postgres pool, or PGlite's one connection. */
function bossDatabase(db: Database): { db: Db; backend: 'postgres' | 'pglite' } {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof Pool) {
    return {
      db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) },
      backend: 'postgres',
    };
  }
  if (client instanceof PGlite) return { db: fromPglite(client), backend: 'pglite' };
  throw new Error('jobs: unknown database driver');
}

function newBoss(db: Database, withTimers: boolean): PgBoss {
  const adapter = bossDatabase(db);
  return new PgBoss({
    ...adapter,
    schema: JOB_SCHEMA,
    // Maintenance (expiring stuck jobs, retention) and schedules run only where workers run.
    supervise: withTimers,
    schedule: withTimers,
    migrate: true,
    persistWarnings: false,
  });
}

/** Creates (or upgrades) pg-boss's schema; the migration step calls it, so tests' snapshots carry it. */
export async function installJobSchema(db: Database): Promise<void> {
  const boss = newBoss(db, false);
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

const errorText = (output: unknown): string | null => {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output);
};

export function createJobQueue({ db, log, workers, pollSeconds }: JobQueueOptions): JobQueue {
  const boss = newBoss(db, workers);
  boss.on('error', (error) => log.error({ err: error }, 'jobs: queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  const schedules = new Map<string, string>();
  let started: Promise<void> | null = null;

  async function runOne(definition: JobDefinition<object>, job: Job<object>) {
    try {
      await definition.handler(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      log.warn({ err: error, job: definition.name, id: job.id, retry: job.retryCount }, 'jobs: a job failed');
      throw error;
    }
  }

  const queue: JobQueue = {
    define(definition) {
      if (started) throw new Error(`jobs: ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    schedule(name, cron) {
      if (started) throw new Error(`jobs: ${name} scheduled after the queue started`);
      schedules.set(name, cron);
    },

    async send(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`jobs: no job ${name}`);
      await started;
      return boss.send(name, data, options.key ? { singletonKey: options.key } : {});
    },

    async state(name, id) {
      await started;
      const [job] = await boss.findJobs<object>(name, { id });
      if (!job) return null;
      return {
        state: job.state,
        retryCount: job.retryCount,
        error: job.state === 'completed' ? null : errorText(job.output),
      };
    },

    async runDue(names = [...definitions.keys()]) {
      await started;
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const name of names) {
          const definition = definitions.get(name);
          if (!definition) continue;
          const [job] = await boss.fetch<object>(name);
          if (!job) continue;
          found = true;
          ran += 1;
          try {
            await runOne(definition, job);
            await boss.complete(name, job);
          } catch (error) {
            await boss.fail(name, job, serialise(error));
          }
        }
      }
      return ran;
    },

    async pending(names = [...definitions.keys()]) {
      await started;
      let total = 0;
      for (const name of names) {
        const jobs = await boss.findJobs(name, { queued: true });
        total += jobs.length;
      }
      return total;
    },

    start() {
      started ??= (async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          await boss.createQueue(definition.name, {
            retryLimit: definition.retryLimit ?? 4,
            retryDelay: definition.retryDelaySeconds ?? 10,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
            // Done jobs are kept a day for whoever asks how it went; failed ones keep their error as long.
            deleteAfterSeconds: 24 * 60 * 60,
          });
          if (!workers) continue;
          await boss.work<object>(
            definition.name,
            { localConcurrency: definition.concurrency ?? 1, pollingIntervalSeconds: pollSeconds },
            async (jobs) => {
              for (const job of jobs) await runOne(definition, job);
            },
          );
        }
        if (workers) for (const [name, cron] of schedules) await boss.schedule(name, cron, {});
      })();
      return started;
    },

    async stop() {
      if (!started) return;
      await started.catch(() => undefined);
      // Graceful: a running job finishes (or is handed back when the timeout passes) before the database closes.
      await boss.stop({ graceful: true, close: false, timeout: 30_000 });
    },
  };
  return queue;
}

/** What a failed job keeps: the error's message (Indonesian where the handler made it) and its name. */
function serialise(error: unknown): object {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}
