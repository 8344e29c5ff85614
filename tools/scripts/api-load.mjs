// API figures under load (not part of CI): the built API (dist/apps/api) on PGlite and on a fresh PostgreSQL
// database, next to a bare Fastify hello-world started in the same run, loaded with autocannon on 127.0.0.1.
// For each hot endpoint: the most it answers with 10 connections (no pipelining), and, for the read endpoints,
// p99 latency at a fixed 300 req/s. Prints a table with the goals marked; `--json` prints the raw numbers.
// It is a figures script: it exits 0 whether or not the goals are met, non-zero only when the run itself fails.
//
// The API runs with its production settings (NODE_ENV=production, a random APP_SECRET, LOG_LEVEL=info, logs
// written to /dev/null), so the figures include what production pays for logging and response serialisation.
//
// Usage: node tools/scripts/api-load.mjs [--duration 10] [--connections 10] [--rate 300] [--json]
//        [--backends pglite,postgres] [--pg-url postgres://postgres@127.0.0.1:5432/test] [--api-dir dist/apps/api]
//   (run `node tools/scripts/build-all.mjs` first; --pg-url names a database to connect to for creating and
//   dropping the run's own database `akademi_load_<random>`; --api-dir measures another build of the API, e.g.
//   an older commit's, built into its own folder, to compare before and after.)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { distApps, waitForUrl, workspaceRoot } from './lib.mjs';

const PASSWORD = 'AkademiSiber#2026';
const GOALS = {
  /** Read endpoints on PostgreSQL keep at least this share of bare Fastify's req/s. */
  minShareOfBare: 0.3,
  /** p99 latency at the fixed rate. */
  maxP99AtRateMs: 50,
};
/**
 * The hot endpoints; `role` is the demo account whose token the request carries (none: a public route).
 * `issue: true` marks the hot read endpoints issue 3 names (course list, course detail, notif-total, member cart):
 * the goals are theirs. The other rows are heavier personal pages measured with the same yardstick so their cost
 * stays visible; their goal column says "extra" (decision 0013).
 * `optional` rows are measured only when the built API has the route (their first answer is not 404), so the
 * script works before and after those routes land; `path` may be resolved from the API's own answers.
 */
const READ_ENDPOINTS = [
  { name: 'public course list (courses)', path: '/api/courses', role: null, optional: true, issue: true },
  {
    name: 'public course detail (courses/:slug)',
    path: resolveCourseDetailPath,
    role: null,
    optional: true,
    issue: true,
  },
  { name: 'notif-total (member)', path: '/api/member/notif-total', role: 'member', issue: true },
  {
    name: 'member cart (transaction/member-cart)',
    path: '/api/transaction/member-cart',
    role: 'member',
    optional: true,
    issue: true,
  },
  { name: 'extra: member kelas-saya', path: '/api/member/kelas-saya', role: 'member' },
  { name: 'extra: author courses', path: '/api/author/courses', role: 'author' },
  { name: 'extra: corporate dashboard', path: '/api/corporate/dashboard/1/group/1', role: 'corporate' },
  { name: 'extra: current user (auth/user)', path: '/api/auth/user', role: 'member' },
];

/** A seeded course's detail: the first slug the public list answers with (null when there is none). */
async function resolveCourseDetailPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/courses?per_page=1`);
  if (response.status === 404) return null;
  const slug = (await response.json())?.data?.[0]?.slug;
  return slug ? `/api/courses/${encodeURIComponent(slug)}` : null;
}
/** No goal: one `select 1` without auth, the floor under every read row (framework, hooks, one DB round trip). */
const HEALTH = { name: 'floor: health (select 1)', path: '/api/health' };
const LOGIN = { name: 'login (POST auth/login)', path: '/api/auth/login', role: 'member' };
const ROLE_EMAILS = {
  member: 'member@akademisiber.id',
  author: 'author@akademisiber.id',
  corporate: 'corporate@akademisiber.id',
};

// ── child processes: every process this script starts is tracked and stopped, also on error or Ctrl-C ──

const children = new Set();

function startChild(label, args, env) {
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
function stopChild(child) {
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

const stopAllChildren = () => Promise.all([...children].map(stopChild));
/** Databases created by this run and not dropped yet (dropped on Ctrl-C too). */
const openDatabases = new Set();
/** Set while a PostgreSQL server this run started is up. */
let stopStartedPostgres = null;

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
async function startServer(label, args, env, healthPath) {
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

// ── the bare baseline: the same script, started as a child in this mode ──

async function serveBareFastify() {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
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

async function withAdminClient(adminUrl, work) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createRunDatabase(adminUrl) {
  const name = `akademi_load_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = {
    url: url.toString(),
    name,
    drop: async () => {
      openDatabases.delete(database);
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
  openDatabases.add(database);
  return database;
}

// ── load ──

function log(message) {
  process.stderr.write(`${message}\n`);
}

/** autocannon against a local server only: these figures must never load somebody else's host. */
function load(url, options) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`refusing to load a non-local target: ${url}`);
  return autocannon({ url, pipelining: 1, timeout: 10, ...options });
}

async function login(baseUrl, role) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ROLE_EMAILS[role], password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login as ${role} answered ${response.status}`);
  return (await response.json()).token;
}

function summarize(result, extra) {
  return {
    ...extra,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
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

/** A short unrecorded run first, so JIT warm-up and first connections do not count against the endpoint. */
async function measure(url, options, settings) {
  await load(url, { ...options, duration: Math.min(2, settings.duration), connections: settings.connections });
  return load(url, { ...options, duration: settings.duration, connections: settings.connections });
}

/**
 * The read endpoints this build serves, with their path and headers; an optional route that answers 404 (or a
 * detail row with nothing to show) becomes a `skipped` row that says so instead of a row of 404s.
 */
async function presentEndpoints(backend, server, tokens) {
  const present = [];
  const skipped = [];
  for (const endpoint of READ_ENDPOINTS) {
    const headers = endpoint.role ? { authorization: `Bearer ${tokens[endpoint.role]}` } : {};
    const path = typeof endpoint.path === 'function' ? await endpoint.path(server.url) : endpoint.path;
    const status = path ? (await fetch(server.url + path, { headers })).status : 404;
    if (endpoint.optional && status === 404) {
      const shownPath = path ?? '/api/courses/<slug>';
      log(`  ${backend}: ${shownPath} — route not present in this build (404), row skipped`);
      skipped.push({
        endpoint: endpoint.name,
        path: shownPath,
        backend,
        mode: 'max',
        kind: 'skipped',
        reason: 'route not present (404)',
      });
      continue;
    }
    if (status !== 200) throw new Error(`${path} answered ${status} before the load started`);
    present.push({ ...endpoint, path, headers });
  }
  return { present, skipped };
}

async function measureApi(backend, server, settings) {
  const tokens = {};
  for (const role of Object.keys(ROLE_EMAILS)) tokens[role] = await login(server.url, role);
  const { present, skipped } = await presentEndpoints(backend, server, tokens);
  log(`  ${backend}: ${HEALTH.path} at full speed`);
  const rows = [
    summarize(await measure(server.url + HEALTH.path, {}, settings), {
      endpoint: HEALTH.name,
      path: HEALTH.path,
      backend,
      mode: 'max',
      kind: 'floor',
    }),
  ];
  for (const endpoint of present) {
    log(`  ${backend}: ${endpoint.path} at full speed`);
    const result = await measure(server.url + endpoint.path, { headers: endpoint.headers }, settings);
    rows.push(
      summarize(result, {
        endpoint: endpoint.name,
        path: endpoint.path,
        backend,
        mode: 'max',
        kind: 'read',
        issue: endpoint.issue === true,
      }),
    );
  }
  rows.push(...skipped);
  for (const endpoint of present) {
    log(`  ${backend}: ${endpoint.path} at ${settings.rate} req/s`);
    const result = await measure(
      server.url + endpoint.path,
      { headers: endpoint.headers, overallRate: settings.rate },
      settings,
    );
    rows.push(
      summarize(result, {
        endpoint: endpoint.name,
        path: endpoint.path,
        backend,
        mode: `${settings.rate}/s`,
        rate: settings.rate,
        kind: 'read',
        issue: endpoint.issue === true,
      }),
    );
  }
  // Login last: every success stores a token, which must not grow the table under the read runs.
  log(`  ${backend}: ${LOGIN.path} at full speed`);
  const body = JSON.stringify({ email: ROLE_EMAILS[LOGIN.role], password: PASSWORD });
  const result = await measure(
    server.url + LOGIN.path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    settings,
  );
  rows.push(summarize(result, { endpoint: LOGIN.name, path: LOGIN.path, backend, mode: 'max', kind: 'login' }));
  return rows;
}

/**
 * Production settings: NODE_ENV=production (answers are serialised without the zod check that tests run), a
 * secret of the run's own, logs at info. LOG_LEVEL is set explicitly, so a value in the caller's environment
 * cannot make the figures look better than production.
 */
function apiEnv(extra) {
  return {
    STATIC_DIR: distApps,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    APP_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    ...extra,
  };
}

async function runBackend(backend, settings) {
  const apiMain = join(settings.apiDir, 'main.cjs');
  if (backend === 'pglite') {
    const server = await startServer(
      'API (PGlite)',
      [apiMain],
      apiEnv({ PGLITE_DIR: 'memory://', DATABASE_URL: '' }),
      '/api/health',
    );
    try {
      return await measureApi(backend, server, settings);
    } finally {
      await server.stop();
    }
  }
  const stopPostgres = ensurePostgresRunning();
  let database;
  try {
    database = await createRunDatabase(settings.pgUrl);
    log(`  postgres: fresh database ${database.name}`);
    const server = await startServer(
      'API (PostgreSQL)',
      [apiMain],
      apiEnv({ DATABASE_URL: database.url }),
      '/api/health',
    );
    try {
      return await measureApi(backend, server, settings);
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    stopPostgres?.();
  }
}

// ── report ──

function goalOf(row, bareReqPerSec) {
  if (row.kind === 'skipped') return row.reason;
  if (row.mode !== 'max') {
    // A server that cannot keep up with the rate has not shown its p99 at that rate.
    if (row.reqPerSec < row.rate * 0.95)
      return `${row.issue ? 'NOT MET' : 'extra: below'} (reached ${Math.round(row.reqPerSec)}/s)`;
    return row.p99Ms < GOALS.maxP99AtRateMs ? 'met' : row.issue ? 'NOT MET' : 'extra: below';
  }
  if (row.kind === 'login') return 'n/a (argon2id)';
  if (row.kind === 'floor') return '(diagnostic)';
  if (row.backend !== 'postgres') return 'n/a (goal: postgres)';
  return row.reqPerSec / bareReqPerSec >= GOALS.minShareOfBare ? 'met' : row.issue ? 'NOT MET' : 'extra: below';
}

function measuredCells(row, bare) {
  return [
    row.endpoint,
    row.backend,
    row.mode,
    row.reqPerSec,
    row.p50Ms,
    row.p99Ms,
    `${row.errors}/${row.non2xx}`,
    // At a fixed rate req/s is the rate asked for, not capacity: no ratio.
    row.mode === 'max' ? row.reqPerSec / bare.reqPerSec : '—',
    goalOf(row, bare.reqPerSec),
  ];
}

/** A row the build cannot serve yet: named, with the reason instead of figures. */
function skippedCells(row) {
  return [row.endpoint, row.backend, row.mode, '—', '—', '—', '—', '—', row.reason];
}

function printTable(rows, bare, settings) {
  const header = ['endpoint', 'backend', 'load', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', '× bare', 'goal'];
  const lines = [
    [
      bare.endpoint,
      '-',
      'max',
      bare.reqPerSec,
      bare.p50Ms,
      bare.p99Ms,
      `${bare.errors}/${bare.non2xx}`,
      1,
      '(baseline)',
    ],
    ...rows.map((row) => (row.kind === 'skipped' ? skippedCells(row) : measuredCells(row, bare))),
  ].map((cells) =>
    cells.map((cell, index) => {
      if (typeof cell !== 'number') return String(cell);
      if (index === 7) return `${(cell * 100).toFixed(1)} %`;
      // autocannon records latency in whole milliseconds.
      return cell.toFixed(0);
    }),
  );
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((cells) => cells[index].length)));
  const format = (cells) =>
    cells
      .map((cell, index) => (index < 3 || index === 8 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((cells) => console.log(format(cells)));

  const logins = rows.filter((row) => row.kind === 'login');
  const throttled = logins.reduce((sum, row) => sum + (row.statusCodes['429'] ?? 0), 0);
  console.log(`
Goals (issue 3's hot read endpoints; rows named "extra:" are measured against the same yardstick, not goals): read endpoints on PostgreSQL at full speed ≥ ${GOALS.minShareOfBare * 100} % of bare Fastify's req/s (mean of its runs before / after); p99 < ${GOALS.maxP99AtRateMs} ms at ${settings.rate} req/s (both backends).
API: ${settings.apiDir}/main.cjs with production settings (NODE_ENV=production: no zod check of answers; LOG_LEVEL=info,
  one line per request to /dev/null). Optional rows (public catalog, member cart) are skipped with "route not present"
  when the build answers 404 there.
Load: autocannon, ${settings.connections} connections, no pipelining, ${settings.duration} s per row after a short unrecorded warm-up; the
  ${settings.rate} req/s rows use overallRate with autocannon's coordinated-omission correction; errors = socket errors + timeouts.
Login: the address limits count FAILED logins only (${describeLoginLimit()}, buckets in the database), and the
  account's guess cap holds a slot only while a password is checked (a right one gives it back); this run signs in with
  the right password on fewer connections than the cap, so it is never throttled (429 answers in the login rows:
  ${throttled}), and each login still pays for the limits' bucket read, the account slot taken and given back, the pair's
  bucket delete, the argon2id verify (19 MiB, 2 passes: slow by design, hence no throughput goal) and the token insert. Each backend starts from a fresh database (PGlite in memory, PostgreSQL
  ${'`akademi_load_<random>`'}, dropped afterwards), so no earlier run's buckets or tokens weigh on the figures.
Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}) shared by the server under test, PostgreSQL and the load generator
  (autocannon runs in this process), so the figures are lower than a dedicated server would reach; compare rows, not machines.
  Load average (1 min) before the run ${settings.loadBefore.toFixed(2)}, after ${loadavg()[0].toFixed(2)}: other work on the machine lowers every row.`);
}

/** The limit as the source states it today, so the note cannot drift from the code it describes. */
function describeLoginLimit() {
  const source = (() => {
    try {
      return readFileSync(join(workspaceRoot, 'apps', 'api', 'src', 'modules', 'auth', 'login-throttle.ts'), 'utf8');
    } catch {
      return '';
    }
  })();
  // LOGIN_LIMITS = { accountFromAddress: { …, limit: 10, windowMs: FIFTEEN_MINUTES }, address: { … }, … }
  const limitOf = (key) => new RegExp(`\\b${key}:\\s*\\{[^}]*limit:\\s*(\\d+)[^}]*windowMs:\\s*(\\w+)`).exec(source);
  const perAccount = limitOf('accountFromAddress');
  const perIp = limitOf('address');
  if (!perAccount || !perIp) return 'see apps/api/src/modules/auth/login-throttle.ts';
  const windowMs = /^\d/.test(perAccount[2])
    ? perAccount[2]
    : new RegExp(`const ${perAccount[2]}\\s*=\\s*([\\d_ *]+);`).exec(source)?.[1];
  if (!windowMs) return 'see apps/api/src/modules/auth/login-throttle.ts';
  const minutes =
    windowMs.split('*').reduce((product, factor) => product * Number(factor.replaceAll('_', '').trim()), 1) / 60_000;
  return `${perAccount[1]} per account and address, ${perIp[1]} per address per ${minutes} min`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      rate: { type: 'string', default: '300' },
      backends: { type: 'string', default: 'pglite,postgres' },
      'pg-url': {
        type: 'string',
        default: process.env.LOAD_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
      json: { type: 'boolean', default: false },
      'api-dir': { type: 'string', default: join(distApps, 'api') },
    },
  });
  // Bounded so a typo cannot turn a figures run into an open-ended load.
  const settings = {
    duration: Math.min(Math.max(Number(values.duration) || 10, 1), 60),
    connections: Math.min(Math.max(Number(values.connections) || 10, 1), 100),
    rate: Math.min(Math.max(Number(values.rate) || 300, 1), 5000),
    pgUrl: values['pg-url'],
    apiDir: resolve(workspaceRoot, values['api-dir']),
    loadBefore: loadavg()[0],
  };
  const backends = values.backends
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const backend of backends)
    if (!['pglite', 'postgres'].includes(backend)) throw new Error(`unknown backend ${backend}`);
  if (!existsSync(join(settings.apiDir, 'main.cjs')))
    throw new Error(`${join(settings.apiDir, 'main.cjs')} is missing: run \`node tools/scripts/build-all.mjs\` first`);

  // The baseline is measured before and after the API rows and averaged: on a shared machine the background load
  // drifts over the minutes a run takes, and one early figure would skew every ratio.
  const bareServer = await startServer(
    'bare Fastify',
    [fileURLToPath(import.meta.url), '--serve-bare-fastify'],
    {},
    '/',
  );
  const bareRuns = [];
  const rows = [];
  try {
    log(`bare Fastify hello-world: ${settings.duration} s at full speed (before)`);
    bareRuns.push(summarize(await measure(`${bareServer.url}/`, {}, settings), { when: 'before' }));
    for (const backend of backends) {
      log(`API on ${backend}`);
      rows.push(...(await runBackend(backend, settings)));
    }
    log(`bare Fastify hello-world: ${settings.duration} s at full speed (after)`);
    bareRuns.push(summarize(await measure(`${bareServer.url}/`, {}, settings), { when: 'after' }));
  } finally {
    await bareServer.stop();
  }
  const mean = (key) => bareRuns.reduce((sum, run) => sum + run[key], 0) / bareRuns.length;
  const bare = {
    endpoint: `bare Fastify hello-world (${bareRuns.map((run) => Math.round(run.reqPerSec)).join(' / ')})`,
    backend: '-',
    mode: 'max',
    kind: 'baseline',
    reqPerSec: mean('reqPerSec'),
    p50Ms: mean('p50Ms'),
    p99Ms: mean('p99Ms'),
    errors: bareRuns.reduce((sum, run) => sum + run.errors, 0),
    non2xx: bareRuns.reduce((sum, run) => sum + run.non2xx, 0),
    runs: bareRuns,
  };

  if (values.json) {
    const withGoals = rows.map((row) => ({
      ...row,
      shareOfBare: row.mode === 'max' && row.kind !== 'skipped' ? row.reqPerSec / bare.reqPerSec : null,
      goal: goalOf(row, bare.reqPerSec),
    }));
    // The connection string stays out of the dump: it may carry a password.
    const { pgUrl: _pgUrl, ...shownSettings } = settings;
    console.log(
      JSON.stringify(
        {
          settings: { ...shownSettings, cores: cpus().length, loadAfter: loadavg()[0] },
          goals: GOALS,
          bare,
          rows: withGoals,
        },
        null,
        2,
      ),
    );
  } else {
    printTable(rows, bare, settings);
  }
}

if (process.argv.includes('--serve-bare-fastify')) {
  await serveBareFastify();
} else {
  try {
    await main();
  } catch (error) {
    console.error(`api-load failed: ${error.stack ?? error}`);
    process.exitCode = 1;
  } finally {
    await stopAllChildren();
  }
}
