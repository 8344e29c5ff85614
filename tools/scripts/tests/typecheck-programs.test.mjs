// `npm test` typechecks the shell and the remotes as ONE program, and the shared libs of the same options as
// another (COMBINED_TYPECHECKS in test-all.mjs), every other project with its own tsconfig. That is the same check
// as each project's own only while a combined program has each member's options and files: this keeps them so,
// and keeps every web app and every lib of those options in one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMBINED_TYPECHECKS, combinedTypecheckProjects } from '../test-all.mjs';
import { workspaceRoot } from '../lib.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(workspaceRoot, file), 'utf8'));
const ownConfig = (folder) => readJson(`${folder}/tsconfig.json`);

const typechecked = [
  ...readdirSync(join(workspaceRoot, 'apps'))
    .map((app) => `apps/${app}`)
    .filter((folder) => readJson(`${folder}/project.json`).targets?.typecheck !== undefined),
  ...readdirSync(join(workspaceRoot, 'libs/shared'))
    .map((lib) => `libs/shared/${lib}`)
    .filter((folder) => existsSync(join(workspaceRoot, folder, 'tsconfig.json'))),
];

for (const config of COMBINED_TYPECHECKS) {
  test(`${config}: every project in it has its options and its files`, () => {
    const combined = readJson(config);
    const members = combinedTypecheckProjects(config);
    assert.ok(members.length > 1, 'a combined program of one project gains nothing');
    for (const { folder } of members) {
      const own = ownConfig(folder);
      const depth = folder.split('/').length;
      assert.equal(own.extends, `${'../'.repeat(depth)}tsconfig.base.json`, folder);
      assert.deepEqual(own.compilerOptions, combined.compilerOptions, `${folder}: compilerOptions`);
      const files = combined.include.filter((entry) => entry.startsWith(`${folder}/`));
      assert.deepEqual(
        files,
        own.include.map((entry) => `${folder}/${entry}`),
        `${folder}: include`,
      );
    }
  });
}

test('a project whose options equal a combined program is in it (none is checked apart by mistake)', () => {
  const members = new Set(COMBINED_TYPECHECKS.flatMap(combinedTypecheckProjects).map((project) => project.folder));
  for (const folder of typechecked) {
    if (members.has(folder)) continue;
    for (const config of COMBINED_TYPECHECKS) {
      assert.notDeepEqual(ownConfig(folder).compilerOptions, readJson(config).compilerOptions, `${folder} → ${config}`);
    }
  }
});

test('the Nx names the typecheck step leaves to the combined programs are real projects', () => {
  for (const { folder, name } of COMBINED_TYPECHECKS.flatMap(combinedTypecheckProjects)) {
    const manifest = join(workspaceRoot, folder, 'package.json');
    if (existsSync(manifest)) assert.equal(readJson(`${folder}/package.json`).name, name);
    else assert.ok(existsSync(join(workspaceRoot, folder, 'project.json')), folder);
  }
});
