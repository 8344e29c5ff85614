import { ROLE_NAMES, STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import { accountLinkTokens, users } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  loginWithPassword,
  type TestApp,
} from '../../test/helpers';
import { latestLinkToken, mailsTo } from '../../test/mailbox';
import { createAccount } from '../../test/ownership';
import { ACCOUNT_CAPPED_MESSAGE, ACCOUNT_GUESS_CAP } from '../auth/login-throttle';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password';
import { hashToken } from '../auth/service';
import { MESSAGES } from './service';

const NEW_PASSWORD = 'Sandi#Baru2026';
const PERSONAL_MESSAGE = 'Password Baru tidak boleh mengandung username atau nama email';

describe('forgot, reset and change password', () => {
  let harness: TestApp;
  const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    harness.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const currentUser = (token: string) => harness.app.inject({ url: '/api/auth/user', headers: bearer(token) });
  const resetToken = (email: string) => latestLinkToken(harness.app, email, '/reset-password?token=');
  const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
    post('/api/auth/reset-password', { token, password, password_confirmation: confirmation });

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  describe('forgot password', () => {
    it('answers the same for a registered and an unknown email, and mails only the registered one', async () => {
      const account = await createAccount(harness.db, 'member', 'lupa.sandi');
      for (const email of [account.email, 'siapa.pun@contoh.id']) {
        expect((await post('/api/auth/forgot-password', { email })).json()).toEqual({
          success: true,
          message: MESSAGES.forgotSent,
          data: null,
        });
      }
      expect(MESSAGES.forgotSent).toBe(
        'Jika email terdaftar, kami sudah mengirim tautan untuk mengatur ulang password.',
      );
      expect(await mailsTo(harness.app, 'siapa.pun@contoh.id')).toEqual([]);
      const [mail] = await mailsTo(harness.app, account.email);
      expect(mail.subject).toBe('Atur ulang password akun Akademi Siber');
      expect(mail.links).toEqual([
        expect.stringMatching(/^http:\/\/akademi\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/),
      ]);
      expect(mail.text).toContain('berlaku 60 menit');
    });
  });

  describe('reset password', () => {
    it('sets the new password once, ends every session (reason password_changed), refuses the link again', async () => {
      const account = await createAccount(harness.db, 'author', 'atur.ulang');
      const phone = await loginWithPassword(harness.app, account.email);
      const laptop = await loginWithPassword(harness.app, account.email);
      await post('/api/auth/forgot-password', { email: account.email });
      const token = await resetToken(account.email);

      expect((await reset(token)).json()).toEqual({ success: true, message: MESSAGES.resetDone, data: null });
      for (const session of [phone, laptop]) {
        const response = await currentUser(session);
        expect(expectErrorEnvelope(response, 401)).toBe(STATUS_MESSAGES[401]);
        expect(response.json().data).toEqual({ reason: 'password_changed' });
      }
      await expect(loginWithPassword(harness.app, account.email)).rejects.toThrow(/422/);
      expect(await loginWithPassword(harness.app, account.email, NEW_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expectErrorEnvelope(await reset(token, 'Lain#Lagi2026'), 410)).toBe(MESSAGES.resetExpired);
    });

    it('expires: past PASSWORD_RESET_MINUTES the link answers 410', async () => {
      const account = await createAccount(harness.db, 'member', 'telat.reset');
      await post('/api/auth/forgot-password', { email: account.email });
      const token = await resetToken(account.email);
      const [stored] = await harness.db
        .select()
        .from(accountLinkTokens)
        .where(eq(accountLinkTokens.tokenHash, hashToken(token)));
      expect((stored.expiresAt.getTime() - stored.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);
      await harness.db
        .update(accountLinkTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountLinkTokens.id, stored.id));
      expect(expectErrorEnvelope(await reset(token), 410)).toBe(
        'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.',
      );
    });

    it('voids an older link when a newer one is asked for, and answers an unknown token with 404', async () => {
      const account = await createAccount(harness.db, 'member', 'dua.tautan');
      await post('/api/auth/forgot-password', { email: account.email });
      const older = await resetToken(account.email);
      await post('/api/auth/forgot-password', { email: account.email });
      const newer = await resetToken(account.email);
      expectErrorEnvelope(await reset(older), 410);
      expect((await reset(newer)).statusCode).toBe(200);
      expect(expectErrorEnvelope(await reset('y'.repeat(43)), 404)).toBe(MESSAGES.resetInvalid);
    });

    it('verifies the email of an unverified member (the link proves the inbox)', async () => {
      const account = await createAccount(harness.db, 'member', 'reset.verif');
      await harness.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, account.id));
      await post('/api/auth/forgot-password', { email: account.email });
      expect((await reset(await resetToken(account.email))).statusCode).toBe(200);
      expect(await loginWithPassword(harness.app, account.email, NEW_PASSWORD)).toBeTruthy();
    });

    it('holds the new password to the rules and refuses a common one, without using up the link', async () => {
      const account = await createAccount(harness.db, 'member', 'reset.aturan');
      await post('/api/auth/forgot-password', { email: account.email });
      const token = await resetToken(account.email);
      expect(expectErrorEnvelope(await reset(token, 'P@ssw0rd'), 422)).toBe(COMMON_PASSWORD_MESSAGE);
      expect(expectErrorEnvelope(await reset(token, 'tanpa-kapital1'), 422)).toBe(
        'Password Baru harus mempunyai minimal 1 huruf kapital',
      );
      expect(expectErrorEnvelope(await reset(token, NEW_PASSWORD, 'Beda#2026xx'), 422)).toBe(
        'Konfirmasi Password tidak sama dengan Password',
      );
      expect((await reset(token)).statusCode).toBe(200);
    });

    it("refuses the security review's passwords and one with the username or email, takes a good one", async () => {
      const account = await createAccount(harness.db, 'member', 'reset.ulasan');
      await post('/api/auth/forgot-password', { email: account.email });
      const token = await resetToken(account.email);
      expect(expectErrorEnvelope(await reset(token, 'ABCDEF1!'), 422)).toBe(
        'Password Baru harus mempunyai minimal 1 huruf kecil',
      );
      expect(expectErrorEnvelope(await reset(token, 'Qwerty123!'), 422)).toBe(COMMON_PASSWORD_MESSAGE);
      expect(expectErrorEnvelope(await reset(token, 'Aa1!Aa1!'), 422)).toBe(COMMON_PASSWORD_MESSAGE);
      expect(expectErrorEnvelope(await reset(token, 'Kuda Lari#2026'), 422)).toBe(
        'Password Baru tidak boleh ada spasi',
      );
      const personal = await reset(token, 'Reset.Ulasan#99');
      expect(expectErrorEnvelope(personal, 422)).toBe(PERSONAL_MESSAGE);
      expect(personal.json().data).toEqual({ errors: [{ path: 'password', message: PERSONAL_MESSAGE }] });
      expect((await reset(token, 'ÀÉÎõü1!a')).statusCode).toBe(200);
      expect(await loginWithPassword(harness.app, account.email, 'ÀÉÎõü1!a')).toBeTruthy();
    });
  });

  describe('change password', () => {
    const change = (token: string, body: object, remoteAddress?: string) =>
      post('/api/auth/change-password', body, bearer(token), remoteAddress);

    it.each(ROLE_NAMES)(
      'lets the %s change it: the other sessions end with password_changed, this one stays',
      async (role) => {
        const account = await createAccount(harness.db, role, `ganti.${role}`);
        const here = await loginWithPassword(harness.app, account.email);
        const elsewhere = await loginWithPassword(harness.app, account.email);

        const response = await change(here, {
          current_password: DEMO_PASSWORD,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
        expect(response.json()).toEqual({ success: true, message: MESSAGES.passwordChanged, data: null });
        expect((await currentUser(here)).statusCode).toBe(200);
        const ended = await currentUser(elsewhere);
        expect(ended.statusCode).toBe(401);
        expect(ended.json().data).toEqual({ reason: 'password_changed' });
        expect(await loginWithPassword(harness.app, account.email, NEW_PASSWORD)).toBeTruthy();
      },
    );

    it('refuses a wrong current password on current_password, and a new one equal to the old', async () => {
      const account = await createAccount(harness.db, 'member', 'ganti.salah');
      const token = await loginWithPassword(harness.app, account.email);
      const wrong = await change(token, {
        current_password: 'Bukan#Sandi1',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(expectErrorEnvelope(wrong, 422)).toBe('Password Lama salah');
      expect(wrong.json().data).toEqual({ errors: [{ path: 'current_password', message: 'Password Lama salah' }] });

      const same = await change(token, {
        current_password: DEMO_PASSWORD,
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      });
      expect(same.json().data).toEqual({ errors: [{ path: 'password', message: MESSAGES.sameAsCurrent }] });
      expect(
        expectErrorEnvelope(
          await change(token, {
            current_password: DEMO_PASSWORD,
            password: '1Qaz@wsx',
            password_confirmation: '1Qaz@wsx',
          }),
          422,
        ),
      ).toBe(COMMON_PASSWORD_MESSAGE);
      // Nothing changed: the old password still works.
      expect(await loginWithPassword(harness.app, account.email)).toBeTruthy();
    });

    it('refuses the passwords of the security review and one containing the username or email', async () => {
      const account = await createAccount(harness.db, 'corporate', 'ganti.ulasan');
      const token = await loginWithPassword(harness.app, account.email);
      const changeTo = (password: string) =>
        change(token, { current_password: DEMO_PASSWORD, password, password_confirmation: password });
      expect(expectErrorEnvelope(await changeTo('ABCDEF1!'), 422)).toBe(
        'Password Baru harus mempunyai minimal 1 huruf kecil',
      );
      expect(expectErrorEnvelope(await changeTo('Qwerty123!'), 422)).toBe(COMMON_PASSWORD_MESSAGE);
      expect(expectErrorEnvelope(await changeTo('Aa1!Aa1!'), 422)).toBe(COMMON_PASSWORD_MESSAGE);
      expect(expectErrorEnvelope(await changeTo('Kuda Lari#2026'), 422)).toBe('Password Baru tidak boleh ada spasi');
      expect(expectErrorEnvelope(await changeTo('x#GANTI.ULASAN1'), 422)).toBe(PERSONAL_MESSAGE);
      expect((await changeTo('ÀÉÎõü1!a')).statusCode).toBe(200);
    });

    it('counts guesses of the current password towards the account cap, refusing the right one past it', async () => {
      const account = await createAccount(harness.db, 'admin', 'ganti.cap');
      const token = await loginWithPassword(harness.app, account.email);
      const guess = { current_password: 'Tebakan#123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      for (let attempt = 0; attempt < ACCOUNT_GUESS_CAP; attempt++)
        expect((await change(token, guess, `10.41.0.${attempt}`)).statusCode).toBe(422);
      const capped = await change(token, { ...guess, current_password: DEMO_PASSWORD }, '10.41.1.1');
      expect(expectErrorEnvelope(capped, 429)).toBe(ACCOUNT_CAPPED_MESSAGE);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      // The login shares the cap.
      expect(
        expectErrorEnvelope(
          await post('/api/auth/login', { email: account.email, password: DEMO_PASSWORD }, {}, '10.41.1.2'),
          429,
        ),
      ).toBe(ACCOUNT_CAPPED_MESSAGE);
    });

    it('guesses of the current password are throttled like logins (429 after 10 from one address)', async () => {
      const account = await createAccount(harness.db, 'member', 'ganti.tebak');
      const token = await loginWithPassword(harness.app, account.email);
      const guess = { current_password: 'Tebakan#123', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      for (let attempt = 0; attempt < 10; attempt++)
        expect((await change(token, guess, '10.40.0.1')).statusCode).toBe(422);
      const blocked = await change(token, { ...guess, current_password: DEMO_PASSWORD }, '10.40.0.1');
      expect(expectErrorEnvelope(blocked, 429)).toBe(STATUS_MESSAGES[429]);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('needs a session', async () => {
      const response = await post('/api/auth/change-password', {
        current_password: DEMO_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(expectErrorEnvelope(response, 401)).toBe(STATUS_MESSAGES[401]);
    });
  });
});
