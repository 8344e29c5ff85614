// What the load figures scripts (api-load.mjs, lab-load.mjs) share: the child processes they start (always stopped,
// also on error or Ctrl-C), a PostgreSQL database of the run's own (created and dropped), the bare Fastify
// hello-world baseline, autocannon on 127.0.0.1 only, the summary of a run and an aligned text table.
// Run as `node tools/scripts/load-kit.mjs --serve-bare-fastify` it is the baseline server itself.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { distApps, waitForUrl, workspaceRoot } from './lib.mjs';

export function log(message) {
  process.stderr.write(`${message}\n`);
}

// ── child processes: every process a script starts is tracked and stopped, also on error or Ctrl-C ──

const children = new Set();
/** Databases created by this run and not dropped yet (dropped on Ctrl-C too). */
const openDatabases = new Set();
/** Set while a PostgreSQL server this run started is up. */
let stopStartedPostgres = null;

export function startChild(label, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.label = label;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** SIGTERM (the API closes its database cleanly), SIGKILL after 5 s. */
export function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export const stopAllChildren = () => Promise.all([...children].map(stopChild));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopAllChildren();
    await Promise.allSettled([...openDatabases].map((database) => database.drop()));
    stopStartedPostgres?.();
    process.exit(130);
  });
}
// Last resort when the process dies without reaching a `finally`: no child outlives the script.
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts one server process and waits until `healthPath` answers. */
export async function startServer(label, args, env, healthPath) {
  const port = await freePort();
  const child = startChild(label, args, { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}) before it answered`))),
  );
  // Migrating and seeding a fresh database takes long on a busy machine.
  await Promise.race([waitForUrl(url + healthPath, 300_000), exited]);
  return { url, stop: () => stopChild(child) };
}

/**
 * Production settings: NODE_ENV=production (answers are serialised without the zod check that tests run), a
 * secret of the run's own, logs at info. LOG_LEVEL is set explicitly, so a value in the caller's environment
 * cannot make the figures look better than production.
 */
export function apiEnv(extra) {
  return {
    STATIC_DIR: distApps,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

// ── the bare baseline: this module, started as a child in its server mode ──

async function serveBareFastify() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

export function startBareFastify() {
  return startServer('bare Fastify', [fileURLToPath(import.meta.url), '--serve-bare-fastify'], {}, '/');
}

/** One full-speed run of the baseline; `when` says which (before / after the rows it frames). */
export async function measureBare(server, settings, when) {
  log(`bare Fastify hello-world: ${settings.duration} s at full speed (${when})`);
  return summarize(await measure(`${server.url}/`, {}, settings), { when });
}

/**
 * The baseline measured before and after the API rows, averaged: on a shared machine the background load drifts over
 * the minutes a run takes, and one early figure would skew every ratio.
 */
export function combineBareRuns(bareRuns) {
  const mean = (key) => bareRuns.reduce((sum, run) => sum + run[key], 0) / bareRuns.length;
  return {
    endpoint: `bare Fastify hello-world (${bareRuns.map((run) => Math.round(run.reqPerSec)).join(' / ')})`,
    backend: '-',
    mode: 'max',
    kind: 'baseline',
    reqPerSec: mean('reqPerSec'),
    p50Ms: mean('p50Ms'),
    p99Ms: mean('p99Ms'),
    meanMs: mean('meanMs'),
    maxMs: Math.max(...bareRuns.map((run) => run.maxMs)),
    errors: bareRuns.reduce((sum, run) => sum + run.errors, 0),
    non2xx: bareRuns.reduce((sum, run) => sum + run.non2xx, 0),
    statusCodes: bareRuns.reduce((sums, run) => {
      for (const [code, count] of Object.entries(run.statusCodes)) sums[code] = (sums[code] ?? 0) + count;
      return sums;
    }, {}),
    runs: bareRuns,
  };
}

// ── PostgreSQL: the local server, a database of the run's own ──

function ensurePostgresRunning() {
  if (spawnSync('pg_isready', ['-h', '127.0.0.1', '-q']).status === 0) return null;
  const version = readdirSync('/etc/postgresql')[0];
  log(`PostgreSQL is not running; starting cluster ${version}/main`);
  const started = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
    stdio: 'inherit',
  });
  if (started.status !== 0) throw new Error('could not start PostgreSQL with pg_ctlcluster');
  // Started here, so stopped here too.
  stopStartedPostgres = () => {
    stopStartedPostgres = null;
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop'], { stdio: 'inherit' });
  };
  return stopStartedPostgres;
}

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createRunDatabase(adminUrl) {
  const name = `akademi_load_${randomBytes(4).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = {
    url: url.toString(),
    name,
    drop: async () => {
      openDatabases.delete(database);
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
  openDatabases.add(database);
  return database;
}

/**
 * Runs `work(database)` on a fresh database `akademi_load_<random>` (created through `adminUrl`, dropped afterwards),
 * starting the local PostgreSQL first when it is down (and stopping it again at the end).
 */
export async function withRunDatabase(adminUrl, work) {
  const stopPostgres = ensurePostgresRunning();
  let database;
  try {
    database = await createRunDatabase(adminUrl);
    log(`  postgres: fresh database ${database.name}`);
    return await work(database);
  } finally {
    await database?.drop();
    stopPostgres?.();
  }
}

// ── load ──

/** autocannon against a local server only: these figures must never load somebody else's host. */
export function load(url, options) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load a non-local target: ${url}`);
  return autocannon({ url, pipelining: 1, timeout: 10, ...options });
}

/**
 * A short unrecorded run first, so JIT warm-up and first connections do not count against the endpoint. `settings`
 * gives the duration and connections; `options.connections` overrides the connections for one row.
 */
export async function measure(url, options, settings) {
  const connections = options.connections ?? settings.connections;
  await load(url, { ...options, duration: Math.min(2, settings.duration), connections });
  return load(url, { ...options, duration: settings.duration, connections });
}

export function summarize(result, extra) {
  return {
    ...extra,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
    raw: {
      requests: result.requests,
      latency: result.latency,
      throughput: result.throughput,
      duration: result.duration,
      connections: result.connections,
    },
  };
}

// ── report ──

/** Prints `lines` (arrays of strings) under `header`, the columns in `leftColumns` left-aligned, the rest right. */
export function printAligned(header, lines, leftColumns) {
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((cells) => cells[index].length)));
  const format = (cells) =>
    cells
      .map((cell, index) => (leftColumns.includes(index) ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((cells) => console.log(format(cells)));
}

/** The machine and its load: the same on every figures run. */
export function machineNote(loadBefore) {
  return [
    `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}) shared by the server ` +
      'under test, PostgreSQL and the load generator',
    '  (autocannon runs in this process), so the figures are lower than a dedicated server would reach; ' +
      'compare rows, not machines.',
    `  Load average (1 min) before the run ${loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}: other ` +
      'work on the machine lowers every row.',
  ].join('\n');
}

/** Runs a figures script's `main`, stopping every child whatever happens; a failed run exits non-zero. */
export async function runFigures(name, main) {
  try {
    await main();
  } catch (error) {
    console.error(`${name} failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await stopAllChildren();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve-bare-fastify')) {
  await serveBareFastify();
}
