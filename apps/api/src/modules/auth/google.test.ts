import { createHmac } from 'node:crypto';
import { ROLE_IDS, STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  committedTestKey,
  googleClaims,
  newTestKey,
  signIdToken,
  writeJwks,
  type TestKey,
} from '../../test/google-tokens';
import {
  bearer,
  buildTestApp,
  demoAccount,
  expectErrorEnvelope,
  TEST_GOOGLE_CLIENT_ID,
  type TestApp,
} from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import {
  GOOGLE_DISABLED_MESSAGE,
  GOOGLE_INVALID_TOKEN_MESSAGE,
  GOOGLE_NOT_FOR_THIS_ACCOUNT_MESSAGE,
  usernameBase,
} from './google-login';

describe('Google sign-in (login strategy 3)', () => {
  let harness: TestApp;
  let key: TestKey;
  const validate = (credential: string, remoteAddress = '127.0.0.1') =>
    harness.app.inject({ method: 'POST', url: '/api/auth/google/validate', payload: { credential }, remoteAddress });
  const userBySub = async (sub: string) => (await harness.db.select().from(users).where(eq(users.googleSub, sub)))[0];

  beforeAll(async () => {
    key = newTestKey('kunci-uji-1');
    const jwksFile = writeJwks([key]);
    harness = await buildTestApp({
      google: { clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: 'http://127.0.0.1:9/tidak-dipakai', jwksFile },
    });
  });
  afterAll(() => harness.close());

  it('publishes whether it is enabled and the client id for the button', async () => {
    const response = await harness.app.inject({ url: '/api/auth/google/config' });
    expect(response.json()).toEqual({
      success: true,
      message: 'Berhasil',
      data: { enabled: true, client_id: TEST_GOOGLE_CLIENT_ID },
    });
  });

  it('creates a verified member for a new Google account and answers like strategy 2', async () => {
    const response = await validate(
      signIdToken(key, googleClaims({ sub: 'g-baru-1', email: 'Budi.Santoso+kelas@Gmail.com', name: 'Budi Santoso' })),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login berhasil',
      data: {
        id_role: ROLE_IDS.member,
        email: 'budi.santoso+kelas@gmail.com',
        name: 'Budi Santoso',
        username: 'budi.santoso.kelas',
        token_type: 'Bearer',
        scope: ['member'],
      },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const created = await userBySub('g-baru-1');
    expect(created.emailVerifiedAt).not.toBeNull();
    // The token is a normal session: strategy 2's user call and logout work with it.
    const me = await harness.app.inject({ url: '/api/users', headers: bearer(body.data.token) });
    expect(me.json().data.username).toBe('budi.santoso.kelas');
  });

  it('signs the same Google account in as the same member again, with a new token each time', async () => {
    const credential = signIdToken(key, googleClaims({ sub: 'g-ulang', email: 'ulang@gmail.com' }));
    const first = (await validate(credential)).json().data;
    const second = (await validate(credential)).json().data;
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
    expect(await harness.db.$count(users, eq(users.email, 'ulang@gmail.com'))).toBe(1);
  });

  it('gives a new member a free username when the derived one is taken', async () => {
    const response = await validate(
      signIdToken(key, googleClaims({ sub: 'g-bentrok', email: 'member.demo@gmail.com' })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.username).toMatch(/^member\.demo\d{1,4}$/);
    expect(usernameBase('a@b.c')).toBe('membera');
    expect(usernameBase('..Nama Panjang Sekali Dengan Spasi Dan Lainnya@x.id')).toMatch(/^nama\.panjang/);
  });

  it('links the member who already has that email, and verifies an unverified one', async () => {
    const member = await createAccount(harness.db, 'member', 'belum.verifikasi');
    await harness.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    const response = await validate(
      signIdToken(key, googleClaims({ sub: 'g-tautan', email: member.email.toUpperCase() })),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(member.id);
    const linked = await userBySub('g-tautan');
    expect(linked.id).toBe(member.id);
    expect(linked.emailVerifiedAt).not.toBeNull();
  });

  it.each(['author', 'admin', 'corporate', 'teacher'] as const)(
    'refuses the %s: Google sign-in is for members only',
    async (role) => {
      const response = await validate(
        signIdToken(key, googleClaims({ sub: `g-${role}`, email: demoAccount(role).email })),
      );
      expect(expectErrorEnvelope(response, 403)).toBe(GOOGLE_NOT_FOR_THIS_ACCOUNT_MESSAGE);
      expect(await userBySub(`g-${role}`)).toBeUndefined();
    },
  );

  it('refuses a member email already linked to another Google account', async () => {
    await validate(signIdToken(key, googleClaims({ sub: 'g-pemilik', email: 'pemilik@gmail.com' })));
    const response = await validate(signIdToken(key, googleClaims({ sub: 'g-penyusup', email: 'pemilik@gmail.com' })));
    expect(expectErrorEnvelope(response, 403)).toBe(GOOGLE_NOT_FOR_THIS_ACCOUNT_MESSAGE);
  });

  it('tolerates a minute of clock difference on exp', async () => {
    const now = Math.floor(Date.now() / 1000);
    const response = await validate(
      signIdToken(key, googleClaims({ sub: 'g-jam', email: 'jam@gmail.com', exp: now - 30, iat: now - 3600 })),
    );
    expect(response.statusCode).toBe(200);
  });

  describe('refuses every token that is not a valid Google ID token for us (401)', () => {
    const stranger = newTestKey('kunci-uji-1');
    const now = Math.floor(Date.now() / 1000);
    /** A JWT part: the value as JSON, base64url-encoded. */
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const hmacToken = () => {
      // The classic confusion attack: HS256 "signed" with the public key as the shared secret.
      const input = `${encoded({ alg: 'HS256', kid: key.kid })}.${encoded(googleClaims())}`;
      return `${input}.${createHmac('sha256', JSON.stringify(key.publicJwk)).update(input).digest('base64url')}`;
    };
    const cases: [string, () => string][] = [
      ['a signature by another key under the same kid', () => signIdToken(stranger, googleClaims())],
      [
        'a payload changed after signing',
        () => {
          const [header, , signature] = signIdToken(key, googleClaims()).split('.');
          return `${header}.${encoded(googleClaims({ email: 'admin@akademisiber.id' }))}.${signature}`;
        },
      ],
      ['another audience', () => signIdToken(key, googleClaims({ aud: 'aplikasi-lain.apps.googleusercontent.com' }))],
      ['another issuer', () => signIdToken(key, googleClaims({ iss: 'https://evil.example' }))],
      ['an expired token', () => signIdToken(key, googleClaims({ exp: now - 120 }))],
      ['no exp', () => signIdToken(key, googleClaims({ exp: undefined }))],
      ['an iat in the future', () => signIdToken(key, googleClaims({ iat: now + 3600, exp: now + 7200 }))],
      ['an unverified email', () => signIdToken(key, googleClaims({ email_verified: false }))],
      ['no email', () => signIdToken(key, googleClaims({ email: undefined }))],
      ['an unknown kid', () => signIdToken(key, googleClaims(), { kid: 'kunci-tak-dikenal' })],
      ['no kid', () => signIdToken(key, googleClaims(), { kid: undefined })],
      ['alg RS512', () => signIdToken(key, googleClaims(), { alg: 'RS512' })],
      ['alg HS256 keyed with the public key', hmacToken],
      [
        'alg none without a signature',
        () => {
          const [header, payload] = signIdToken(key, googleClaims(), { alg: 'none' }).split('.');
          return `${header}.${payload}.`;
        },
      ],
      ['two segments', () => signIdToken(key, googleClaims()).split('.').slice(0, 2).join('.')],
      ['garbage', () => 'bukan.token.google-sama-sekali'],
    ];

    it.each(cases)('%s', async (_case, makeToken) => {
      const before = await harness.db.$count(users);
      const response = await validate(makeToken());
      expect(expectErrorEnvelope(response, 401)).toBe(GOOGLE_INVALID_TOKEN_MESSAGE);
      expect(response.json().data).toBeNull();
      expect(await harness.db.$count(users)).toBe(before);
    });
  });

  it('shares the login throttle: an address that failed 10 passwords on a member is refused here too', async () => {
    const member = await createAccount(harness.db, 'member', 'dikunci.google');
    for (let attempt = 0; attempt < 10; attempt++) {
      const failed = await harness.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: member.email, password: 'Salah#2026' },
        remoteAddress: '10.4.4.4',
      });
      expect(failed.statusCode).toBe(422);
    }
    const locked = await validate(
      signIdToken(key, googleClaims({ sub: 'g-dikunci', email: member.email })),
      '10.4.4.4',
    );
    expect(expectErrorEnvelope(locked, 429)).toBe(STATUS_MESSAGES[429]);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // From the owner's own address it still works.
    expect(
      (await validate(signIdToken(key, googleClaims({ sub: 'g-dikunci', email: member.email })), '10.5.5.5'))
        .statusCode,
    ).toBe(200);
  });

  it('counts invalid tokens per address and answers 429 with Retry-After past the address limit', async () => {
    for (let attempt = 0; attempt < 100; attempt++)
      expect((await validate('bukan.token.google-sama-sekali', '10.6.6.6')).statusCode).toBe(401);
    const blocked = await validate(signIdToken(key, googleClaims()), '10.6.6.6');
    expect(expectErrorEnvelope(blocked, 429)).toBe(STATUS_MESSAGES[429]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts tokens signed with the TEST-ONLY key the e2e server trusts (default test config)', async () => {
    const defaults = await buildTestApp();
    try {
      const credential = signIdToken(committedTestKey(), googleClaims({ sub: 'g-e2e', email: 'e2e.google@gmail.com' }));
      const response = await defaults.app.inject({
        method: 'POST',
        url: '/api/auth/google/validate',
        payload: { credential },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await defaults.close();
    }
  });

  it('answers 503 with its own message when Google sign-in is not configured', async () => {
    const disabled = await buildTestApp({
      google: { clientId: undefined, jwksUrl: 'http://127.0.0.1:9/', jwksFile: undefined },
    });
    try {
      expect((await disabled.app.inject({ url: '/api/auth/google/config' })).json().data).toEqual({
        enabled: false,
        client_id: null,
      });
      const response = await disabled.app.inject({
        method: 'POST',
        url: '/api/auth/google/validate',
        payload: { credential: signIdToken(key, googleClaims()) },
      });
      expect(expectErrorEnvelope(response, 503)).toBe(GOOGLE_DISABLED_MESSAGE);
    } finally {
      await disabled.close();
    }
  });
});
