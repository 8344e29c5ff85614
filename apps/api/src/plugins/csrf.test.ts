import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, buildTestApp, expectErrorEnvelope, loginAs, type TestApp } from '../test/helpers';
import { TOKEN_COOKIES } from './auth';
import { issueCsrfToken, isIssuedCsrfToken, XSRF_COOKIE } from './csrf';

describe('CSRF: GET /web/sanctum/csrf-cookie and cookie-authenticated requests', () => {
  let harness: TestApp;

  /** The XSRF-TOKEN the API hands out, as the browser keeps it. */
  const csrfCookie = async (app: FastifyInstance = harness.app, headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: '/web/sanctum/csrf-cookie', headers });
    expect(response.statusCode).toBe(204);
    const cookie = response.cookies.find((candidate) => candidate.name === XSRF_COOKIE);
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return cookie;
  };
  /**
   * `Cookie:` header as the browser sends it: the session cookie the client wrote (`Bearer <token>`, encoded) and more.
   */
  const cookies = (entries: Record<string, string>) =>
    Object.entries(entries)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('answers 204 without a body and sets a readable, Lax XSRF-TOKEN cookie on /', async () => {
    const response = await harness.app.inject({ url: '/web/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = response.cookies.find((candidate) => candidate.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(isIssuedCsrfToken(cookie?.value ?? '', harness.config.appSecret)).toBe(true);
    // A new one each time.
    expect((await csrfCookie()).value).not.toBe(cookie?.value);
  });

  it('marks the cookie Secure when the request came over TLS through a trusted proxy', async () => {
    const behindProxy = await buildApp({ config: { ...harness.config, trustProxy: true }, db: harness.db });
    try {
      expect((await csrfCookie(behindProxy, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
      expect((await csrfCookie(behindProxy)).secure).toBeFalsy();
    } finally {
      await behindProxy.close();
    }
  });

  it.each(TOKEN_COOKIES)(
    'authenticates a read from the %s cookie when no Authorization header is sent',
    async (name) => {
      const token = await loginAs(harness.app, 'member');
      const response = await harness.app.inject({
        url: '/api/auth/user',
        headers: { cookie: cookies({ [name]: `Bearer ${token}` }) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.username).toBe('member.demo');
    },
  );

  it('prefers the Authorization header: a bad header is not rescued by a good cookie', async () => {
    const token = await loginAs(harness.app, 'member');
    const response = await harness.app.inject({
      url: '/api/auth/user',
      headers: { authorization: 'Bearer bukan-token', cookie: cookies({ 'auth._token.local': `Bearer ${token}` }) },
    });
    expectErrorEnvelope(response, 401);
  });

  describe('a cookie-authenticated change', () => {
    it.each([
      ['POST /api/auth/logout', 'POST', '/api/auth/logout'],
      ['GET /api/logout (a GET that ends the session)', 'GET', '/api/logout'],
    ] as const)('%s without X-XSRF-TOKEN answers 419 and changes nothing', async (_label, method, url) => {
      const token = await loginAs(harness.app, 'member');
      const xsrf = await csrfCookie();
      const response = await harness.app.inject({
        method,
        url,
        headers: { cookie: cookies({ 'auth._token.local': `Bearer ${token}`, [XSRF_COOKIE]: xsrf.value }) },
      });
      expect(expectErrorEnvelope(response, 419)).toBe(STATUS_MESSAGES[419]);
      expect(STATUS_MESSAGES[419]).toBe('Sesi halaman sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.');
      // The session survived the forged request.
      expect((await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);
    });

    it.each([
      [
        'a header that differs from the cookie',
        (value: string) => ({ cookie: value, header: issueCsrfToken('x'.repeat(40)) }),
      ],
      [
        'matching values the API never issued',
        () => ({ cookie: 'a'.repeat(43) + '.b'.repeat(43), header: 'a'.repeat(43) + '.b'.repeat(43) }),
      ],
      ['a header without the cookie', (value: string) => ({ cookie: undefined, header: value })],
    ])('answers 419 for %s', async (_label, make) => {
      const token = await loginAs(harness.app, 'member');
      const { cookie, header } = make((await csrfCookie()).value);
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: {
          cookie: cookies({ 'auth._token.local': `Bearer ${token}`, ...(cookie ? { [XSRF_COOKIE]: cookie } : {}) }),
          'x-xsrf-token': header,
        },
      });
      expectErrorEnvelope(response, 419);
    });

    it('goes through with X-XSRF-TOKEN equal to the XSRF-TOKEN cookie', async () => {
      const token = await loginAs(harness.app, 'member');
      const xsrf = await csrfCookie();
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: {
          cookie: cookies({ 'auth._token.local': `Bearer ${token}`, [XSRF_COOKIE]: xsrf.value }),
          'x-xsrf-token': xsrf.value,
        },
      });
      expect(response.statusCode).toBe(200);
      expect((await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) })).json().data).toEqual({
        reason: 'logged_out',
      });
    });
  });

  it('asks nothing of a request with a Bearer header, cookies or not', async () => {
    const token = await loginAs(harness.app, 'member');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(token), cookie: cookies({ 'auth._token.local': `Bearer ${token}` }) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks nothing of public routes such as login', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: cookies({ 'auth._token.local': 'Bearer sesuatu' }) },
      payload: { email: 'member.demo', password: 'AkademiSiber#2026' },
    });
    expect(response.statusCode).toBe(200);
  });
});
