// What the load figures scripts (api-load.mjs, lab-load.mjs, corporate-load.mjs) share: their common options and
// settings, the child processes they start (always stopped, also on error or Ctrl-C), a PostgreSQL database of the
// run's own (created and dropped), the bare Fastify hello-world baseline, autocannon on 127.0.0.1 only, the summary of
// a run, an aligned text table with its rows and the notes under it.
// Run as `node tools/scripts/load-kit.mjs --serve-bare-fastify` it is the baseline server itself.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { distApps, waitForUrl, workspaceRoot } from './lib.mjs';

export function log(message) {
  process.stderr.write(`${message}\n`);
}

// ── options and settings ──

/** A number option within [min, max], `fallback` when it is not a number: a typo cannot make a run open-ended. */
export const bounded = (value, fallback, min, max) => Math.min(Math.max(Number(value) || fallback, min), max);

/** The options every figures script takes (for parseArgs), with the script's own `extra`. */
export function figuresOptions(extra) {
  return {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'pg-url': {
      type: 'string',
      default: process.env.LOAD_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    json: { type: 'boolean', default: false },
    'api-dir': { type: 'string', default: join(distApps, 'api') },
    ...extra,
  };
}

/**
 * The settings of those options, bounded, with the script's own `extra` and the load average before the run; throws
 * when the API is not built.
 */
export function figuresSettings(values, extra) {
  const settings = {
    duration: bounded(values.duration, 10, 1, 60),
    connections: bounded(values.connections, 10, 1, 100),
    ...extra,
    pgUrl: values['pg-url'],
    apiDir: resolve(workspaceRoot, values['api-dir']),
    loadBefore: loadavg()[0],
  };
  if (!existsSync(join(settings.apiDir, 'main.cjs')))
    throw new Error(`${join(settings.apiDir, 'main.cjs')} is missing: run \`node tools/scripts/build-all.mjs\` first`);
  return settings;
}

/** The settings as a JSON dump shows them: without the connection string (it may carry a password). */
export function shownSettings(settings) {
  const { pgUrl: _pgUrl, ...shown } = settings;
  return { ...shown, cores: cpus().length, loadAfter: loadavg()[0] };
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

/**
 * Runs `work()` between two full-speed runs of the bare baseline (before and after; combineBareRuns says why) and
 * returns what it returned with the baseline.
 */
export async function withBareBaseline(settings, work) {
  const server = await startBareFastify();
  const runs = [];
  try {
    runs.push(await measureBare(server, settings, 'before'));
    const result = await work();
    runs.push(await measureBare(server, settings, 'after'));
    return { result, bare: combineBareRuns(runs) };
  } finally {
    await server.stop();
  }
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

/**
 * The built API (`settings.apiDir`) with its production settings and `env` on a fresh database of the run's own,
 * migrated and seeded with the demo: `work(server, database)` runs while it is up.
 */
export function withSeededApi(settings, env, work) {
  return withRunDatabase(settings.pgUrl, async (database) => {
    log('API on postgres (migrating and seeding the demo)');
    const server = await startServer(
      'API (PostgreSQL)',
      [join(settings.apiDir, 'main.cjs')],
      apiEnv({ DATABASE_URL: database.url, ...env }),
      '/api/health',
    );
    try {
      return await work(server, database);
    } finally {
      await server.stop();
    }
  });
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

/** The columns of a table of rows (lab-load.mjs, corporate-load.mjs); rowCells gives a row's. */
export const ROW_HEADER = [
  'row',
  'load',
  'conn.',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'mean ms',
  'errors',
  'status',
  '× bare',
  'goal',
];
/** Of ROW_HEADER, the columns aligned left (printAligned). */
export const ROW_LEFT_COLUMNS = [0, 1, 9, 11];

/** A row's cells under ROW_HEADER: `goal` is the row's verdict; full-speed rows get their share of `bare`'s req/s. */
export function rowCells(row, bare, goal) {
  const statuses = Object.entries(row.statusCodes ?? {})
    .map(([code, count]) => `${code}:${count}`)
    .join(' ');
  return [
    row.endpoint,
    row.mode,
    String(row.connections ?? ''),
    row.reqPerSec.toFixed(0),
    row.p50Ms.toFixed(0),
    row.p99Ms.toFixed(0),
    row.maxMs.toFixed(0),
    row.meanMs.toFixed(1),
    `${row.errors}`,
    statuses,
    row.mode === 'max' ? `${((row.reqPerSec / bare.reqPerSec) * 100).toFixed(1)} %` : '—',
    row === bare ? '(baseline)' : goal,
  ];
}

/** The note's lines on the API under test (the API's production settings, the run's own database). */
export function apiNote(settings) {
  return [
    `API: ${settings.apiDir}/main.cjs with production settings (NODE_ENV=production, LOG_LEVEL=info to ` +
      '/dev/null) on a fresh',
    `  PostgreSQL database (\`akademi_load_<random>\`, dropped afterwards).`,
  ];
}

/** The note's lines on the load of rows at full speed and at a fixed rate (`settings.rateConnections`). */
export function loadNote(settings) {
  return [
    `Load: autocannon, no pipelining, ${settings.duration} s per row after a 2 s unrecorded warm-up; ` +
      `full-speed rows on ${settings.connections} connections, fixed-rate`,
    `  rows on ${settings.rateConnections} (overallRate); errors = socket errors + timeouts; latencies ` +
      'include every answer (non-2xx too).',
    "  autocannon's fixed rate is a budget per connection and second (each connection sends its share back " +
      'to back, then',
    '  waits for the next second), and its coordinated-omission correction assumes 1 ms between requests ' +
      '(ceil(1 / rate',
    '  per connection)), so an answer of L ms adds L - 1 synthetic samples: the p99 of a fixed-rate row is ' +
      'set by the',
    '  slowest answers, a strict reading of "p99".',
  ];
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
