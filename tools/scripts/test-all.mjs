// `npm test`: lint (module boundaries), typecheck, jest for every web project and lib, the whole API suite on the
// PostgreSQL server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and its driver-sensitive
// files again on PGlite, the production build, then Playwright against that build served on one origin as
// `npm start` does (docs/decisions/0014-test-speed.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildAll } from './build-all.mjs';
import { requireProjectNode, run, workspaceRoot } from './lib.mjs';

/**
 * The TypeScript programs that each check a group of projects with the same options at once: the shell and the
 * remotes, and the shared libs (tests/typecheck-programs.test.mjs keeps each group's options and files its
 * projects' own). Each entry is a root tsconfig; combinedTypecheckProjects reads its projects' folders and Nx names.
 */
export const COMBINED_TYPECHECKS = ['tsconfig.web-apps.json', 'tsconfig.web-libs.json'];

export function combinedTypecheckProjects(config) {
  const { include } = JSON.parse(readFileSync(join(workspaceRoot, config), 'utf8'));
  const folders = [...new Set(include.map((entry) => entry.split('/src/')[0].replace(/\/vite\.config\.mts$/, '')))];
  return folders.map((folder) => {
    const manifest = join(workspaceRoot, folder, 'package.json');
    // An app's Nx name is its folder's; a lib's is its package name.
    const name = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).name : folder.split('/').pop();
    return { folder, name };
  });
}

// CI never trusts a cache: every check runs against the code as it is.
const nxFlags = ['--parallel=2', '--outputStyle=static', ...(process.env.CI ? ['--skip-nx-cache'] : [])];

const steps = [
  // Style is checked, not discussed: Prettier's verdict on the whole tree (`npm run format` fixes it).
  ['format', () => run('npx', ['prettier', '--check', '.'])],
  ['lint', () => run('npx', ['nx', 'run-many', '-t', 'lint', ...nxFlags])],
  // The shell and the six remotes import the same shared libs, and the libs each other: one program per group
  // checks those once (not once per project that imports them), the API, the e2e specs and the rest on their own,
  // side by side (decision 0014).
  [
    'typecheck',
    () =>
      Promise.all([
        ...COMBINED_TYPECHECKS.map((config) => run('npx', ['tsc', '-p', config])),
        run('npx', [
          'nx',
          'run-many',
          '-t',
          'typecheck',
          `--exclude=${COMBINED_TYPECHECKS.flatMap(combinedTypecheckProjects)
            .map((project) => project.name)
            .join(',')}`,
          ...nxFlags.map((flag) => (flag.startsWith('--parallel') ? '--parallel=1' : flag)),
        ]),
      ]),
  ],
  ['unit tests (web, libs)', () => run('npx', ['nx', 'run-many', '-t', 'test', '--exclude=api', ...nxFlags])],
  // The whole API suite once, on a real PostgreSQL server (TEST_DATABASE_URL, default the local one), as production
  // runs it: each test file gets a database of its own, dropped afterwards.
  ['API tests on PostgreSQL', () => run('npx', ['nx', 'run', 'api:test-postgres', '--outputStyle=static'])],
  // Then, on PGlite (the embedded default), the files where the two drivers differ: apps/api/jest.pglite.config.js.
  [
    'API tests on PGlite (driver-sensitive)',
    () => run('npx', ['nx', 'run', 'api:test-pglite', '--outputStyle=static']),
  ],
  // A glob, not the folder: Node 22+ reads a folder argument as a module path.
  ['tooling tests', () => run('node', ['--test', 'tools/scripts/tests/*.test.mjs'])],
  ['build', () => buildAll()],
  ['bytes budget (Chromium)', () => run('node', ['tools/scripts/bundle-budget.mjs'])],
  ['e2e (Playwright, Chromium)', () => run('npx', ['playwright', 'test'])],
];

async function main() {
  const started = Date.now();
  for (const [name, step] of steps) {
    const t0 = Date.now();
    console.log(`\n=== ${name}`);
    try {
      await step();
    } catch (error) {
      console.error(`\n✗ ${name} failed: ${error.message}`);
      process.exit(1);
    }
    console.log(`✓ ${name} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  console.log(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
}

// Run as a script (`npm test`); the tooling tests import it for COMBINED_TYPECHECKS and combinedTypecheckProjects only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  requireProjectNode();
  await main();
}
