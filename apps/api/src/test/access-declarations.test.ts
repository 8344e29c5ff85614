// Every route says who may call it, and the app enforces exactly that: checked on the route table the app
// records while it starts, so a route added later is held to it without new test code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from './helpers';
import { apiRoutes, isPublic, PUBLIC_ON_PURPOSE, routeKey, STATIC_FILE_ROUTE } from './route-table';

/** A built site with the shell and one remote, so that the static-file routes are in the table too. */
function createStaticDir(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'akademi-access-'));
  for (const [file, content] of [
    ['shell/index.html', '<!doctype html><title>Akademi Siber</title>'],
    ['member/mf-manifest.json', '{"name":"member"}'],
  ]) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('access declarations', () => {
  let harness: TestApp;
  let site: FastifyInstance;
  let staticDir: string;

  beforeAll(async () => {
    harness = await buildTestApp();
    staticDir = createStaticDir();
    site = await buildApp({ config: { ...harness.config, staticDir }, db: harness.db });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await harness.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('records every route with its declared access', () => {
    const routes = apiRoutes(harness.app);
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(routes.filter((route) => route.access === undefined).map(routeKey)).toEqual([]);
  });

  it('answers without a token only on the routes that are public on purpose', () => {
    const publicRoutes = site.routeTable.filter(isPublic).map(routeKey);
    const staticFiles = publicRoutes.filter((key) => STATIC_FILE_ROUTE.test(key));
    expect(staticFiles).toEqual(expect.arrayContaining(['GET /*', 'HEAD /*', 'GET /remotes/member/*']));
    expect(publicRoutes.filter((key) => !STATIC_FILE_ROUTE.test(key)).sort()).toEqual([...PUBLIC_ON_PURPOSE].sort());
  });

  it('refuses to start with an /api or /web route that declares no access', async () => {
    const app = await buildApp({ config: harness.config, db: harness.db });
    try {
      expect(() => app.get('/api/rute-baru', async () => ({ rahasia: true }))).toThrow(
        /GET \/api\/rute-baru declares no access/,
      );
      expect(() => app.post('/web/rute-baru', async () => null)).toThrow(/declares no access/);
      expect(() => app.get('/api/rute-kosong', { config: { access: [] as never } }, async () => null)).toThrow(
        /unknown access/,
      );
      const unknownRole = { access: ['superadmin'] } as unknown as { access: ['admin'] };
      expect(() => app.get('/api/rute-asing', { config: unknownRole }, async () => null)).toThrow(/unknown access/);
    } finally {
      await app.close();
    }
  });

  it('documents the same access in the OpenAPI document: a bearer token on every non-public operation', async () => {
    const document = (await harness.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { security?: unknown; description?: string }>>;
    }>();
    const mismatches: string[] = [];
    for (const route of apiRoutes(harness.app).filter(
      (candidate) => !candidate.hidden && candidate.method !== 'HEAD',
    )) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) {
        mismatches.push(`${routeKey(route)} is missing from the document`);
        continue;
      }
      const documentedAsProtected = JSON.stringify(operation.security) === JSON.stringify([{ bearerAuth: [] }]);
      if (documentedAsProtected === isPublic(route))
        mismatches.push(`${routeKey(route)} security ${JSON.stringify(operation.security)}`);
      if (!isPublic(route) && !operation.description?.includes('Akses: '))
        mismatches.push(`${routeKey(route)} does not say who may call it`);
    }
    expect(mismatches).toEqual([]);
  });
});
