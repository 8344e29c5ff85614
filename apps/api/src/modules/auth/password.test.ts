import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/helpers';
import { createAccount } from '../../test/ownership';
import { hashPassword, needsRehash, verifyPassword } from './password';

const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

describe('password hashing', () => {
  it('hashes with argon2id and the OWASP parameters (19 MiB, 2 passes, 1 lane), salted', async () => {
    const first = await hashPassword('Rahasia#2026');
    const second = await hashPassword('Rahasia#2026');
    expect(first.startsWith(OWASP_PREFIX)).toBe(true);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Rahasia#2026')).toBe(true);
    expect(await verifyPassword(first, 'rahasia#2026')).toBe(false);
    expect(await verifyPassword('bukan-hash', 'Rahasia#2026')).toBe(false);
  });

  it('asks for a rehash of anything made with other parameters or another algorithm', async () => {
    expect(needsRehash(await hashPassword('Rahasia#2026'))).toBe(false);
    expect(
      needsRehash(await hash('Rahasia#2026', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 })),
    ).toBe(true);
    expect(
      needsRehash(await hash('Rahasia#2026', { algorithm: 1, memoryCost: 19456, timeCost: 2, parallelism: 1 })),
    ).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuu5Vh1w4w9Y9Z0l6b9J2b0v0VQ9y8c1e2')).toBe(true);
  });
});

describe('transparent rehash on login', () => {
  let harness: TestApp;

  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it.each(['/api/auth/login', '/api/login'])('upgrades an older hash after a successful login on %s', async (url) => {
    const account = await createAccount(harness.db, 'author', `lama.${url.length}`);
    const oldHash = await hash('AkademiSiber#2026', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await harness.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, account.id));

    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url,
          payload: { email: account.email, password: 'AkademiSiber#2026' },
        })
      ).statusCode,
    ).toBe(200);
    const [after] = await harness.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(after.passwordHash.startsWith(OWASP_PREFIX)).toBe(true);
    expect(await verifyPassword(after.passwordHash, 'AkademiSiber#2026')).toBe(true);
    // And the upgraded hash still lets the user in.
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url,
          payload: { email: account.email, password: 'AkademiSiber#2026' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('leaves the hash alone after a failed login', async () => {
    const account = await createAccount(harness.db, 'author', 'lama.gagal');
    const oldHash = await hash('AkademiSiber#2026', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await harness.db.update(users).set({ passwordHash: oldHash }).where(eq(users.id, account.id));
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'Salah#2026' },
    });
    const [after] = await harness.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, account.id));
    expect(after.passwordHash).toBe(oldHash);
  });
});
