// A web app's features (apps/<app>/src/features/<feature>/) are used only through their index.ts, and form no
// circles (docs/decisions/0032-feature-folders.md). Both checks must FAIL on a forbidden import: ESLint's
// no-restricted-imports / no-restricted-syntax on a file outside the features (linted from stdin under the path it
// would have, so nothing is written into the tree), and `module-graph.mjs --check --tests --root src/features` (run
// by each converted app's lint target) on a temporary copy of the features folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../lib.mjs';

const graphScript = join(workspaceRoot, 'tools', 'scripts', 'module-graph.mjs');
const LINT_COMMAND = 'eslint . && node ../../tools/scripts/module-graph.mjs --check --tests --root src/features';

/** Every app organised by feature: those with a src/features folder. */
const featureApps = readdirSync(join(workspaceRoot, 'apps')).filter((app) =>
  existsSync(join(workspaceRoot, 'apps', app, 'src', 'features')),
);

/** Lints `source` as if it were the file at `relativePath` (which need not exist). */
function lintAs(relativePath, source) {
  return spawnSync('npx', ['eslint', '--no-warn-ignored', '--stdin', '--stdin-filename', relativePath], {
    cwd: workspaceRoot,
    input: source,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
}

/** Runs the lint target's module-graph check on a copy of an app's features folder with `extra` files in it. */
function checkCopy(app, extra = {}) {
  const root = mkdtempSync(join(tmpdir(), `${app}-features-`));
  try {
    cpSync(join(workspaceRoot, 'apps', app, 'src', 'features'), root, { recursive: true });
    for (const [path, source] of Object.entries(extra)) writeFileSync(join(root, path), source);
    return spawnSync(process.execPath, [graphScript, '--check', '--tests', '--root', root], { encoding: 'utf8' });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('the author, corporate and teacher remotes are organised by feature', () => {
  for (const app of ['author', 'corporate', 'teacher']) assert.ok(featureApps.includes(app), app);
});

test("lint fails when the route table imports a feature's page file instead of its index", () => {
  const result = lintAs(
    'apps/author/src/app.tsx',
    "import { HomePage } from './features/courses/pages/home-page';\nexport const probe = HomePage;\n",
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /no-restricted-imports/);
  assert.match(result.stdout, /through its index\.ts/);
});

test("lint fails when the route table lazily imports a feature's page file", () => {
  const result = lintAs(
    'apps/teacher/src/app.tsx',
    "export const load = () => import('./features/settings/pages/settings-page');\n",
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /no-restricted-syntax/);
});

test("lint fails when a test outside the features imports a feature's data file", () => {
  const result = lintAs(
    'apps/corporate/src/layout/probe.test.tsx',
    "import { dashboardApi } from '../features/dashboard/data/dashboard-api';\nexport const probe = dashboardApi;\n",
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /no-restricted-imports/);
});

test('lint fails when layout/ imports a feature, even through its index', () => {
  const result = lintAs(
    'apps/teacher/src/layout/probe.tsx',
    "import { settingsPage } from '../features/settings';\nexport const probe = settingsPage;\n",
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /layout\/ uses no feature/);
});

test('lint passes for the route table importing and lazily importing features through their index', () => {
  const result = lintAs(
    'apps/author/src/app.tsx',
    "import { homePage } from './features/courses';\nimport { discussionPage } from './features/discussions/index';\n" +
      "export const probe = [homePage, discussionPage, () => import('./features/account')];\n",
  );
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

for (const app of featureApps) {
  test(`${app}: the features of the tree pass --check (no circles, no bypassed index), tests included`, () => {
    const result = checkCopy(app);
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test(`${app}: the lint target runs ESLint, then the features check`, () => {
    const project = JSON.parse(readFileSync(join(workspaceRoot, 'apps', app, 'project.json'), 'utf8'));
    assert.equal(project.targets?.lint?.options?.command, LINT_COMMAND);
    assert.ok(project.targets.lint.inputs.includes('{workspaceRoot}/tools/scripts/module-graph.mjs'));
  });
}

test("--check fails when a feature imports another feature's inner file", () => {
  const result = checkCopy('author', {
    'discussions/bypass-probe.ts':
      "import { useGetAuthorCoursesQuery } from '../courses/data/courses-api';\nexport const probe = " +
      'useGetAuthorCoursesQuery;\n',
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /discussions\/bypass-probe\.ts: '\.\.\/courses\/data\/courses-api'/);
});

test("--check fails when a feature lazily imports another feature's page", () => {
  const result = checkCopy('corporate', {
    'dashboard/bypass-probe.ts': "export const load = () => import('../participants/pages/participants-page');\n",
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /dashboard\/bypass-probe\.ts: '\.\.\/participants\/pages\/participants-page'/);
});

test('--check fails when two features import each other, even through their indexes', () => {
  // discussions already reads the course titles from courses; courses importing discussions closes a circle.
  const result = checkCopy('author', {
    'courses/circle-probe.ts':
      "import { discussionPage } from '../discussions';\nexport const probe = discussionPage;\n",
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /Circles: 1[\s\S]*courses, discussions/);
});

test("--check with --tests fails when a feature's test imports another feature's inner file", () => {
  const result = checkCopy('teacher', {
    'settings/probe.test.tsx':
      "import { SearchForm } from '../classrooms/parts/search-form';\nexport const probe = SearchForm;\n",
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /settings\/probe\.test\.tsx/);
});
