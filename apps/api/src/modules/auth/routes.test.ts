import { DEMO_AVATAR } from '../../db/seed-profile-data';
import { authUserSchema, ROLE_IDS, ROLE_NAMES, STATUS_MESSAGES, type AuthUser } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  demoAccount,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  loginAs,
  type TestApp,
} from '../../test/helpers';
import { hashToken, INVALID_CREDENTIALS_MESSAGE } from './service';

describe('auth (login strategy 1)', () => {
  let harness: TestApp;
  const login = (payload: unknown) =>
    harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
  const currentUser = (token: string) =>
    harness.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  describe('POST /api/auth/login', () => {
    it.each(ROLE_NAMES)('logs in the %s demo account and returns a bearer token', async (role) => {
      const response = await login({ email: demoAccount(role).email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        message: 'Login berhasil',
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        data: { token_type: 'Bearer', expires_at: expect.any(String) },
      });
      const expiresInDays = (Date.parse(body.data.expires_at) - Date.now()) / 86_400_000;
      expect(expiresInDays).toBeGreaterThan(29.9);
      expect(expiresInDays).toBeLessThanOrEqual(30);
    });

    it('accepts the username in the email field, in any case', async () => {
      const response = await login({ email: 'Member.Demo', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
    });

    it('stores only the SHA-256 of the token, and a new token per login', async () => {
      const first = await loginAs(harness.app, 'author');
      const second = await loginAs(harness.app, 'author');
      expect(first).not.toBe(second);
      const [stored] = await harness.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(first)));
      expect(stored).toBeDefined();
      expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await harness.db.$count(authTokens, eq(authTokens.tokenHash, first))).toBe(0);
    });

    it('answers a wrong password and an unknown account with the same 422', async () => {
      const wrongPassword = await login({ email: 'admin@akademisiber.id', password: 'Salah#2026' });
      const unknownUser = await login({ email: 'tidak.ada@akademisiber.id', password: 'Salah#2026' });
      expect(expectErrorEnvelope(wrongPassword, 422)).toBe(INVALID_CREDENTIALS_MESSAGE);
      expect(expectErrorEnvelope(unknownUser, 422)).toBe(INVALID_CREDENTIALS_MESSAGE);
      expect(wrongPassword.json()).toEqual(unknownUser.json());
    });

    it.each([
      ['an empty object', {}, 'email', 'Email atau username wajib diisi'],
      ['a missing password', { email: 'member@akademisiber.id' }, 'password', 'Password wajib diisi'],
      ['a blank email', { email: '   ', password: 'x' }, 'email', 'Email atau username wajib diisi'],
      ['wrong types', { email: 123, password: ['x'] }, 'email', 'Email atau username wajib diisi'],
      [
        'a huge email',
        { email: 'a'.repeat(10_000), password: 'x' },
        'email',
        'Email atau username maksimal 254 karakter',
      ],
      [
        'a huge password',
        { email: 'member.demo', password: 'x'.repeat(500) },
        'password',
        'Password maksimal 128 karakter',
      ],
    ])('rejects %s with 422 and the failing field', async (_case, payload, path, message) => {
      const response = await login(payload);
      expect(expectErrorEnvelope(response, 422)).toBe(message);
      expect(response.json().data.errors).toEqual(expect.arrayContaining([{ path, message }]));
    });

    it('answers an identifier that lengthens when lower-cased with 422, not a database error', async () => {
      // Found by the bad-input suite: 'İ' lower-cases to two characters and overflowed the rate-limit key.
      const response = await login({ email: 'İ'.repeat(254), password: 'Salah#2026' });
      expect(expectErrorEnvelope(response, 422)).toBe(INVALID_CREDENTIALS_MESSAGE);
    });

    it('rejects broken JSON with a 400 envelope', async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "member@akademisiber.id", "password": ',
      });
      expect(expectErrorEnvelope(response, 400)).toBe(STATUS_MESSAGES[400]);
    });

    it.each([
      ['application/x-www-form-urlencoded', 'email=member%40akademisiber.id&password=x'],
      ['text/plain', '{"email":"member.demo","password":"AkademiSiber#2026"}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nmember.demo\r\n--x--',
      ],
    ])('rejects a %s body with a 400 envelope (JSON only)', async (contentType, payload) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(expectErrorEnvelope(response, 400)).toBe(STATUS_MESSAGES[400]);
    });

    it('rejects prototype-poisoning JSON with a 400 envelope', async () => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"isAdmin":true},"email":"member.demo","password":"x"}',
      });
      expectErrorEnvelope(response, 400);
    });

    it('rejects a JSON array or a missing body with 422, never 5xx', async () => {
      const asArray = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '[]',
        headers: { 'content-type': 'application/json' },
      });
      expectErrorEnvelope(asArray, 422);
      const noBody = await harness.app.inject({ method: 'POST', url: '/api/auth/login' });
      expectErrorEnvelope(noBody, 422);
    });

    it('rejects a body over 1 MiB with 413', async () => {
      const response = await login({ email: 'member.demo', password: 'x'.repeat(1024 * 1024 + 10) });
      // Not §8's default text, which blames the server for the client's oversized request.
      expect(expectErrorEnvelope(response, 413)).toBe('Data yang dikirim terlalu besar.');
    });

    it('answers 429 after too many failures for one account, even with the right password', async () => {
      const email = 'maya.anggraini@demo.akademisiber.id';
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login({ email, password: 'Salah#2026' })).statusCode).toBe(422);
      }
      const blocked = await login({ email, password: DEMO_PASSWORD });
      expectErrorEnvelope(blocked, 429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Other accounts are not affected.
      expect((await login({ email: 'member.demo', password: DEMO_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth/user', () => {
    const fetchUser = async (role: (typeof ROLE_NAMES)[number]): Promise<AuthUser> => {
      const response = await currentUser(await loginAs(harness.app, role));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.user).toEqual(body.data);
      return authUserSchema.strict().parse(body.user);
    };

    it('returns the member with points, XP and subscription, without program or teacher data', async () => {
      const user = await fetchUser('member');
      expect(user).toMatchObject({
        id_role: ROLE_IDS.member,
        username: 'member.demo',
        name: 'Rina Member',
        email: 'member@akademisiber.id',
        avatarUrl: DEMO_AVATAR.url,
        point: 1250,
        xp: 3400,
        subscribtion_course_end_date: '2026-12-31',
        program: null,
        teacher: null,
        campus: null,
        scope: ['member'],
      });
    });

    it('returns the corporate manager with the managed corporate and its batches', async () => {
      const user = await fetchUser('corporate');
      expect(user.id_role).toBe(ROLE_IDS.corporate);
      expect(user.scope).toEqual(['corporate']);
      expect(user.program).toEqual({
        corporate_id: 1,
        batches: [
          { id: 1, name: 'Batch 1 — 2026', is_full_access: true },
          { id: 2, name: 'Batch 2 — 2026', is_full_access: false },
        ],
      });
      expect(user.teacher).toBeNull();
    });

    it('returns the teacher with access flags and campus', async () => {
      const user = await fetchUser('teacher');
      expect(user).toMatchObject({
        id_role: ROLE_IDS.teacher,
        teacher: { is_access_course: true, is_access_lab: true },
        campus: { id: expect.any(Number), name: 'Universitas Siber Indonesia' },
        program: null,
        scope: ['teacher'],
      });
    });

    it.each(['author', 'admin'] as const)('returns the %s with its role and scope', async (role) => {
      const user = await fetchUser(role);
      expect(user).toMatchObject({
        id_role: ROLE_IDS[role],
        scope: [role],
        program: null,
        teacher: null,
        campus: null,
      });
    });

    it.each([
      ['no Authorization header', {}],
      ['a non-bearer scheme', { authorization: 'Basic bWVtYmVyOng=' }],
      ['a malformed token', { authorization: 'Bearer not-a-token' }],
      ['an unknown token', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ])('answers 401 for %s', async (_case, headers) => {
      const response = await harness.app.inject({ method: 'GET', url: '/api/auth/user', headers });
      expect(expectErrorEnvelope(response, 401)).toBe(STATUS_MESSAGES[401]);
    });
  });

  describe('token lifetime', () => {
    it('logout revokes the token', async () => {
      const token = await loginAs(harness.app, 'member');
      const logout = await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true, message: 'Logout berhasil', data: null });
      expectErrorEnvelope(await currentUser(token), 401);
      expectErrorEnvelope(
        await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) }),
        401,
      );
    });

    it('logout accepts a JSON content type with an empty body', async () => {
      const token = await loginAs(harness.app, 'member');
      const logout = await harness.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...bearer(token), 'content-type': 'application/json' },
      });
      expect(logout.statusCode).toBe(200);
    });

    it('logout of one session leaves the others alive', async () => {
      const phone = await loginAs(harness.app, 'member');
      const laptop = await loginAs(harness.app, 'member');
      await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
      expect((await currentUser(laptop)).statusCode).toBe(200);
    });

    it('rejects a token past its absolute expiry', async () => {
      const token = await loginAs(harness.app, 'member');
      await harness.db
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expectErrorEnvelope(await currentUser(token), 401);
    });

    it('rejects a token idle for longer than TOKEN_IDLE_MINUTES', async () => {
      const token = await loginAs(harness.app, 'member');
      const idleSince = new Date(Date.now() - (harness.config.tokenIdleMinutes + 1) * 60_000);
      await harness.db
        .update(authTokens)
        .set({ lastUsedAt: idleSince })
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expectErrorEnvelope(await currentUser(token), 401);
    });

    it('records use of a token at most once a minute', async () => {
      const token = await loginAs(harness.app, 'member');
      const where = eq(authTokens.tokenHash, hashToken(token));
      const twoMinutesAgo = new Date(Date.now() - 120_000);
      await harness.db.update(authTokens).set({ lastUsedAt: twoMinutesAgo }).where(where);

      await currentUser(token);
      const [afterUse] = await harness.db.select().from(authTokens).where(where);
      expect(afterUse.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 5_000);

      await currentUser(token);
      const [afterSecondUse] = await harness.db.select().from(authTokens).where(where);
      expect(afterSecondUse.lastUsedAt.getTime()).toBe(afterUse.lastUsedAt.getTime());
    });
  });
});
