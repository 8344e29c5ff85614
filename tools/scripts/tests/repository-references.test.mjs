// The repository explains itself: a tracked file may point only at files inside it (docs/product.md,
// docs/architecture.md, docs/decisions/), never at documents a fresh clone does not have.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { workspaceRoot } from '../lib.mjs';

// Spelled in pieces so that this file does not name what it forbids.
const SHARED = 'shared';
const OUTSIDE_DOCUMENTS = ['DOMAIN', 'ARCHITECTURE', 'CONVENTIONS'].map((name) => `${name}\\.md`);
const FORBIDDEN = [
  `\\.\\./${SHARED}/`,
  `${SHARED}/spec`,
  ['product', 'spec'].join('-'),
  `/work/${SHARED}`,
  ...OUTSIDE_DOCUMENTS,
];

test('no tracked file refers to documents outside the repository', () => {
  // -I skips binary files; the lock file lists package names only and is generated.
  const result = spawnSync('git', ['grep', '-n', '-I', '-E', FORBIDDEN.join('|'), '--', '.', ':!package-lock.json'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  // git grep: 0 = found, 1 = nothing found, anything else = it could not search.
  assert.ok(result.status === 0 || result.status === 1, `git grep failed: ${result.stderr}`);
  const hits = result.stdout.split('\n').filter(Boolean);
  assert.deepEqual(hits, [], 'point at docs/product.md, docs/architecture.md or a decision record instead');
});

test('the documents they are replaced by are in the repository', () => {
  const result = spawnSync('git', ['ls-files', '--error-unmatch', 'docs/product.md', 'docs/architecture.md'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
});
