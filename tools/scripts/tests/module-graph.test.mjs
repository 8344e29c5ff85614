// module-graph.mjs reads the API modules' imports: edges, circles, and imports that bypass a module's index.ts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { circlesOf, moduleGraph } from '../module-graph.mjs';
import { workspaceRoot } from '../lib.mjs';

const script = join(workspaceRoot, 'tools', 'scripts', 'module-graph.mjs');

/** A modules folder in a temporary directory: { 'a/service.ts': 'source', … }. */
function fixture(files) {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

const SAMPLE = {
  'a/service.ts':
    "import { y } from '../b';\nimport type { T } from '../c/types';\nimport { own } from " +
    "'./repository';\nexport const x = y + own;\n",
  'a/repository.ts': 'export const own = 1;\n',
  'b/index.ts': "export { y } from './service';\n",
  'b/service.ts': "import { x } from '../a/index';\nexport const y = 2;\nexport const later = () => x;\n",
  'c/types.ts': 'export type T = number;\n',
  'c/routes.test.ts': "import '../d/helpers';\n",
  'd/helpers.ts': "// import { x } from '../a/service';\nexport const load = () => import('../c');\n",
};

test('finds the edges, the circle and the import that bypasses an index; test files only with tests', () => {
  const root = fixture(SAMPLE);
  try {
    const graph = moduleGraph(root);
    assert.deepEqual(graph.modules, ['a', 'b', 'c', 'd']);
    assert.deepEqual(
      graph.edges.map(({ from, to, files }) => [from, to, files]),
      [
        ['a', 'b', ['a/service.ts']],
        ['a', 'c', ['a/service.ts']],
        ['b', 'a', ['b/service.ts']],
        ['d', 'c', ['d/helpers.ts']],
      ],
    );
    assert.deepEqual(graph.bypasses, [{ file: 'a/service.ts', specifier: '../c/types', module: 'c' }]);
    assert.deepEqual(graph.circles, [{ modules: ['a', 'b'], pairs: [['a', 'b']] }]);

    const withTests = moduleGraph(root, { tests: true });
    assert.ok(withTests.edges.some(({ from, to }) => from === 'c' && to === 'd'));
    assert.ok(withTests.bypasses.some(({ file }) => file === 'c/routes.test.ts'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a ring of three is one circle with no pair importing each other', () => {
  const edges = [
    { from: 'a', to: 'b' },
    { from: 'b', to: 'c' },
    { from: 'c', to: 'a' },
    { from: 'c', to: 'd' },
  ];
  assert.deepEqual(circlesOf(['a', 'b', 'c', 'd'], edges), [{ modules: ['a', 'b', 'c'], pairs: [] }]);
  assert.deepEqual(circlesOf(['a', 'b'], [{ from: 'a', to: 'b' }]), []);
});

test('--check fails on a circle or a bypass and passes on a clean tree; --json prints the graph', () => {
  const dirty = fixture(SAMPLE);
  const clean = fixture({
    'a/service.ts': "import { y } from '../b';\nexport const x = y;\n",
    'b/index.ts': 'export const y = 1;\n',
  });
  try {
    const failed = spawnSync(process.execPath, [script, '--root', dirty, '--check'], { encoding: 'utf8' });
    assert.equal(failed.status, 1, failed.stderr);
    assert.match(failed.stdout, /Circles: 1\n {2}a, b {2}\(importing each other: a <-> b\)/);
    assert.match(failed.stdout, /bypass a module's index\.ts: 1\n {2}a\/service\.ts: '\.\.\/c\/types'/);

    const passed = spawnSync(process.execPath, [script, '--root', clean, '--check', '--json'], { encoding: 'utf8' });
    assert.equal(passed.status, 0, passed.stderr);
    assert.deepEqual(JSON.parse(passed.stdout), {
      modules: ['a', 'b'],
      edges: [{ from: 'a', to: 'b', files: ['a/service.ts'] }],
      bypasses: [],
      circles: [],
    });
  } finally {
    rmSync(dirty, { recursive: true, force: true });
    rmSync(clean, { recursive: true, force: true });
  }
});

test('in the API, points and notifications are used only through their index.ts', () => {
  const graph = moduleGraph();
  assert.ok(graph.modules.includes('points') && graph.modules.includes('notifications'));
  assert.ok(
    graph.edges.some(({ to }) => to === 'points'),
    'some module gives points',
  );
  assert.deepEqual(
    graph.bypasses.filter(({ module }) => module === 'points' || module === 'notifications'),
    [],
  );
});
