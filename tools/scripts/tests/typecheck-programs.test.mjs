// `npm test` typechecks the shell and the remotes as ONE program (tsconfig.web-apps.json, test-all.mjs) and every
// other project with its own tsconfig. That is only the same check as each app's own when the combined program has
// each app's options and files: this keeps them so, and keeps every web app in it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { webAppsInCombinedTypecheck } from '../test-all.mjs';
import { workspaceRoot } from '../lib.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(workspaceRoot, file), 'utf8'));
const combined = readJson('tsconfig.web-apps.json');

/** The apps built by Vite (a vite.config.mts) that have a typecheck target: the shell and the remotes. */
const webApps = readdirSync(join(workspaceRoot, 'apps')).filter(
  (app) =>
    existsSync(join(workspaceRoot, 'apps', app, 'vite.config.mts')) &&
    readJson(`apps/${app}/project.json`).targets?.typecheck !== undefined,
);

test('every web app is in the combined program, with its own options and its own files', () => {
  assert.deepEqual([...webAppsInCombinedTypecheck()].sort(), [...webApps].sort());
  for (const app of webApps) {
    const own = readJson(`apps/${app}/tsconfig.json`);
    assert.equal(own.extends, '../../tsconfig.base.json', app);
    assert.deepEqual(own.compilerOptions, combined.compilerOptions, `${app}: compilerOptions`);
    const files = combined.include.filter((entry) => entry.startsWith(`apps/${app}/`));
    assert.deepEqual(
      files,
      own.include.map((entry) => `apps/${app}/${entry}`),
      `${app}: include`,
    );
  }
});
