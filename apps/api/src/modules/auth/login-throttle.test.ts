// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import type { DatabaseHandle } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import type { ApiError } from '../../plugins/errors';
import { emptyTestDatabase } from '../../test/helpers';
import {
  ACCOUNT_CAPPED_MESSAGE,
  ACCOUNT_GUESS_CAP,
  accountSubject,
  createLoginThrottle,
  LOGIN_LIMITS,
  TOO_MANY_LOGINS_MESSAGE,
  type LoginThrottle,
} from './login-throttle';

describe('login throttle', () => {
  let handle: DatabaseHandle;
  let throttle: LoginThrottle;
  let checks = 0;
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  /** A password check that counts how often it runs (the argon2 verification in the app). */
  const verdict = (valid: boolean) => async () => {
    checks++;
    return valid;
  };

  beforeAll(async () => {
    // Migrated, not seeded, on the run's driver (PGlite, or a new database on the server at TEST_DATABASE_URL).
    handle = await emptyTestDatabase();
    await handle.migrate();
    throttle = createLoginThrottle(handle.db);
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    checks = 0;
    await handle.db.delete(rateLimitBuckets);
  });

  const failTimes = async (times: number, account: string, ip: string, at?: Date) => {
    for (let attempt = 0; attempt < times; attempt++)
      expect(await throttle.checkPassword(account, ip, verdict(false), at)).toBe(false);
  };
  const attempt = (account: string, ip: string, valid = false, at?: Date) =>
    throttle.checkPassword(account, ip, verdict(valid), at);

  it("answers §8's 429 message for the address limits", () => {
    expect(TOO_MANY_LOGINS_MESSAGE).toBe(STATUS_MESSAGES[429]);
  });

  it('blocks an address after 10 failures on one account, with a Retry-After within the window', async () => {
    const account = accountSubject(7, 'korban@contoh.id');
    await failTimes(10, account, '10.0.0.1');
    const blocked = attempt(account, '10.0.0.1', true);
    await expect(blocked).rejects.toMatchObject({ statusCode: 429, message: TOO_MANY_LOGINS_MESSAGE });
    await blocked.catch((error: ApiError) => {
      expect(Number(error.headers['Retry-After'])).toBeGreaterThan(14 * 60);
      expect(Number(error.headers['Retry-After'])).toBeLessThanOrEqual(15 * 60);
    });
    expect(checks).toBe(10);
  });

  it('lets the owner in from another address while the account is under its cap', async () => {
    const account = accountSubject(7, 'korban@contoh.id');
    await failTimes(10, account, '10.0.0.1');
    expect(await attempt(account, '10.0.0.2', true)).toBe(true);
  });

  it(
    `checks at most ${ACCOUNT_GUESS_CAP} passwords per account and window, whatever the addresses, and ` +
      `refuses the right one past it`,
    async () => {
      const account = accountSubject(8, 'incaran@contoh.id');
      // One guess from each of many addresses: no address ever reaches its own limit.
      for (let address = 0; address < ACCOUNT_GUESS_CAP; address++) await failTimes(1, account, `10.8.0.${address}`);
      const capped = attempt(account, '10.9.9.9', true);
      await expect(capped).rejects.toMatchObject({ statusCode: 429, message: ACCOUNT_CAPPED_MESSAGE });
      await capped.catch((error: ApiError) => expect(Number(error.headers['Retry-After'])).toBeGreaterThan(14 * 60));
      expect(checks).toBe(ACCOUNT_GUESS_CAP);
      expect(ACCOUNT_CAPPED_MESSAGE).toContain('Lupa password?');
      // Another account is not capped; this one is free again in the next window.
      expect(await attempt(accountSubject(9, 'lain@contoh.id'), '10.9.9.9', true)).toBe(true);
      expect(await attempt(account, '10.9.9.9', true, minutesFromNow(16))).toBe(true);
    },
  );

  it('takes the slot before checking: parallel attempts check no more than the cap', async () => {
    const account = accountSubject(undefined, 'Paralel@Contoh.id');
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, (_, index) => attempt(account, `10.60.${index >> 8}.${index & 255}`)),
    );
    expect(checks).toBe(ACCOUNT_GUESS_CAP);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(ACCOUNT_GUESS_CAP);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(
      refused.every((result) => result.reason.statusCode === 429 && result.reason.message === ACCOUNT_CAPPED_MESSAGE),
    ).toBe(true);
  });

  it('gives a right password its slot back, so the owner signing in often never fills the cap', async () => {
    const account = accountSubject(12, 'sering@contoh.id');
    for (let login = 0; login < ACCOUNT_GUESS_CAP * 2; login++)
      expect(await attempt(account, '10.12.0.1', true)).toBe(true);
    for (let address = 0; address < ACCOUNT_GUESS_CAP; address++) await failTimes(1, account, `10.12.1.${address}`);
    await expect(attempt(account, '10.12.0.3', true)).rejects.toMatchObject({ statusCode: 429 });
  });

  it('starts the cap over after a password reset, and lets the resetting address past a cap filled again', async () => {
    const account = accountSubject(13, 'pemilik@contoh.id');
    for (let address = 0; address < ACCOUNT_GUESS_CAP; address++) await failTimes(1, account, `10.13.0.${address}`);
    await expect(attempt(account, '10.13.1.1', true)).rejects.toMatchObject({ statusCode: 429 });
    await throttle.afterPasswordReset(account, '10.13.1.1');
    // The stranger fills the cap again at once: the owner's address still gets in, any other address does not.
    for (let address = 0; address < ACCOUNT_GUESS_CAP; address++) await failTimes(1, account, `10.13.2.${address}`);
    await expect(attempt(account, '10.13.2.99', true)).rejects.toMatchObject({
      statusCode: 429,
      message: ACCOUNT_CAPPED_MESSAGE,
    });
    expect(await attempt(account, '10.13.1.1', true)).toBe(true);
  });

  it('lets the pair in again once the window has passed, and starts counting afresh', async () => {
    const account = accountSubject(undefined, 'Siapa@Contoh.id');
    await failTimes(10, account, '10.0.0.3');
    await expect(attempt(account, '10.0.0.3')).rejects.toMatchObject({ statusCode: 429 });
    await failTimes(1, account, '10.0.0.3', minutesFromNow(16));
    const buckets = await handle.db.select().from(rateLimitBuckets);
    expect(buckets.every((bucket) => bucket.hits === 1)).toBe(true);
  });

  it('blocks an address after 100 failures across accounts, and only that address', async () => {
    for (let account = 0; account < LOGIN_LIMITS.address.limit; account++) {
      await failTimes(1, accountSubject(undefined, `akun${account}@contoh.id`), '10.9.9.9');
    }
    await expect(attempt(accountSubject(undefined, 'siapa.saja@contoh.id'), '10.9.9.9')).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(throttle.beforeAnonymousAttempt('10.9.9.9')).rejects.toMatchObject({ statusCode: 429 });
    expect(await attempt(accountSubject(undefined, 'siapa.saja@contoh.id'), '10.9.9.8')).toBe(false);
  });

  it('counts unverifiable Google tokens against the address', async () => {
    for (let count = 0; count < LOGIN_LIMITS.address.limit; count++) await throttle.recordAnonymousFailure('10.7.7.7');
    await expect(throttle.beforeAnonymousAttempt('10.7.7.7')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('lets a Google sign-in past the account cap, but not past a locked address', async () => {
    const account = accountSubject(14, 'google@contoh.id');
    for (let address = 0; address < ACCOUNT_GUESS_CAP; address++) await failTimes(1, account, `10.14.0.${address}`);
    await expect(throttle.beforeTrustedLogin(account, '10.14.1.1')).resolves.toBeUndefined();
    await failTimes(10, account, '10.14.0.0', minutesFromNow(16));
    await expect(throttle.beforeTrustedLogin(account, '10.14.0.0', minutesFromNow(16))).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('names an account by its id when it exists, so email and username share one counter', () => {
    expect(accountSubject(5, 'member@akademisiber.id')).toBe(accountSubject(5, 'member.demo'));
    expect(accountSubject(undefined, 'Tidak.Ada')).toBe(accountSubject(undefined, 'tidak.ada'));
  });

  it('keys buckets by a fixed-length hash, so no identifier or address is too long to count', async () => {
    // Lower-casing 'İ' yields two characters: 254 of them (a valid login field) once overflowed the key column.
    const longIdentifier = accountSubject(undefined, 'İ'.repeat(254));
    const spoofedAddress = 'x'.repeat(400);
    await failTimes(10, longIdentifier, spoofedAddress);
    await expect(attempt(longIdentifier, spoofedAddress)).rejects.toMatchObject({ statusCode: 429 });
    const keys = (await handle.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.every((key) => /^login:(account-ip|account|ip):[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(keys.some((key) => key.includes('İ') || key.includes('xxx'))).toBe(false);
  });

  it("forgives the address's failures on the account after a successful login", async () => {
    const account = accountSubject(11, 'lupa@contoh.id');
    await failTimes(9, account, '10.1.1.1');
    expect(await attempt(account, '10.1.1.1', true)).toBe(true);
    await failTimes(9, account, '10.1.1.1');
    expect(await attempt(account, '10.1.1.1', true)).toBe(true);
  });

  it('gives the slot back when the check itself fails', async () => {
    const account = accountSubject(15, 'galat@contoh.id');
    for (let count = 0; count < ACCOUNT_GUESS_CAP + 5; count++) {
      await expect(
        throttle.checkPassword(account, '10.15.0.1', () => Promise.reject(new Error('argon2'))),
      ).rejects.toThrow('argon2');
    }
    expect(await attempt(account, '10.15.0.2', true)).toBe(true);
  });
});
