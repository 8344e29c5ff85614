// The project runs on the Node it pins, not on whatever the machine has: one version, named in three places that
// must agree, and the scripts that README's two commands run are on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../lib.mjs';

const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
const pinned = manifest.devDependencies.node;

test('package.json pins an exact Node 24 LTS as a package, and .node-version names the same', () => {
  assert.match(pinned, /^24\.\d+\.\d+$/);
  assert.equal(readFileSync(join(workspaceRoot, '.node-version'), 'utf8').trim(), pinned);
  assert.equal(manifest.engines.node, '>=24.11');
});

test('npm scripts run on the pinned Node (node_modules/.bin comes first on their PATH)', () => {
  // `npm test` runs this file through test-all.mjs, so the running Node is the one README's command gives.
  assert.equal(process.versions.node, pinned);
});
