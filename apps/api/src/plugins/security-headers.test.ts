import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/helpers';
import { STRICT_TRANSPORT_SECURITY } from './security-headers';

describe('security headers', () => {
  let harness: TestApp;
  let behindProxy: FastifyInstance;

  beforeAll(async () => {
    harness = await buildTestApp();
    behindProxy = await buildApp({ config: { ...harness.config, trustProxy: '127.0.0.1' }, db: harness.db });
    await behindProxy.ready();
  });
  afterAll(async () => {
    await behindProxy.close();
    await harness.close();
  });

  const directives = (csp: string) =>
    Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );

  it("allows exactly Google Identity Services' paths for the sign-in button, and nothing wider", async () => {
    const csp = directives(
      String((await harness.app.inject({ url: '/api/health' })).headers['content-security-policy']),
    );
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client']);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/']);
    // No inline style outside a page's own nonce (static-site.test.ts checks the page's).
    expect(csp['style-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/style']);
    const everySource = Object.values(csp).flat();
    expect(
      everySource
        .filter((source) => source.includes('google'))
        .every((source) => source.startsWith('https://accounts.google.com/gsi/')),
    ).toBe(true);
    expect(everySource).not.toContain('*');
    expect(everySource).not.toContain("'unsafe-eval'");
    expect(everySource).not.toContain("'unsafe-inline'");
  });

  it('switches off the browser features the platform never uses, on answers and on errors', async () => {
    for (const url of ['/api/health', '/api/tidak-ada']) {
      const policy = String((await harness.app.inject({ url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
        expect(policy).toContain(feature);
      expect(policy).toContain('fullscreen=(self)');
    }
  });

  it('sends nosniff and a referrer policy that still lets Google see our origin', async () => {
    const response = await harness.app.inject({ url: '/api/auth/google/config' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only over TLS: never over plain HTTP, behind a trusted proxy only when it says https', async () => {
    expect((await harness.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    // The proxy header is not believed when the proxy is not trusted.
    expect(
      (await harness.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    const overTls = await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=31536000/);
    expect(
      (await behindProxy.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    // On error answers too.
    expect(
      (await behindProxy.inject({ url: '/api/tidak-ada', headers: { 'x-forwarded-proto': 'https' } })).headers[
        'strict-transport-security'
      ],
    ).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('allows CORS only for configured origins, on the account calls too', async () => {
    const withOrigins = await buildApp({
      config: { ...harness.config, corsOrigins: ['https://akademi.example'] },
      db: harness.db,
    });
    try {
      const preflight = (origin: string) =>
        withOrigins.inject({
          method: 'OPTIONS',
          url: '/api/auth/change-password',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'x-xsrf-token',
          },
        });
      const allowed = await preflight('https://akademi.example');
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-headers']).toContain('X-XSRF-TOKEN');
      expect((await preflight('https://penyerang.example')).statusCode).toBe(403);
      const stranger = await withOrigins.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { origin: 'https://penyerang.example' },
        payload: { email: 'a@b.id' },
      });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
      // Without configured origins, no CORS header at all.
      const none = await harness.app.inject({ url: '/api/health', headers: { origin: 'https://akademi.example' } });
      expect(none.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await withOrigins.close();
    }
  });
});
