import { eq } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { accountBucketKey, createLoginThrottle, TOO_MANY_LOGINS_MESSAGE, type LoginThrottle } from './login-throttle';

describe('login throttle', () => {
  let handle: DatabaseHandle;
  let throttle: LoginThrottle;
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    handle = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
    await handle.migrate();
    throttle = createLoginThrottle(handle.db);
  });
  afterAll(() => handle.close());

  const failTimes = async (times: number, identifier: string, ip: string, at?: Date) => {
    for (let attempt = 0; attempt < times; attempt++) await throttle.recordFailure(identifier, ip, at);
  };

  it('blocks an account after 10 failures, case-insensitively, with a Retry-After', async () => {
    await failTimes(10, 'Korban@Contoh.id', '10.0.0.1');
    const blocked = throttle.assertAllowed('korban@contoh.id', '10.0.0.2');
    await expect(blocked).rejects.toMatchObject({ statusCode: 429, message: TOO_MANY_LOGINS_MESSAGE });
    await blocked.catch((error: ApiError) => {
      expect(Number(error.headers['Retry-After'])).toBeGreaterThan(14 * 60);
    });
  });

  it('lets the account in again once the window has passed, and starts counting afresh', async () => {
    await expect(throttle.assertAllowed('korban@contoh.id', '10.0.0.2', minutesFromNow(16))).resolves.toBeUndefined();
    await throttle.recordFailure('korban@contoh.id', '10.0.0.2', minutesFromNow(16));
    const [bucket] = await handle.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, accountBucketKey('korban@contoh.id')));
    expect(bucket.hits).toBe(1);
  });

  it('blocks an address after 100 failures across accounts', async () => {
    for (let account = 0; account < 100; account++) await throttle.recordFailure(`akun${account}@contoh.id`, '10.9.9.9');
    await expect(throttle.assertAllowed('siapa.saja@contoh.id', '10.9.9.9')).rejects.toMatchObject({ statusCode: 429 });
    await expect(throttle.assertAllowed('siapa.saja@contoh.id', '10.9.9.8')).resolves.toBeUndefined();
  });

  it('keys buckets by a fixed-length hash, so no identifier or address is too long to count', async () => {
    // Lower-casing 'İ' yields two characters: 254 of them (a valid login field) once overflowed the key column.
    const longIdentifier = 'İ'.repeat(254);
    const spoofedAddress = 'x'.repeat(400);
    await failTimes(10, longIdentifier, spoofedAddress);
    await expect(throttle.assertAllowed(longIdentifier, '10.2.2.2')).rejects.toMatchObject({ statusCode: 429 });
    const keys = (await handle.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.every((key) => /^login:(account|ip):[0-9a-f]{64}$/.test(key))).toBe(true);
    expect(keys.some((key) => key.includes('contoh.id'))).toBe(false);
  });

  it('forgives the account after a successful login', async () => {
    await failTimes(10, 'lupa@contoh.id', '10.1.1.1');
    await throttle.clearAccount('lupa@contoh.id', '10.1.1.1');
    await expect(throttle.assertAllowed('lupa@contoh.id', '10.1.1.1')).resolves.toBeUndefined();
  });
});
