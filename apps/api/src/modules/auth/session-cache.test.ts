// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// The session cache across two API instances on one database (docs/architecture.md: N stateless instances): B
// remembers a token it has seen, yet a logout or a password change on A ends that session on B at once, because
// A answers only after every instance has heard of the revocation. On PostgreSQL each instance has its own pool
// and its own LISTEN connection, as separate processes would; on PGlite both share the one in-process database.
import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  loginAs,
  secondInstance,
  type TestApp,
} from '../../test/helpers';
import { hashToken } from './service';

describe('session cache on two instances', () => {
  let harness: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    harness = await buildTestApp({ sessionCacheSeconds: 60 });
    instanceA = harness.app;
    ({ app: instanceB, close: closeB } = await secondInstance(harness));
  });
  afterAll(async () => {
    await closeB();
    await harness.close();
  });

  const currentUser = (instance: FastifyInstance, token: string) =>
    instance.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

  /** Revokes behind the API's back (no broadcast): only a cache would still accept the token afterwards. */
  const revokeInDatabaseOnly = (token: string) =>
    harness.db.execute(
      sql`update auth_tokens set revoked_at = now(), revoked_reason = 'revoked' where token_hash = ${hashToken(token)}`,
    );

  // A revocation that bypasses the API is seen only after the TTL.
  it('answers a token it has seen from memory', async () => {
    const token = await loginAs(instanceA, 'admin');
    expect((await currentUser(instanceB, token)).statusCode).toBe(200);
    await revokeInDatabaseOnly(token);
    // Still remembered on B: the cache is really in use, so the tests below prove the broadcast, not a lookup.
    expect((await currentUser(instanceB, token)).statusCode).toBe(200);
  });

  it('ends on B at once a session logged out on A, although B remembers it', async () => {
    const token = await loginAs(instanceA, 'member');
    expect((await currentUser(instanceB, token)).statusCode).toBe(200);
    expect((await currentUser(instanceB, token)).statusCode).toBe(200);

    expect(
      (await instanceA.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const onB = await currentUser(instanceB, token);
    expect(expectErrorEnvelope(onB, 401)).toBe(STATUS_MESSAGES[401]);
    expect(onB.json().data).toEqual({ reason: 'logged_out' });
    expect((await instanceB.inject({ url: '/api/member/notif-total', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('ends on B at once the other sessions of a password changed on A; the changing session lives on', async () => {
    const changing = await loginAs(instanceA, 'author');
    const other = await loginAs(instanceB, 'author');
    expect((await currentUser(instanceB, other)).statusCode).toBe(200);
    expect((await currentUser(instanceB, changing)).statusCode).toBe(200);

    const newPassword = 'Sandi#Baru2026x';
    const changed = await instanceA.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(changing),
      payload: { current_password: DEMO_PASSWORD, password: newPassword, password_confirmation: newPassword },
    });
    expect(changed.statusCode).toBe(200);
    const ended = await currentUser(instanceB, other);
    expect(expectErrorEnvelope(ended, 401)).toBe(STATUS_MESSAGES[401]);
    expect(ended.json().data).toEqual({ reason: 'password_changed' });
    expect((await currentUser(instanceB, changing)).statusCode).toBe(200);
    expect((await currentUser(instanceA, changing)).statusCode).toBe(200);
  });

  it('ends on A a session logged out on B as well', async () => {
    const token = await loginAs(instanceB, 'corporate');
    expect((await currentUser(instanceA, token)).statusCode).toBe(200);
    expect(
      (await instanceB.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(expectErrorEnvelope(await currentUser(instanceA, token), 401)).toBe(STATUS_MESSAGES[401]);
  });
});
