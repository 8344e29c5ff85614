// The figures issue 16 tracks, from a tree anyone can check out: TypeScript files over 300 lines, lines over 120
// characters, RTK Query transforms that only open the envelope, and the API module graph (module-graph.mjs).
// Usage: node tools/scripts/code-metrics.mjs [--root <folder>] [--list]   (default: this checkout)
//   --list  also name each line over 120 characters as file:line (length), to find them.
// For another commit: git archive <rev> apps libs tools | tar -x -C /tmp/tree && node tools/scripts/code-metrics.mjs
// --root /tmp/tree
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceRoot } from './lib.mjs';

export const WIDTH = 120;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', 'tmp', '.nx', 'media', 'drizzle'].includes(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx|mjs|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The TypeScript and JavaScript modules the figures count: apps, libs and tools, tests included. */
export function countedFiles(root) {
  return ['apps', 'libs', 'tools'].flatMap((dir) => files(join(root, dir)));
}

/** Every counted line over 120 characters: { file (relative to root), line (1-based), length }. */
export function longLinesIn(root) {
  return countedFiles(root).flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        text.length > WIDTH ? [{ file: relative(root, path), line: index + 1, length: text.length }] : [],
      ),
  );
}

function main() {
  const rootArg = process.argv.indexOf('--root');
  const root = rootArg === -1 ? workspaceRoot : process.argv[rootArg + 1];
  const all = countedFiles(root);
  const sources = all.filter((file) => !/\.(test|spec)\.[mc]?tsx?$|\.test\.mjs$/.test(file));
  const longLines = longLinesIn(root);
  const longFiles = [];
  let unwrapTransforms = 0;
  for (const file of all) {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (sources.includes(file) && lines.length > 300) longFiles.push(`${relative(root, file)} (${lines.length})`);
    // A transform whose whole body hands back the envelope's data (or data and meta).
    for (const line of lines)
      if (/transformResponse:\s*\(\s*\w+[^)]*\)\s*=>\s*\w+\.data\s*,?\s*$/.test(line)) unwrapTransforms += 1;
  }
  const transformResponses = all.reduce(
    (count, file) => count + (readFileSync(file, 'utf8').match(/transformResponse/g) ?? []).length,
    0,
  );

  console.log(`TypeScript/JS files: ${all.length} (${sources.length} not tests)`);
  console.log(`source files over 300 lines: ${longFiles.length}`);
  for (const file of longFiles) console.log(`  ${file}`);
  console.log(`lines over ${WIDTH} characters (tests included): ${longLines.length}`);
  if (process.argv.includes('--list'))
    for (const { file, line, length } of longLines) console.log(`  ${file}:${line} (${length})`);
  console.log(
    `transformResponse occurrences: ${transformResponses}; of them one-line envelope unwraps: ${unwrapTransforms}`,
  );
  // The API module graph, always read by this checkout's module-graph.mjs, so two trees are counted alike.
  const modules = join(root, 'apps/api/src/modules');
  const script = join(workspaceRoot, 'tools/scripts/module-graph.mjs');
  const graph = JSON.parse(execFileSync(process.execPath, [script, '--root', modules, '--json'], { encoding: 'utf8' }));
  console.log(
    `API modules: ${graph.modules.length}; edges between them: ${graph.edges.length}; circles: ` +
      `${graph.circles.length}; imports bypassing an index.ts: ${graph.bypasses.length}`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
