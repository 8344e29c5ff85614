// Small helpers shared by the repo scripts: run a command with inherited output, paths, waiting for a URL.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distApps = join(workspaceRoot, 'dist', 'apps');
export const REMOTES = ['member', 'author', 'admin', 'corporate', 'teacher', 'lab'];

/**
 * The project runs on the Node it pins (devDependency `node`, `.node-version`): `npm start` and `npm test` put
 * node_modules/.bin first on PATH, so every script and every tool they start runs on it, whatever the machine has.
 * Started some other way on an older Node, a script stops here with what to do instead of failing somewhere later.
 */
export function requireProjectNode(minimumMajor = 24) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= minimumMajor) return;
  console.error(
    `Node ${process.versions.node} is too old for this project (it pins Node ${minimumMajor}). ` +
      'Run it through npm (`npm install && npm test`, `npm start`), which uses the pinned Node in node_modules/.bin.',
  );
  process.exit(1);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: workspaceRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The Chromium the browser scripts launch: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else Debian's headless shell (the old
 * headless mode, the build Playwright itself runs headless tests in: about a quarter less time than the full
 * browser on the same specs, decision 0014), else Debian's full chromium. playwright.config.ts chooses the same way.
 */
export function chromiumExecutable() {
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) return process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  return ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
}
