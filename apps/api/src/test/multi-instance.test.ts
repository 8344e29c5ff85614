// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// Two API instances on one database, as N stateless instances run behind a load balancer (docs/architecture.md):
// whatever one instance learns — a session, its end, a failed login — the other must know at once. On PostgreSQL
// each instance has its own connection pool, as separate processes would. On PGlite (no TEST_DATABASE_URL) the
// two instances share the one in-process database, which still proves that nothing is kept per instance.
import { STATUS_MESSAGES } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { TOO_MANY_LOGINS_MESSAGE } from '../modules/auth/login-throttle';
import { INVALID_CREDENTIALS_MESSAGE } from '../modules/auth/service';
import {
  bearer,
  buildTestApp,
  DEMO_PASSWORD,
  expectErrorEnvelope,
  loginAs,
  secondInstance,
  type TestApp,
} from './helpers';

/** The per-account limit of login-throttle.ts, reached half on each instance. */
const FAILURES_PER_ACCOUNT = 10;
const WINDOW_SECONDS = 15 * 60;

describe('two API instances, one database', () => {
  let harness: TestApp;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let closeB: () => Promise<void>;

  beforeAll(async () => {
    harness = await buildTestApp();
    instanceA = harness.app;
    ({ app: instanceB, close: closeB } = await secondInstance(harness));
  });
  afterAll(async () => {
    await closeB();
    await harness.close();
  });

  const currentUser = (instance: FastifyInstance, token: string) =>
    instance.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  const login = (instance: FastifyInstance, email: string, password: string) =>
    instance.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('accepts on B a token issued by a login on A, with the same role checks', async () => {
    const token = await loginAs(instanceA, 'corporate');
    const onB = await currentUser(instanceB, token);
    expect(onB.statusCode).toBe(200);
    expect(onB.json().user).toMatchObject({ username: 'corporate.demo', scope: ['corporate'] });
    expect(
      (await instanceB.inject({ url: '/api/corporate/dashboard/1/group/1', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(expectErrorEnvelope(await instanceB.inject({ url: '/api/admin/users', headers: bearer(token) }), 403)).toBe(
      STATUS_MESSAGES[403],
    );
  });

  it('ends the session on B when it is logged out on A, and the other way round', async () => {
    const first = await loginAs(instanceA, 'member');
    expect((await currentUser(instanceB, first)).statusCode).toBe(200);
    expect(
      (await instanceA.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) })).statusCode,
    ).toBe(200);
    expect(expectErrorEnvelope(await currentUser(instanceB, first), 401)).toBe(STATUS_MESSAGES[401]);

    const second = await loginAs(instanceB, 'member');
    expect(
      (await instanceB.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(second) })).statusCode,
    ).toBe(200);
    expectErrorEnvelope(await currentUser(instanceA, second), 401);
  });

  it('counts failed logins across both instances and locks the account on both, with Retry-After', async () => {
    const email = 'nadia.kusuma@demo.akademisiber.id';
    for (let attempt = 0; attempt < FAILURES_PER_ACCOUNT; attempt++) {
      // Alternating, as a load balancer spreads one attacker's requests: each instance sees only half of them.
      const instance = attempt % 2 === 0 ? instanceA : instanceB;
      expect(expectErrorEnvelope(await login(instance, email, 'Salah#2026'), 422)).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    for (const instance of [instanceA, instanceB]) {
      // Even the right password is refused until the window ends.
      const locked = await login(instance, email, DEMO_PASSWORD);
      expect(expectErrorEnvelope(locked, 429)).toBe(TOO_MANY_LOGINS_MESSAGE);
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    }
    // Another account is not affected by this one's lock.
    expect((await login(instanceB, 'member.demo', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
