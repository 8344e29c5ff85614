// Screenshots of pages as a user sees them, at 375 px and 1280 px wide, for looking at what a change did. Serves
// the production build (dist/apps, `npm run build` first) with a fresh in-memory demo database on its own port,
// signs in as a demo role through the login page when asked, and writes <out>/<role>-<page>-<width>.png.
//
// Usage: node tools/scripts/screenshots.mjs [--out tmp/screenshots] [--port 4890] [--max-height 1600]
//          <role|public>:<path> ...
//   e.g. public:/ public:/cybersecuritylabs member:/lab member:/member/kelas-saya teacher:/teacher/ctf
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { chromiumExecutable, distApps, workspaceRoot } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'tmp/screenshots' },
    port: { type: 'string', default: '4890' },
    // Only the top of each page, this many pixels high (easier to look at than a long full page).
    'max-height': { type: 'string' },
  },
});
const PASSWORD = 'AkademiSiber#2026';
const WIDTHS = [375, 1280];
const base = `http://127.0.0.1:${values.port}`;
const out = join(workspaceRoot, values.out);
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
  cwd: workspaceRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: values.port,
    STATIC_DIR: distApps,
    PGLITE_DIR: 'memory://',
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    MAIL_TRANSPORT: 'outbox',
    MAIL_OUTBOX_DIR: join('tmp', `screenshots-outbox-${values.port}`),
    PUBLIC_URL: base,
  },
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function signIn(page, role) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/email atau username/i).fill(`${role}@akademisiber.id`);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /^masuk$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const byRole = new Map();
  for (const target of positionals) {
    const [role, path] = target.split(/:(.*)/s);
    byRole.set(role, [...(byRole.get(role) ?? []), path]);
  }
  for (const [role, paths] of byRole) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'id-ID' });
      const page = await context.newPage();
      if (role !== 'public') await signIn(page, role);
      for (const path of paths) {
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(400);
        const name = `${role}-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
        const maxHeight = values['max-height'] ? Number(values['max-height']) : null;
        await page.screenshot({
          path: join(out, name),
          fullPage: true,
          ...(maxHeight ? { clip: { x: 0, y: 0, width, height: maxHeight } } : {}),
        });
        console.log(join(values.out, name));
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
