// The API's modules are used by each other only through their index.ts, with no circles among them
// (docs/decisions/0031-api-modules-are-domains.md). Both checks must FAIL on a forbidden import: ESLint's
// no-restricted-imports on a file of the tree, and `module-graph.mjs --check` (run by `api:lint`) on a copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../lib.mjs';

const modules = join(workspaceRoot, 'apps', 'api', 'src', 'modules');
const graphScript = join(workspaceRoot, 'tools', 'scripts', 'module-graph.mjs');

function lintProbe(relativePath, source) {
  const file = join(workspaceRoot, relativePath);
  writeFileSync(file, source);
  try {
    return spawnSync('npx', ['eslint', '--no-warn-ignored', relativePath], {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
  } finally {
    rmSync(file, { force: true });
  }
}

/** Runs `module-graph.mjs --check` on a copy of the modules folder with `extra` files written into it. */
function checkCopy(extra = {}) {
  const root = mkdtempSync(join(tmpdir(), 'api-modules-'));
  try {
    cpSync(modules, root, { recursive: true });
    for (const [path, source] of Object.entries(extra)) writeFileSync(join(root, path), source);
    return spawnSync(process.execPath, [graphScript, '--root', root, '--check'], { encoding: 'utf8' });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('lint fails when a module imports a file of another module instead of its index', () => {
  const result = lintProbe(
    'apps/api/src/modules/cart/boundary-probe.ts',
    "import { priceItems } from '../orders/pricing';\nexport const probe = priceItems;\n",
  );
  assert.notEqual(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout + result.stderr, /no-restricted-imports/);
});

test("lint passes for an import through the other module's index", () => {
  const result = lintProbe(
    'apps/api/src/modules/cart/boundary-probe.ts',
    "import { priceItems } from '../orders';\nexport const probe = priceItems;\n",
  );
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('the module graph of the tree passes --check: no circles, no bypassed index', () => {
  const result = checkCopy();
  assert.equal(result.status, 0, result.stdout + result.stderr);
});

test('--check fails on a copy with a circle between two modules', () => {
  // cart already imports orders; orders importing cart closes a circle.
  const result = checkCopy({
    'orders/circle-probe.ts': "import { cartRoutes } from '../cart';\nexport const probe = cartRoutes;\n",
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /Circles: 1[\s\S]*cart, orders/);
});

test('--check fails on a copy with an import that bypasses an index', () => {
  const result = checkCopy({
    'cart/bypass-probe.ts': "import { priceItems } from '../orders/pricing';\nexport const probe = priceItems;\n",
  });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /cart\/bypass-probe\.ts: '\.\.\/orders\/pricing'/);
});

test('api:lint runs the module graph check after ESLint', () => {
  const project = JSON.parse(readFileSync(join(workspaceRoot, 'apps', 'api', 'project.json'), 'utf8'));
  assert.match(
    project.targets.lint.options.command,
    /eslint \. && node \.\.\/\.\.\/tools\/scripts\/module-graph\.mjs --check/,
  );
});

test('every module with routes is registered by one line in modules/registry.ts, through its index.ts', () => {
  const registry = readFileSync(join(modules, 'registry.ts'), 'utf8');
  const withRoutes = readdirSync(modules).filter(
    (name) => statSync(join(modules, name)).isDirectory() && existsSync(join(modules, name, 'routes.ts')),
  );
  assert.ok(withRoutes.length >= 20, 'expected the API modules to be found');
  for (const name of withRoutes) {
    const lines = registry.split('\n').filter((line) => line.endsWith(` from './${name}';`));
    assert.equal(lines.length, 1, `modules/registry.ts must have one line for ${name}`);
    const index = readFileSync(join(modules, name, 'index.ts'), 'utf8');
    assert.match(index, /as routes \} from '\.\/routes'/, `${name}/index.ts must export its routes`);
    if (existsSync(join(modules, name, 'staff-routes.ts')))
      assert.match(index, /as staffRoutes \} from '\.\/staff-routes'/, `${name}/index.ts must export its staff routes`);
  }
});
