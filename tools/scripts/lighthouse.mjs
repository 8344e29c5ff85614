// Lighthouse figures (not part of CI): Lighthouse's default mobile profile (Moto G Power screen, simulated
// slow 4G and 4× CPU slowdown) on the public routes of the production build, each route run 3 times; prints
// the median of every score and metric (performance, accessibility, best practices, SEO, LCP, TBT, CLS).
//
// Usage: node tools/scripts/lighthouse.mjs [--url http://127.0.0.1:3000] [--runs 3] [--json]
//   Without --url it serves dist/apps itself (as `npm start` does) on a free port with an in-memory database.
//   Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE or CHROME_PATH, else Debian's /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
// chrome-launcher is the launcher Lighthouse itself depends on and installs with it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { distApps, waitForUrl, workspaceRoot } from './lib.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(join(workspaceRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;

/** The routes measured: the home page, login, the course catalogue and a seeded course's page (SEED_CATALOG). */
const ROUTES = ['/', '/login', '/belajar-online', '/belajar-online/keamanan-aplikasi-web'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', format: (value) => `${(value / 1000).toFixed(2)} s` },
  { audit: 'total-blocking-time', label: 'TBT', format: (value) => `${Math.round(value)} ms` },
  { audit: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3) },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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

/** Serves dist/apps the way `npm start` does: shell, remotes and API on one origin, demo data in memory. */
async function startServer() {
  if (!existsSync(join(distApps, 'shell', 'index.html')))
    throw new Error('dist/apps is missing: run `node tools/scripts/build-all.mjs` first');
  const port = await freePort();
  const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: distApps,
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
      server.once('exit', () => {
        clearTimeout(killer);
        resolve();
      });
      server.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/api/health`, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, process: server };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The numbers of one Lighthouse run; a category Lighthouse could not score stays null rather than 0. */
function figuresOf(lhr) {
  const figures = { runtimeError: lhr.runtimeError?.message ?? null };
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    figures[category] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const { audit } of METRICS) figures[audit] = lhr.audits[audit]?.numericValue ?? null;
  figures.findings = findingsOf(lhr);
  return figures;
}

/**
 * What cost points: failed weighted audits of the non-performance categories, and the performance
 * opportunities with the largest estimated saving. Ids only, so runs can be merged.
 */
function findingsOf(lhr) {
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id].title})`),
  );
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 100)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((audit) => `performance: ${audit.id} (${audit.title})`);
  return [...failed, ...opportunities];
}

async function measureRoute(chrome, url, runs) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    process.stderr.write(`  ${url} run ${run}/${runs}\n`);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    results.push(figuresOf(result.lhr));
  }
  const medianOf = (key) => {
    const values = results.map((figures) => figures[key]).filter((value) => typeof value === 'number');
    return values.length ? median(values) : null;
  };
  return {
    runs: results,
    median: Object.fromEntries(
      [...CATEGORIES, ...METRICS.map(({ audit }) => audit)].map((key) => [key, medianOf(key)]),
    ),
  };
}

function printTable(measured, runs) {
  const header = ['route', 'perf', 'a11y', 'best-pr', 'SEO', 'LCP', 'TBT', 'CLS', `perf of ${runs} runs`];
  const lines = Object.entries(measured).map(([route, { median: m, runs: all }]) => [
    route,
    ...CATEGORIES.map((category) => (m[category] === null ? 'n/a' : String(m[category]))),
    ...METRICS.map(({ audit, format }) => (m[audit] === null ? 'n/a' : format(m[audit]))),
    all.map((figures) => figures.performance ?? 'n/a').join(' / '),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((cells) => cells[index].length)));
  const format = (cells) =>
    cells
      .map((cell, index) => (index === 0 || index === 8 ? cell.padEnd(widths[index]) : cell.padStart(widths[index])))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  lines.forEach((cells) => console.log(format(cells)));
  console.log(
    [
      '',
      `Median of ${runs} Lighthouse ${LIGHTHOUSE_VERSION} runs per route (each figure on its own); mobile ` +
        'profile with simulated throttling, so LCP and',
      "TBT are Lighthouse's estimates for a mid-range phone on slow 4G, not wall-clock times on this machine.",
      `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), shared by Chromium and ` +
        'the server; the CPU slowdown is applied on top.',
    ].join('\n'),
  );
  for (const [route, { runs: all }] of Object.entries(measured)) {
    const findings = [...new Set(all.flatMap((figures) => figures.findings))];
    if (findings.length) console.log(`\n${route}, what cost points in at least one run:\n- ${findings.join('\n- ')}`);
  }
  const errors = Object.entries(measured).flatMap(([route, { runs: all }]) =>
    all.filter((f) => f.runtimeError).map((f) => `${route}: ${f.runtimeError}`),
  );
  if (errors.length) console.log(`Lighthouse reported errors:\n- ${errors.join('\n- ')}`);
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const runs = Math.min(Math.max(Number(values.runs) || 3, 1), 9);

let server;
let chrome;
const stopEverything = async () => {
  await chrome?.kill();
  await server?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopEverything();
    process.exit(130);
  });
}
// Last resort when the process dies without reaching `finally`: neither Chromium nor the server outlives it.
process.on('exit', () => {
  server?.process?.kill('SIGKILL');
  chrome?.process?.kill('SIGKILL');
});

try {
  // A server given by --url belongs to someone else: it is measured, never stopped.
  server = values.url ? { url: values.url.replace(/\/$/, ''), stop: () => Promise.resolve() } : await startServer();
  // Our own SIGINT handler stops Chromium and the server in order.
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
    handleSIGINT: false,
  });
  const measured = {};
  for (const route of ROUTES) measured[route] = await measureRoute(chrome, server.url + route, runs);
  if (values.json) console.log(JSON.stringify({ url: server.url, runs, routes: measured }, null, 2));
  else printTable(measured, runs);
} catch (error) {
  console.error(`lighthouse failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopEverything();
}
