// CI runs the whole API suite on PostgreSQL and, on PGlite, only the files that apps/api/jest.pglite.config.js
// lists (docs/decisions/0014-test-speed.md). A test file says it belongs there with a `// @driver-sensitive` line;
// this guard fails when such a file would not run on PGlite, or the list names a file that does not say so (or is
// gone: moved or renamed).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const MARKER = /^\/\/ @driver-sensitive\b/m;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The files the PGlite run really runs: asked of jest itself, in a process of its own (the config edits its env). */
function pgliteRun(): string[] {
  const jest = require.resolve('jest/bin/jest');
  const output = execFileSync(process.execPath, [jest, '--config', 'jest.pglite.config.js', '--listTests', '--json'], {
    cwd: API_ROOT,
    encoding: 'utf8',
  });
  return (JSON.parse(output) as string[]).map((file) => path.relative(API_ROOT, file)).sort();
}

describe('the driver-sensitive tests', () => {
  const marked = testFiles(path.join(API_ROOT, 'src'))
    .filter((file) => MARKER.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(API_ROOT, file))
    .sort();

  it('run on PGlite too: every file marked @driver-sensitive, and only those, is in the PGlite run', () => {
    expect(pgliteRun()).toEqual(marked);
  });

  it('include the ones that test how the two drivers differ', () => {
    const core = ['src/db/database.test.ts', 'src/test/multi-instance.test.ts', 'src/modules/orders/checkout.test.ts'];
    expect(marked).toEqual(expect.arrayContaining(core));
  });
});
