import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import type { ApiError } from '../../plugins/errors';
import { ACCOUNT_SLOWDOWN_MS, accountSubject, createLoginThrottle, LOGIN_LIMITS, TOO_MANY_LOGINS_MESSAGE, type LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  let handle: DatabaseHandle;
  let throttle: LoginThrottle;
  const sleeps: number[] = [];
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    handle = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await handle.migrate();
    throttle = createLoginThrottle(handle.db, async (ms) => {
      sleeps.push(ms);
    });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    sleeps.length = 0;
    await handle.db.delete(rateLimitBuckets);
  });

  const failTimes = async (times: number, account: string, ip: string, at?: Date) => {
    for (let attempt = 0; attempt < times; attempt++) await throttle.recordFailure(account, ip, at);
  };

  it("answers §8's 429 message", () => {
    expect(TOO_MANY_LOGINS_MESSAGE).toBe(STATUS_MESSAGES[429]);
  });

  it('blocks an address after 10 failures on one account, with a Retry-After within the window', async () => {
    const account = accountSubject(7, 'korban@contoh.id');
    await failTimes(9, account, '10.0.0.1');
    await expect(throttle.beforeAttempt(account, '10.0.0.1')).resolves.toBeUndefined();
    await throttle.recordFailure(account, '10.0.0.1');
    const blocked = throttle.beforeAttempt(account, '10.0.0.1');
    await expect(blocked).rejects.toMatchObject({ statusCode: 429, message: TOO_MANY_LOGINS_MESSAGE });
    await blocked.catch((error: ApiError) => {
      expect(Number(error.headers['Retry-After'])).toBeGreaterThan(14 * 60);
      expect(Number(error.headers['Retry-After'])).toBeLessThanOrEqual(15 * 60);
    });
  });

  it('does not lock the owner out: the same account from another address is still let in, without delay', async () => {
    const account = accountSubject(7, 'korban@contoh.id');
    await failTimes(10, account, '10.0.0.1');
    await expect(throttle.beforeAttempt(account, '10.0.0.2')).resolves.toBeUndefined();
    expect(sleeps).toEqual([]);
  });

  it('slows, but never refuses, an account attacked from many addresses', async () => {
    const account = accountSubject(8, 'incaran@contoh.id');
    // 50 failures spread over 10 addresses, 5 each: no single address reaches its limit.
    for (let address = 0; address < 10; address++) await failTimes(5, account, `10.8.0.${address}`);
    await expect(throttle.beforeAttempt(account, '10.9.9.9')).resolves.toBeUndefined();
    expect(sleeps).toEqual([ACCOUNT_SLOWDOWN_MS]);
    // Another account is not slowed.
    await throttle.beforeAttempt(accountSubject(9, 'lain@contoh.id'), '10.9.9.9');
    expect(sleeps).toHaveLength(1);
  });

  it('lets the pair in again once the window has passed, and starts counting afresh', async () => {
    const account = accountSubject(undefined, 'Siapa@Contoh.id');
    await failTimes(10, account, '10.0.0.3');
    await expect(throttle.beforeAttempt(account, '10.0.0.3')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.beforeAttempt(account, '10.0.0.3', minutesFromNow(16))).resolves.toBeUndefined();
    await throttle.recordFailure(account, '10.0.0.3', minutesFromNow(16));
    const buckets = await handle.db.select().from(rateLimitBuckets);
    expect(buckets.every((bucket) => bucket.hits === 1)).toBe(true);
  });

  it('blocks an address after 100 failures across accounts, and only that address', async () => {
    for (let account = 0; account < LOGIN_LIMITS.address.limit; account++) {
      await throttle.recordFailure(accountSubject(undefined, `akun${account}@contoh.id`), '10.9.9.9');
    }
    await expect(throttle.beforeAttempt(accountSubject(undefined, 'siapa.saja@contoh.id'), '10.9.9.9')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.beforeAnonymousAttempt('10.9.9.9')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.beforeAttempt(accountSubject(undefined, 'siapa.saja@contoh.id'), '10.9.9.8')).resolves.toBeUndefined();
  });

  it('counts unverifiable Google tokens against the address', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.address.limit; attempt++) await throttle.recordAnonymousFailure('10.7.7.7');
    await expect(throttle.beforeAnonymousAttempt('10.7.7.7')).rejects.toMatchObject({ statusCode: 429 });
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
    await expect(throttle.beforeAttempt(longIdentifier, spoofedAddress)).rejects.toMatchObject({ statusCode: 429 });
    const keys = (await handle.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.every((key) => /^login:(account-ip|account|ip):[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(keys.some((key) => key.includes('İ') || key.includes('xxx'))).toBe(false);
  });

  it("forgives the address's failures on the account after a successful login", async () => {
    const account = accountSubject(11, 'lupa@contoh.id');
    await failTimes(10, account, '10.1.1.1');
    await throttle.recordSuccess(account, '10.1.1.1');
    await expect(throttle.beforeAttempt(account, '10.1.1.1')).resolves.toBeUndefined();
  });
});
