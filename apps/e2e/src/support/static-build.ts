/** Access to the copy of the production build the e2e server serves (tools/scripts/e2e-server.mjs). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const workspaceRoot = join(__dirname, '..', '..', '..', '..');
export const e2eStaticDir = join(workspaceRoot, process.env['E2E_STATIC_DIR'] ?? 'tmp/e2e-static');
/**
 * The copy served to the specs that change it (remote-resilience, remote-redeploy): playwright.config.ts gives
 * them a server of their own, so the specs running next to them never see a remote go away.
 */
export const servedBuildStaticDir = join(
  workspaceRoot,
  process.env['E2E_SERVED_BUILD_STATIC_DIR'] ?? 'tmp/e2e-static-served-build',
);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** One hash over every file of a folder (names and contents), to prove it was left untouched. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of files(dir).sort()) {
    hash.update(relative(dir, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
