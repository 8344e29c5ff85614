// How the modules of one folder use each other: the import edges between modules, the circles among them, and the
// imports that reach past a module's index.ts into its files. A module is a sub-folder of the root: by default the
// API's modules (apps/api/src/modules/<module>/, decision 0031); a web app's lint target passes its features
// (--root src/features, decision 0032). Test files are left out unless --tests is given (the API's tests import
// fixtures, not behaviour; an app's feature tests are held to the same rule as its code).
//
// Usage: node tools/scripts/module-graph.mjs [--root <modules folder>] [--tests] [--json] [--check]
//   --check  exit 1 when there is a circle or an import that bypasses an index.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_ROOT = join(workspaceRoot, 'apps', 'api', 'src', 'modules');

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST = /\.(test|spec)\.[a-z]+$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; `import type` counts as well.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir, withTests) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, withTests);
    return SOURCE.test(name) && (withTests || !TEST.test(name)) ? [path] : [];
  });
}

/** Drops comments so a commented-out import is not counted (strings are left as they are). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The module a path lies in and the path inside it ('' for the module folder itself), or null outside. */
function locate(root, path) {
  const inside = relative(root, path);
  if (inside === '' || inside.startsWith('..')) return null;
  const [module, ...rest] = inside.split(sep);
  return { module, within: rest.join('/').replace(SOURCE, '') };
}

/**
 * Reads every module under `root`. Returns the modules, the edges (from → to, with the importing files), the
 * bypassing imports (a file of one module naming a file inside another instead of its index) and the circles.
 */
export function moduleGraph(root = DEFAULT_ROOT, { tests = false } = {}) {
  const modules = readdirSync(root)
    .filter((name) => statSync(join(root, name)).isDirectory())
    .sort();
  const edges = new Map();
  const bypasses = [];
  for (const module of modules) {
    for (const file of sourceFiles(join(root, module), tests)) {
      const text = withoutComments(readFileSync(file, 'utf8'));
      for (const [, specifier] of text.matchAll(SPECIFIERS)) {
        if (!specifier.startsWith('.')) continue;
        const target = locate(root, resolve(dirname(file), specifier));
        if (!target || target.module === module) continue;
        const key = `${module}\u0000${target.module}`;
        if (!edges.has(key)) edges.set(key, { from: module, to: target.module, files: new Set() });
        const fromFile = relative(root, file).split(sep).join('/');
        edges.get(key).files.add(fromFile);
        if (target.within !== '' && target.within !== 'index')
          bypasses.push({ file: fromFile, specifier, module: target.module });
      }
    }
  }
  const edgeList = [...edges.values()]
    .map((edge) => ({ from: edge.from, to: edge.to, files: [...edge.files].sort() }))
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return { modules, edges: edgeList, bypasses, circles: circlesOf(modules, edgeList) };
}

/**
 * The circles: every group of modules that can each reach the others (strongly connected, Tarjan), as sorted
 * names, and for each the pairs inside it that import each other directly.
 */
export function circlesOf(modules, edges) {
  const next = new Map(modules.map((module) => [module, []]));
  for (const { from, to } of edges) next.get(from)?.push(to);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (module) => {
    index.set(module, counter);
    low.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of next.get(module) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(module, Math.min(low.get(module), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module), index.get(target)));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const module of modules) if (!index.has(module)) visit(module);
  const direct = new Set(edges.map(({ from, to }) => `${from}\u0000${to}`));
  return groups
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map((group) => ({
      modules: group,
      pairs: group.flatMap((a) =>
        group.filter((b) => a < b && direct.has(`${a}\u0000${b}`) && direct.has(`${b}\u0000${a}`)).map((b) => [a, b]),
      ),
    }));
}

function printReport(graph, root) {
  const byTarget = new Map();
  for (const { to } of graph.edges) byTarget.set(to, (byTarget.get(to) ?? 0) + 1);
  console.log(`Modules in ${relative(workspaceRoot, root) || root}: ${graph.modules.length}`);
  console.log(`\nImport edges between modules: ${graph.edges.length}`);
  for (const { from, to, files } of graph.edges) console.log(`  ${from} -> ${to}  (${files.join(', ')})`);
  console.log('\nImported by (modules):');
  for (const [module, count] of [...byTarget].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    console.log(`  ${module}: ${count}`);
  console.log(`\nCircles: ${graph.circles.length}`);
  for (const { modules, pairs } of graph.circles) {
    const mutual = pairs.map(([a, b]) => `${a} <-> ${b}`).join(', ');
    console.log(`  ${modules.join(', ')}${mutual ? `  (importing each other: ${mutual})` : ''}`);
  }
  console.log(`\nImports that bypass a module's index.ts: ${graph.bypasses.length}`);
  for (const { file, specifier } of graph.bypasses) console.log(`  ${file}: '${specifier}'`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      tests: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  const root = values.root ? resolve(values.root) : DEFAULT_ROOT;
  const graph = moduleGraph(root, { tests: values.tests });
  if (values.json) console.log(JSON.stringify(graph, null, 2));
  else printReport(graph, root);
  if (values.check && (graph.circles.length > 0 || graph.bypasses.length > 0)) process.exitCode = 1;
}
