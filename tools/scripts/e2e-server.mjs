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

// Mail goes to a per-port outbox that specs read (apps/e2e/src/support/mailbox.ts); emptied at each start so a run
// sees only its own messages. Google sign-in trusts the repository's TEST-ONLY key pair, so specs can sign their
// own ID tokens without any network (apps/e2e/fixtures/google-test).
const port = process.env.PORT ?? '4310';
const outboxDir = join('tmp', `e2e-outbox-${port}`);
rmSync(join(workspaceRoot, outboxDir), { recursive: true, force: true });

const server = spawn(process.execPath, [join(distApps, 'api', 'main.cjs')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    STATIC_DIR: e2eStaticDir,
    PGLITE_DIR: 'memory://',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    MAIL_TRANSPORT: 'outbox',
    MAIL_OUTBOX_DIR: outboxDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOOGLE_CLIENT_ID: 'akademi-e2e.apps.googleusercontent.com',
    GOOGLE_JWKS_FILE: join('apps', 'e2e', 'fixtures', 'google-test', 'jwks.json'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
