// Bytes budget: loads routes of the production build in Chromium and counts the JS/CSS the browser
// downloads (gzip -9 of each body, so the figure does not depend on the server's compression), per
// route and for the step from the shell into each role's remote. Fails when a budget in
// tools/budgets.json is exceeded or when a shared singleton is downloaded twice (a remote's own copy).
//
// Usage: node tools/scripts/bundle-budget.mjs [--url http://127.0.0.1:3000] [--files] (without --url it serves
// dist/apps itself on a free port with an in-memory database).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumExecutable, distApps, waitForUrl, workspaceRoot } from './lib.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    json: { type: 'boolean', default: false },
    // Lists each remote's extra scripts with their gzip size: what to read when a remote's figure grows.
    files: { type: 'boolean', default: false },
  },
});
const budgets = JSON.parse(readFileSync(join(workspaceRoot, 'tools', 'budgets.json'), 'utf8'));
const ROLE_LOGINS = {
  member: { email: 'member@akademisiber.id', home: '/member' },
  author: { email: 'author@akademisiber.id', home: '/author' },
  admin: { email: 'admin@akademisiber.id', home: '/admin' },
  corporate: { email: 'corporate@akademisiber.id', home: '/corporate-program' },
  teacher: { email: 'teacher@akademisiber.id', home: '/teacher' },
  // The lab (decision 0036): a member signing in on the way to /lab enters it straight from /login.
  lab: { email: 'member@akademisiber.id', home: '/lab', login: '/login?redirect=%2Flab' },
};
const PASSWORD = 'AkademiSiber#2026';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Each measured page sees a save-data connection, so the apps' link prefetch (feature-app-frame prefetch.ts) stays
 * off: a figure is what a page or a remote needs, not what a hovered or focused link happened to fetch ahead on a
 * busy machine (a CI run counted the lab's challenge page, 55 KB, on top of the lab's own 58.7 KB).
 */
async function measuringContext(browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true });
  });
  return context;
}

async function startServer() {
  const port = String(4400 + Math.floor(Math.random() * 400));
  const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
    cwd: workspaceRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      STATIC_DIR: distApps,
      PGLITE_DIR: 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // A fresh in-memory database migrates and seeds the catalogue first: up to minutes on a busy machine.
  try {
    await waitForUrl(`${url}/api/health`, 300_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { url, stop: () => server.kill('SIGTERM') };
}

/** Records every script/stylesheet response of a page from now on. */
function recorder(page) {
  const files = new Map();
  let lastArrival = Date.now();
  page.on('response', async (response) => {
    lastArrival = Date.now();
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    try {
      const body = await response.body();
      files.set(path, { type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // a response without a body (redirect, aborted) downloads nothing
    }
  });
  return {
    snapshot: () => new Map(files),
    settled: async (quietMs = 750) => {
      while (Date.now() - lastArrival < quietMs) await new Promise((r) => setTimeout(r, 100));
    },
    since: (before) => [...files].filter(([path]) => !before.has(path)).map(([path, f]) => ({ path, ...f })),
    all: () => [...files].map(([path, f]) => ({ path, ...f })),
  };
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const sum = (files, type) => files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0);
// A remote's `__prebuild__` chunk is its own fallback copy of a shared package: downloading one means
// the shell's singleton was not used.
const duplicatesIn = (files) =>
  files.filter((f) => f.path.startsWith('/remotes/') && f.path.includes('__prebuild__')).map((f) => f.path);

async function measure(baseUrl) {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const results = { routes: {}, remotes: {} };
  try {
    for (const route of Object.keys(budgets.routes)) {
      const context = await measuringContext(browser);
      const page = await context.newPage();
      const rec = recorder(page);
      await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
      await rec.settled();
      const files = rec.all();
      results.routes[route] = {
        jsGzip: sum(files, 'script'),
        cssGzip: sum(files, 'stylesheet'),
        requests: files.length,
      };
      await context.close();
    }
    for (const [role, { email, home, login = '/login' }] of Object.entries(ROLE_LOGINS)) {
      const context = await measuringContext(browser);
      const page = await context.newPage();
      const rec = recorder(page);
      await page.goto(`${baseUrl}${login}`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email atau username').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      const before = rec.snapshot();
      // Submitted from the keyboard: a click leaves the pointer where the button was, and whatever link of the
      // area's home then lands under it is hovered, which prefetches that page's code — an extra 55 KB on the lab's
      // challenge list, or none, depending on how fast the page renders (a budget run under load saw both).
      await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith(home));
      // A client-side navigation does not change the load state: wait for the remote's own footer,
      // then until no script has arrived for a moment.
      await page.getByTestId('area-release').waitFor();
      await rec.settled();
      const extra = rec.since(before);
      results.remotes[role] = {
        extraJsGzip: sum(extra, 'script'),
        requests: extra.length,
        duplicates: duplicatesIn(extra),
        ...(values.files
          ? {
              files: extra
                .filter((file) => file.type === 'script')
                .map(({ path, gzip }) => ({ path, gzipKB: kb(gzip) }))
                .sort((a, b) => b.gzipKB - a.gzipKB),
            }
          : {}),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

function report(results) {
  const failures = [];
  console.log('route                     JS gzip KB   CSS gzip KB   requests   budget KB   goal KB');
  for (const [route, r] of Object.entries(results.routes)) {
    const { jsGzipKB: budget, goalKB = budget } = budgets.routes[route];
    console.log(
      `${route.padEnd(25)} ${String(kb(r.jsGzip)).padStart(10)} ${String(kb(r.cssGzip)).padStart(13)} ` +
        `${String(r.requests).padStart(10)} ${String(budget).padStart(11)} ` +
        `${String(goalKB).padStart(9)}${kb(r.jsGzip) > goalKB ? '  (above goal)' : ''}`,
    );
    if (kb(r.jsGzip) > budget) failures.push(`${route}: ${kb(r.jsGzip)} KB > ${budget} KB`);
  }
  console.log('\nentering a remote (after /login)  extra JS gzip KB   requests   budget KB');
  for (const [role, r] of Object.entries(results.remotes)) {
    const budget = budgets.enterRemoteExtraJsGzipKB;
    console.log(
      `${role.padEnd(33)} ${String(kb(r.extraJsGzip)).padStart(16)} ${String(r.requests).padStart(10)} ` +
        `${String(budget).padStart(11)}`,
    );
    if (kb(r.extraJsGzip) > budget) failures.push(`${role}: ${kb(r.extraJsGzip)} KB > ${budget} KB`);
    for (const file of r.files ?? []) console.log(`    ${String(file.gzipKB).padStart(6)}  ${file.path}`);
    for (const path of r.duplicates) failures.push(`${role}: second copy of a shared dependency downloaded: ${path}`);
  }
  return failures;
}

const server = values.url ? { url: values.url, stop: () => {} } : await startServer();
try {
  const results = await measure(server.url.replace(/\/$/, ''));
  if (values.json) console.log(JSON.stringify(results, null, 2));
  const failures = report(results);
  if (failures.length) {
    console.error(`\nBudget exceeded:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll byte budgets met; no shared dependency downloaded twice.');
  }
} finally {
  server.stop();
}
