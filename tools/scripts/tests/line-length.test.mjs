// No line over Prettier's print width (120) in apps, libs and tools, where Prettier cannot enforce it: long strings
// and templates, comments, test titles. The count is code-metrics.mjs's, whose --list names each file:line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { longLinesIn, WIDTH } from '../code-metrics.mjs';
import { workspaceRoot } from '../lib.mjs';

test(`no TypeScript or JavaScript line is over ${WIDTH} characters`, () => {
  const long = longLinesIn(workspaceRoot).map(({ file, line, length }) => `${file}:${line} (${length})`);
  assert.deepEqual(long, [], 'shorten these lines (node tools/scripts/code-metrics.mjs --list names them too)');
});
