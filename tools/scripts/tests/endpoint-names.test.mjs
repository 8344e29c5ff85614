// RTK Query silently overrides a duplicate endpoint name in production: every injected name must be unique.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from '../lib.mjs';

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

export function injectedEndpoints() {
  const found = [];
  for (const root of ['apps', 'libs']) {
    for (const file of sourceFiles(join(workspaceRoot, root))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('injectEndpoints(')) continue;
      for (const match of text.matchAll(/^\s*(\w+):\s*build\.(query|mutation|infiniteQuery)\b/gm)) {
        found.push({ name: match[1], file: file.slice(workspaceRoot.length + 1) });
      }
    }
  }
  return found;
}

test('every endpoint injected into the one API slice has a unique name', () => {
  const endpoints = injectedEndpoints();
  assert.ok(endpoints.length >= 5, 'expected the domains to inject endpoints');
  const seen = new Map();
  const duplicates = [];
  for (const { name, file } of endpoints) {
    if (seen.has(name)) duplicates.push(`${name} in ${file} and ${seen.get(name)}`);
    seen.set(name, file);
  }
  assert.deepEqual(duplicates, []);
});

test('only the base API calls createApi', () => {
  const creators = ['apps', 'libs']
    .flatMap((root) => sourceFiles(join(workspaceRoot, root)))
    .filter((file) => /\bcreateApi\(/.test(readFileSync(file, 'utf8')));
  assert.deepEqual(
    creators.map((file) => file.slice(workspaceRoot.length + 1)),
    ['libs/shared/data-access-api/src/lib/api.ts'],
  );
});

/** Each query endpoint with the API path it reads ('api/events/:param'), from its `query` in the source. */
export function queryPaths() {
  const found = [];
  for (const root of ['apps', 'libs']) {
    for (const file of sourceFiles(join(workspaceRoot, root))) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('injectEndpoints(')) continue;
      const starts = [...text.matchAll(/^\s*(\w+):\s*build\.(query|mutation|infiniteQuery)\b/gm)];
      starts.forEach((match, i) => {
        if (match[2] !== 'query') return;
        const body = text.slice(match.index, starts[i + 1]?.index ?? text.length);
        // A literal path ('api/events/…'), or a path constant of util-contracts (LAB_PATHS.vpn): the same constant
        // read by two endpoints is the same resource twice.
        const path = body.match(/['`](api\/[^'`?]*)/)?.[1] ?? body.match(/\b([A-Z][A-Z_]*_PATHS\.\w+)/)?.[1];
        if (!path) return;
        found.push({
          name: match[1],
          path: path.replace(/\$\{[^}]*\}/g, ':param').replace(/\/$/, ''),
          file: file.slice(workspaceRoot.length + 1),
        });
      });
    }
  }
  return found;
}

test('one query endpoint per API resource: the same path is never defined twice (one cache entry, one type)', () => {
  const paths = queryPaths();
  assert.ok(
    paths.some((entry) => entry.path === 'api/courses/:param'),
    'expected the catalogue to be found',
  );
  const byPath = new Map();
  for (const entry of paths) byPath.set(entry.path, [...(byPath.get(entry.path) ?? []), entry]);
  const repeated = [...byPath.values()]
    .filter((entries) => entries.length > 1)
    .map((entries) => entries.map(({ name, file }) => `${name} (${file})`).join(' = '));
  assert.deepEqual(repeated, []);
});
