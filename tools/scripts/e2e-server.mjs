// Serves a COPY of the production build (tmp/e2e-static) the way `npm start` serves dist/apps, with a
// fresh in-memory database. The copy lets tests take a remote down or drop a rebuilt one in place.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { distApps, workspaceRoot } from './lib.mjs';

export const e2eStaticDir = join(workspaceRoot, process.env.E2E_STATIC_DIR ?? 'tmp/e2e-static');

if (!existsSync(join(distApps, 'shell', 'index.html'))) {
  console.error('dist/apps is missing: run `npm run build` first');
  process.exit(1);
}
rmSync(e2eStaticDir, { recursive: true, force: true });
cpSync(distApps, e2eStaticDir, { recursive: true });

const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: e2eStaticDir, PGLITE_DIR: 'memory://', SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
