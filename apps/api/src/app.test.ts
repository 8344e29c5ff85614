// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { ROLE_NAMES, STATUS_MESSAGES, type RoleName } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from './test/helpers';

/** Every area route and the one role allowed in. */
const GUARDED_ROUTES: readonly [url: string, role: RoleName][] = [
  ['/api/member/kelas-saya', 'member'],
  ['/api/member/notif-total', 'member'],
  ['/api/member/certificates', 'member'],
  ['/api/author/courses', 'author'],
  ['/api/author/notif-total', 'author'],
  ['/api/admin/users', 'admin'],
  ['/api/lcadm/notif-total', 'admin'],
  ['/api/corporate/dashboard/1/group/1', 'corporate'],
  ['/api/teacher/classrooms', 'teacher'],
  ['/api/tc-adm/notif-total', 'teacher'],
];

describe('API application', () => {
  let harness: TestApp;
  const tokens = {} as Record<RoleName, string>;

  beforeAll(async () => {
    harness = await buildTestApp();
    for (const role of ROLE_NAMES) tokens[role] = await loginAs(harness.app, role);
  });
  afterAll(() => harness.close());

  it('GET /api/health checks the database', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'OK', data: { status: 'ok', database: 'ok' } });
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const url of ['/api/health', '/api/tidak-ada', '/api/auth/user']) {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "img-src 'self' data: blob:",
        "style-src 'self'",
        "script-src 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      // No inline style at all outside a page's own nonce (decision 0027).
      expect(csp).not.toContain("'unsafe-inline'");
      expect(response.headers['permissions-policy']).toContain('camera=()');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with the 404 envelope',
    async (method) => {
      const response = await harness.app.inject({ method, url: '/api/tidak-ada/sama-sekali' });
      expect(expectErrorEnvelope(response, 404)).toBe(STATUS_MESSAGES[404]);
      expect(response.json().data).toBeNull();
    },
  );

  it('GET /api/docs is an OpenAPI document listing every route with its schemas', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/login',
        '/api/auth/user',
        '/api/auth/logout',
        '/api/corporate/dashboard/{batchId}/group/{corporateId}',
        ...GUARDED_ROUTES.map(([url]) => url).filter((url) => !url.startsWith('/api/corporate/')),
      ]),
    );
    expect(document.paths['/api/docs']).toBeUndefined();
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(login.responses['422']).toBeDefined();
    const classes = document.paths['/api/member/kelas-saya'].get;
    expect(classes.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['page', 'per_page']);
    expect(classes.security).toEqual([{ bearerAuth: [] }]);
  });

  describe('role guards', () => {
    it.each(GUARDED_ROUTES)('%s answers 401 without a token', async (url) => {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(expectErrorEnvelope(response, 401)).toBe(STATUS_MESSAGES[401]);
    });

    it.each(GUARDED_ROUTES)('%s answers 403 to every role but %s', async (url, allowed) => {
      for (const role of ROLE_NAMES.filter((candidate) => candidate !== allowed)) {
        const response = await harness.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
        expect(expectErrorEnvelope(response, 403)).toBe(STATUS_MESSAGES[403]);
      }
    });

    it.each(GUARDED_ROUTES)('%s answers 200 to %s', async (url, allowed) => {
      const response = await harness.app.inject({ method: 'GET', url, headers: bearer(tokens[allowed]) });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
    });
  });

  it('rejects a bad query before touching the data, with the Indonesian message of the first issue', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/member/kelas-saya?page=abc&per_page=1000',
      headers: bearer(tokens.member),
    });
    expect(expectErrorEnvelope(response, 422)).toBe('Halaman harus berupa bilangan bulat positif');
    expect(response.json().data.errors).toEqual([
      { path: 'page', message: 'Halaman harus berupa bilangan bulat positif' },
      { path: 'per_page', message: 'Jumlah per halaman maksimal 100' },
    ]);
  });

  it.each(['/%', '/api/%E0%A4%A', '/api/corporate/dashboard/%E0/group/1'])(
    'answers an undecodable URL (%s) with the 400 envelope and the security headers',
    async (url) => {
      const response = await harness.app.inject({ method: 'GET', url });
      expect(expectErrorEnvelope(response, 400)).toBe(STATUS_MESSAGES[400]);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers an over-long path parameter with 414 and a message that does not blame the server', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/corporate/dashboard/${'1'.repeat(101)}/group/1`,
    });
    expect(expectErrorEnvelope(response, 414)).toBe('Alamat permintaan terlalu panjang.');
  });

  it('refuses NUL characters in queries and bodies with 422 instead of a database error', async () => {
    const inQuery = await harness.app.inject({
      method: 'GET',
      url: '/api/admin/users?q=a%00b',
      headers: bearer(tokens.admin),
    });
    expect(expectErrorEnvelope(inQuery, 422)).toBe('Data mengandung karakter yang tidak diizinkan.');
    const inBody = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member.demo\u0000', password: 'x' },
    });
    expect(expectErrorEnvelope(inBody, 422)).toBe('Data mengandung karakter yang tidak diizinkan.');
    const deepInBody = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'member.demo', password: 'x', extra: [{ nested: ['\u0000'] }] },
    });
    expectErrorEnvelope(deepInBody, 422);
  });

  describe('CORS', () => {
    let corsApp: FastifyInstance;

    beforeAll(async () => {
      // A second app on the same database, configured with an allowed origin.
      corsApp = await buildApp({
        config: { ...harness.config, corsOrigins: ['https://admin.example'] },
        db: harness.db,
      });
      await corsApp.ready();
    });
    afterAll(() => corsApp.close());

    it('allows a configured origin, with credentials', async () => {
      const response = await corsApp.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://admin.example' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('https://admin.example');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    it('answers a preflight from a configured origin and refuses others', async () => {
      const preflight = (origin: string) =>
        corsApp.inject({
          method: 'OPTIONS',
          url: '/api/auth/login',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const allowed = await preflight('https://admin.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
      expect((await preflight('https://evil.example')).statusCode).toBe(403);
    });

    it('sends no CORS header to an unknown origin, and none at all when no origin is configured', async () => {
      const unknown = await corsApp.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
      const sameOrigin = await harness.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://admin.example' },
      });
      expect(sameOrigin.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
