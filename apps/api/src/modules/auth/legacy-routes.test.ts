import { ROLE_NAMES, STATUS_MESSAGES, tokenInDataSchema } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { authTokens, users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  demoAccount,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { EMAIL_NOT_VERIFIED_MESSAGE, hashToken, INVALID_CREDENTIALS_MESSAGE } from './service';

describe('login strategy 2 (/api/login, /api/users, /api/logout) and what all strategies share', () => {
  let harness: TestApp;
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    harness.app.inject({ method: 'POST', url, payload, remoteAddress });
  const legacyLogin = async (email: string, password = DEMO_PASSWORD) => {
    const response = await post('/api/login', { email, password });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  };

  beforeAll(async () => {
    // The session-end tests move time by editing token rows behind the API's back; a remembered session (at
    // most SESSION_CACHE_SECONDS old, far below the idle limit) cannot see that, so this file runs without it.
    harness = await buildTestApp({ sessionCacheSeconds: 0 });
  });
  afterAll(() => harness.close());

  it.each(ROLE_NAMES)('logs the %s in with the token at data.token and the user fields beside it', async (role) => {
    const response = await post('/api/login', { email: demoAccount(role).email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Login berhasil' });
    const data = tokenInDataSchema.strict().parse(body.data);
    expect(data).toMatchObject({ username: demoAccount(role).username, scope: [role], token_type: 'Bearer' });
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await harness.app.inject({ url: '/api/users', headers: bearer(data.token) });
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ success: true, data: { username: demoAccount(role).username, scope: [role] } });
    expect(user.json().user).toBeUndefined();
  });

  it('GET /api/logout revokes the token; the next call says why (data.reason logged_out)', async () => {
    const token = await legacyLogin('member.demo');
    const logout = await harness.app.inject({ url: '/api/logout', headers: bearer(token) });
    expect(logout.json()).toEqual({ success: true, message: 'Logout berhasil', data: null });
    const after = await harness.app.inject({ url: '/api/users', headers: bearer(token) });
    expect(expectErrorEnvelope(after, 401)).toBe(STATUS_MESSAGES[401]);
    expect(after.json().data).toEqual({ reason: 'logged_out' });
    // No HEAD twin: a HEAD request must not end a session.
    expect(
      (
        await harness.app.inject({
          method: 'HEAD',
          url: '/api/logout',
          headers: bearer(await legacyLogin('member.demo')),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives one message for an unknown account and a wrong password, on both strategies', async () => {
    for (const url of ['/api/auth/login', '/api/login']) {
      expect(
        expectErrorEnvelope(
          await post(url, { email: 'tidak.ada@contoh.id', password: 'Salah#2026' }, '10.20.0.1'),
          422,
        ),
      ).toBe(INVALID_CREDENTIALS_MESSAGE);
      expect(
        expectErrorEnvelope(await post(url, { email: 'author.demo', password: 'Salah#2026' }, '10.20.0.1'), 422),
      ).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
  });

  it('takes about as long for an unknown account as for a wrong password (a dummy hash is verified)', async () => {
    const timed = async (email: string, address: string) => {
      const started = process.hrtime.bigint();
      await post('/api/auth/login', { email, password: 'Salah#2026' }, address);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const samples = { unknown: [] as number[], wrongPassword: [] as number[] };
    // Warm both paths, then interleave, so that load from elsewhere on the machine hits both alike.
    await timed('tidak.pernah.ada@contoh.id', '10.21.1.1');
    await timed('admin.demo', '10.21.1.2');
    for (let attempt = 0; attempt < 7; attempt++) {
      samples.unknown.push(await timed('tidak.pernah.ada@contoh.id', `10.21.0.${attempt}`));
      samples.wrongPassword.push(await timed('admin.demo', `10.21.0.${attempt}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const unknown = median(samples.unknown);
    const wrongPassword = median(samples.wrongPassword);
    // argon2id dominates both; without the dummy verification the unknown account would answer in a few ms.
    expect(unknown).toBeGreaterThan(wrongPassword * 0.5);
    expect(unknown).toBeLessThan(wrongPassword * 2);
  });

  it('shares the per-address counters across strategies 1 and 2, in any mix of email and username', async () => {
    const address = '10.22.0.1';
    const account = await createAccount(harness.db, 'member', 'campur.strategi');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await post('/api/auth/login', { email: account.email, password: 'Salah#2026' }, address)).statusCode,
      ).toBe(422);
      expect((await post('/api/login', { email: 'campur.strategi', password: 'Salah#2026' }, address)).statusCode).toBe(
        422,
      );
    }
    for (const url of ['/api/auth/login', '/api/login']) {
      const blocked = await post(url, { email: account.email, password: DEMO_PASSWORD }, address);
      expect(expectErrorEnvelope(blocked, 429)).toBe(STATUS_MESSAGES[429]);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // A stranger's failures do not lock the owner out: from another address the right password works.
    expect((await post('/api/login', { email: account.email, password: DEMO_PASSWORD }, '10.22.0.2')).statusCode).toBe(
      200,
    );
  });

  describe('a member whose email is not verified', () => {
    let email: string;

    beforeAll(async () => {
      const account = await createAccount(harness.db, 'member', 'belum.verif');
      await harness.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
      email = account.email;
    });

    it.each(['/api/auth/login', '/api/login'])(
      'is told so on %s, only after the right password, and gets no token',
      async (url) => {
        expect(expectErrorEnvelope(await post(url, { email, password: 'Salah#2026' }, '10.23.0.1'), 422)).toBe(
          INVALID_CREDENTIALS_MESSAGE,
        );
        const before = await harness.db.$count(authTokens);
        const response = await post(url, { email, password: DEMO_PASSWORD }, '10.23.0.1');
        expect(expectErrorEnvelope(response, 403)).toBe(EMAIL_NOT_VERIFIED_MESSAGE);
        expect(response.json().data).toEqual({ email_verification_required: true, email });
        expect(await harness.db.$count(authTokens)).toBe(before);
      },
    );

    it('does not hold other roles to it (their accounts are made by admins)', async () => {
      const author = await createAccount(harness.db, 'author', 'author.tanpa.verif');
      await harness.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, author.id));
      expect((await post('/api/login', { email: author.email, password: DEMO_PASSWORD })).statusCode).toBe(200);
    });
  });

  describe('why a token stopped working (401 data.reason)', () => {
    const reasonFor = async (token: string) => {
      const response = await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) });
      expect(expectErrorEnvelope(response, 401)).toBe(STATUS_MESSAGES[401]);
      return response.json().data;
    };
    const update = (token: string, values: Partial<typeof authTokens.$inferInsert>) =>
      harness.db
        .update(authTokens)
        .set(values)
        .where(eq(authTokens.tokenHash, hashToken(token)));

    it('expired: past the absolute lifetime', async () => {
      const token = await legacyLogin('member.demo');
      await update(token, { expiresAt: new Date(Date.now() - 1000) });
      expect(await reasonFor(token)).toEqual({ reason: 'expired' });
    });

    it('expired: idle for longer than TOKEN_IDLE_MINUTES, but alive just inside it', async () => {
      const token = await legacyLogin('member.demo');
      await update(token, { lastUsedAt: new Date(Date.now() - (harness.config.tokenIdleMinutes - 1) * 60_000) });
      expect((await harness.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);
      await update(token, { lastUsedAt: new Date(Date.now() - (harness.config.tokenIdleMinutes + 1) * 60_000) });
      expect(await reasonFor(token)).toEqual({ reason: 'expired' });
    });

    it('revoked: the account was deleted, or an older revocation without a recorded reason', async () => {
      const account = await createAccount(harness.db, 'member', 'akan.dihapus');
      const token = await legacyLogin(account.email);
      await harness.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, account.id));
      expect(await reasonFor(token)).toEqual({ reason: 'revoked' });

      const other = await legacyLogin('member.demo');
      await update(other, { revokedAt: new Date(), revokedReason: null });
      expect(await reasonFor(other)).toEqual({ reason: 'revoked' });
    });

    it('nothing to say for a token nobody issued', async () => {
      expect(await reasonFor('A'.repeat(43))).toBeNull();
      expect(await reasonFor('bukan-token')).toBeNull();
    });
  });
});
