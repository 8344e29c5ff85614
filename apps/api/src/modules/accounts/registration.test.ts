// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { ROLE_IDS, STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { accountLinkTokens, rateLimitBuckets, users } from '../../db/schema';
import { buildTestApp, DEMO_PASSWORD, demoAccount, expectErrorEnvelope, type TestApp } from '../../test/helpers';
import { latestLinkToken, mailsTo } from '../../test/mailbox';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password';
import { bucketKey } from '../auth/rate-limit';
import { EMAIL_NOT_VERIFIED_MESSAGE, hashToken } from '../auth/service';
import { ACCOUNT_LIMITS, MESSAGES } from './service';

const PASSWORD = 'Belajar#Siber2026';

describe('registration and email verification', () => {
  let harness: TestApp;
  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    harness.app.inject({ method: 'POST', url, payload, remoteAddress });
  const register = (fields: Partial<Record<string, string>> = {}, remoteAddress?: string) =>
    post(
      '/api/auth/register',
      {
        name: 'Dewi Lestari',
        username: 'dewi.lestari',
        email: 'dewi@contoh.id',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        ...fields,
      },
      remoteAddress,
    );
  const login = (email: string, password = PASSWORD) => post('/api/auth/login', { email, password });
  const verificationToken = (email: string) => latestLinkToken(harness.app, email, '/auth-verification/');

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('creates an unverified member and emails a verification link (transactional: no unsubscribe link)', async () => {
    const response = await register({ email: 'Dewi@Contoh.ID', username: 'Dewi.Lestari' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.registered, data: { email: 'dewi@contoh.id' } });
    expect(MESSAGES.registered).toBe('Pendaftaran berhasil. Kami sudah mengirim tautan verifikasi ke email kamu.');

    const [user] = await harness.db.select().from(users).where(eq(users.email, 'dewi@contoh.id'));
    expect(user).toMatchObject({
      idRole: ROLE_IDS.member,
      username: 'dewi.lestari',
      name: 'Dewi Lestari',
      emailVerifiedAt: null,
    });
    expect(user.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);

    const [mail] = await mailsTo(harness.app, 'dewi@contoh.id');
    expect(mail.headers['from']).toBe('Akademi Siber <no-reply@akademisiber.id>');
    expect(mail.headers['date']).toMatch(/\+0000$/);
    expect(mail.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(mail.subject).toBe('Verifikasi email akun Akademi Siber kamu');
    expect(mail.text).toContain('Halo Dewi Lestari,');
    expect(mail.links).toEqual([
      expect.stringMatching(/^http:\/\/akademi\.test\/auth-verification\/[A-Za-z0-9_-]{43}$/),
    ]);
    expect(mail.text).not.toMatch(/unsubscribe/);
    // Only the hash of the link's token is stored.
    const token = await verificationToken('dewi@contoh.id');
    expect(await harness.db.$count(accountLinkTokens, eq(accountLinkTokens.tokenHash, hashToken(token)))).toBe(1);
    expect(await harness.db.$count(accountLinkTokens, eq(accountLinkTokens.tokenHash, token))).toBe(0);
  });

  // The welcome email carries an unsubscribe link.
  it('refuses the login until the email is verified, then lets the member in and sends a welcome', async () => {
    const refused = await login('dewi@contoh.id');
    expect(expectErrorEnvelope(refused, 403)).toBe(EMAIL_NOT_VERIFIED_MESSAGE);
    expect(refused.json().data).toEqual({ email_verification_required: true, email: 'dewi@contoh.id' });

    const token = await verificationToken('dewi@contoh.id');
    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.json()).toEqual({ success: true, message: MESSAGES.verified, data: { email: 'dewi@contoh.id' } });
    expect((await login('dewi.lestari')).statusCode).toBe(200);

    const welcome = (await mailsTo(harness.app, 'dewi@contoh.id')).find(
      (mail) => mail.subject === 'Selamat datang di Akademi Siber',
    );
    expect(welcome?.links).toEqual([
      'http://akademi.test/login',
      expect.stringMatching(/^http:\/\/akademi\.test\/unsubscribe\?token=\d+\.\d+\.[A-Za-z0-9_-]{43}$/),
    ]);
  });

  it('answers a used link with 410, an unknown one with 404, an expired one with 410', async () => {
    const used = await post('/api/auth/verify-email', { token: await verificationToken('dewi@contoh.id') });
    expect(expectErrorEnvelope(used, 410)).toBe(MESSAGES.verifyExpired);
    expect(MESSAGES.verifyExpired).toBe('Tautan verifikasi sudah tidak berlaku. Minta tautan baru.');
    expect(expectErrorEnvelope(await post('/api/auth/verify-email', { token: 'x'.repeat(43) }), 404)).toBe(
      'Tautan verifikasi tidak valid.',
    );

    await register({ username: 'kedaluwarsa', email: 'kedaluwarsa@contoh.id' });
    const token = await verificationToken('kedaluwarsa@contoh.id');
    await harness.db
      .update(accountLinkTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountLinkTokens.tokenHash, hashToken(token)));
    expect(expectErrorEnvelope(await post('/api/auth/verify-email', { token }), 410)).toBe(MESSAGES.verifyExpired);
  });

  it('lets exactly one of two simultaneous clicks on the same link through', async () => {
    await register({ username: 'dua.klik', email: 'dua.klik@contoh.id' });
    const token = await verificationToken('dua.klik@contoh.id');
    const answers = await Promise.all([
      post('/api/auth/verify-email', { token }),
      post('/api/auth/verify-email', { token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses a taken email or username (any case) with field errors', async () => {
    const email = await register({ email: demoAccount('author').email.toUpperCase(), username: 'nama.baru' });
    expect(expectErrorEnvelope(email, 422)).toBe('Email sudah terdaftar');
    expect(email.json().data).toEqual({ errors: [{ path: 'email', message: 'Email sudah terdaftar' }] });

    const both = await register({ email: demoAccount('member').email, username: 'Member.Demo' });
    expect(both.json().data.errors).toEqual([
      { path: 'email', message: MESSAGES.emailTaken },
      { path: 'username', message: 'Username sudah dipakai' },
    ]);
  });

  it('holds new passwords to the §5 rules, 128 characters at most, and refuses common ones', async () => {
    const weak = await register({
      email: 'lemah@contoh.id',
      username: 'lemah',
      password: 'kuat',
      password_confirmation: 'kuat',
    });
    expect(weak.json().data.errors.map((error: { message: string }) => error.message)).toEqual([
      'Password minimal 8 karakter',
      'Password harus mempunyai minimal 1 karakter spesial',
      'Password harus mempunyai minimal 1 huruf kapital',
      'Password harus mempunyai minimal 1 angka',
    ]);
    const long = `Aa1#${'Kopi-Susu'.repeat(14)}`;
    expect(
      expectErrorEnvelope(
        await register({
          email: 'panjang@contoh.id',
          username: 'panjang',
          password: long,
          password_confirmation: long,
        }),
        422,
      ),
    ).toBe('Password maksimal 128 karakter');
    const longest = `Aa1#${'Kopi-Susu'.repeat(14)}`.slice(0, 128);
    expect(
      (
        await register({
          email: 'terpanjang@contoh.id',
          username: 'terpanjang',
          password: longest,
          password_confirmation: longest,
        })
      ).statusCode,
    ).toBe(201);

    const common = await register({
      email: 'umum@contoh.id',
      username: 'umum',
      password: 'P@ssw0rd',
      password_confirmation: 'P@ssw0rd',
    });
    expect(expectErrorEnvelope(common, 422)).toBe(COMMON_PASSWORD_MESSAGE);
    expect(common.json().data.errors).toEqual([
      { path: 'password', message: 'Password ini terlalu umum dan mudah ditebak' },
    ]);
    const mismatch = await register({ email: 'beda@contoh.id', username: 'beda', password_confirmation: 'Lain#2026x' });
    expect(mismatch.json().data.errors).toEqual([
      { path: 'password_confirmation', message: 'Konfirmasi Password tidak sama dengan Password' },
    ]);
  });

  describe('the passwords of the security review', () => {
    const withPassword = (username: string, password: string) =>
      register({
        username,
        email: `${username.replace('.', '-')}@contoh.id`,
        password,
        password_confirmation: password,
      });
    const errorsOf = async (username: string, password: string) =>
      (await withPassword(username, password)).json().data?.errors;

    it.each([
      ['ABCDEF1!', ['Password harus mempunyai minimal 1 huruf kecil', COMMON_PASSWORD_MESSAGE]],
      ['Qwerty123!', [COMMON_PASSWORD_MESSAGE]],
      ['Aa1!Aa1!', [COMMON_PASSWORD_MESSAGE]],
      ['Kuda Lari#2026', ['Password tidak boleh ada spasi']],
    ])('refuses %p with its messages', async (password, expected) => {
      expect((await errorsOf('ulasan.tolak', password)).map((error: { message: string }) => error.message)).toEqual(
        expected,
      );
    });

    it('refuses a password containing the username or the email local part, whatever the case', async () => {
      expect(await errorsOf('rizky.ananda', 'Rizky.Ananda#77')).toEqual([
        { path: 'password', message: 'Password tidak boleh mengandung username atau nama email' },
      ]);
      const byEmail = await register({
        username: 'pengguna.lain',
        email: 'Sekar.Wangi@contoh.id',
        password: 'SEKAR.WANGI#7x',
        password_confirmation: 'SEKAR.WANGI#7x',
      });
      expect(byEmail.json().data.errors).toEqual([
        { path: 'password', message: 'Password tidak boleh mengandung username atau nama email' },
      ]);
    });

    it('accepts ÀÉÎõü1!a (À, É and Î are capitals)', async () => {
      expect((await withPassword('aksen.latin', 'ÀÉÎõü1!a')).statusCode).toBe(201);
    });
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const address = '10.30.0.1';
    await harness.db.insert(rateLimitBuckets).values({
      key: bucketKey(ACCOUNT_LIMITS.registerPerAddress.scope, address),
      hits: ACCOUNT_LIMITS.registerPerAddress.limit,
    });
    const blocked = await register({ email: 'banyak@contoh.id', username: 'banyak' }, address);
    expect(expectErrorEnvelope(blocked, 429)).toBe(STATUS_MESSAGES[429]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await harness.db.$count(users, eq(users.email, 'banyak@contoh.id'))).toBe(0);
  });

  describe('resending the verification link', () => {
    const resend = (email: string, remoteAddress?: string) =>
      post('/api/auth/email-verification/resend', { email }, remoteAddress);

    it('answers the same whoever asks, and mails only an unverified member', async () => {
      await register({ email: 'kirim.ulang@contoh.id', username: 'kirim.ulang' });
      const first = await verificationToken('kirim.ulang@contoh.id');
      const answers = await Promise.all(
        ['kirim.ulang@contoh.id', 'tidak.terdaftar@contoh.id', demoAccount('member').email].map((email) =>
          resend(email),
        ),
      );
      for (const answer of answers)
        expect(answer.json()).toEqual({ success: true, message: MESSAGES.resendSent, data: null });

      expect(await mailsTo(harness.app, 'tidak.terdaftar@contoh.id')).toEqual([]);
      expect(await mailsTo(harness.app, demoAccount('member').email)).toEqual([]);
      const second = await verificationToken('kirim.ulang@contoh.id');
      expect(second).not.toBe(first);
      // The new link replaces the old one.
      expectErrorEnvelope(await post('/api/auth/verify-email', { token: first }), 410);
      expect((await post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    });

    it('stops mailing one inbox after 5 links in 15 minutes, without saying so', async () => {
      await register({ email: 'dibanjiri@contoh.id', username: 'dibanjiri' });
      for (let attempt = 0; attempt < 8; attempt++)
        expect((await resend('dibanjiri@contoh.id', `10.31.0.${attempt}`)).json().message).toBe(MESSAGES.resendSent);
      expect(await mailsTo(harness.app, 'dibanjiri@contoh.id')).toHaveLength(ACCOUNT_LIMITS.mailLinksPerInbox.limit);
    });

    it('answers 429 to an address that asks too often', async () => {
      const address = '10.32.0.1';
      await harness.db.insert(rateLimitBuckets).values({
        key: bucketKey(ACCOUNT_LIMITS.mailLinksPerAddress.scope, address),
        hits: ACCOUNT_LIMITS.mailLinksPerAddress.limit,
      });
      const blocked = await resend('siapa@contoh.id', address);
      expect(expectErrorEnvelope(blocked, 429)).toBe(STATUS_MESSAGES[429]);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  it('keeps the demo accounts verified (seed)', async () => {
    expect((await login(demoAccount('member').email, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
