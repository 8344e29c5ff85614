// Times what a newcomer waits for, in a fresh clone of this repo (committed HEAD): `npm install` with no
// node_modules (npm's download cache as the machine has it), a full build with no Nx cache, and `npm test`.
// Usage: node tools/scripts/measure-times.mjs [--skip-test]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { workspaceRoot } from './lib.mjs';

const { values } = parseArgs({ options: { 'skip-test': { type: 'boolean', default: false } } });
const dir = mkdtempSync(join(tmpdir(), 'akademi-times-'));
const env = { ...process.env, CI: 'true', NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function timed(label, command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s  ` +
      `${result.status === 0 ? 'ok' : `FAILED (${result.status})`}`,
  );
  if (result.status !== 0) process.exitCode = 1;
  return seconds;
}

try {
  spawnSync('git', ['clone', '-q', workspaceRoot, dir], { stdio: 'inherit' });
  console.log(
    `fresh clone in ${dir} (${process.env.CI ? 'CI' : 'local'} machine, ` +
      `${(await import('node:os')).cpus().length} cores)`,
  );
  timed('npm install (no node_modules)', 'npm', ['install', '--no-audit', '--no-fund']);
  timed('full build (no Nx cache)', 'node', ['tools/scripts/build-all.mjs']);
  if (!values['skip-test']) timed('npm test (CI mode, no Nx cache)', 'npm', ['test']);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
