// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
// The account's guess cap end to end (decision 0025): behind a load balancer (TRUST_PROXY), 200 simultaneous wrong
// passwords from 200 addresses, spread over two API instances and both password logins, get at most the cap of
// argon2 verifications; the owner still gets in through the emailed reset link. Every argon2 `verify` in this
// process is counted, so the number is what actually ran, not what the answers claim.
import type { FastifyInstance } from 'fastify';
import { committedTestKey, googleClaims, signIdToken } from '../../test/google-tokens';
import { buildTestApp, DEMO_PASSWORD, expectErrorEnvelope, secondInstance, type TestApp } from '../../test/helpers';
import { latestLinkToken } from '../../test/mailbox';
import { createAccount, type TestAccount } from '../../test/ownership';
import { ACCOUNT_CAPPED_MESSAGE, ACCOUNT_GUESS_CAP } from './login-throttle';
import { INVALID_CREDENTIALS_MESSAGE } from './service';

const mockArgon2 = { verifications: 0 };
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual('@node-rs/argon2');
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      mockArgon2.verifications++;
      return actual.verify(...args);
    },
  };
});

const ATTEMPTS = 200;
const NEW_PASSWORD = 'Benteng#Kokoh2026';
/** The owner's own address, behind the same load balancer. */
const OWNER_ADDRESS = '192.0.2.10';

describe('the guess cap of one account, under concurrency, across addresses and instances', () => {
  let harness: TestApp;
  let instanceB: FastifyInstance;
  let closeB: () => Promise<void>;
  let owner: TestAccount;

  const login = (instance: FastifyInstance, url: string, email: string, password: string, address: string) =>
    instance.inject({ method: 'POST', url, payload: { email, password }, headers: { 'x-forwarded-for': address } });
  const strangerAddress = (index: number) => `198.51.${100 + (index >> 8)}.${index & 255}`;

  /** Wrong passwords from `count` different addresses at once, over both instances and both password logins. */
  async function attack(count: number, firstAddress: number) {
    return Promise.all(
      Array.from({ length: count }, (_, index) => {
        const instance = index % 2 === 0 ? harness.app : instanceB;
        const url = index % 4 < 2 ? '/api/auth/login' : '/api/login';
        // Email and username name the same account, and so the same cap.
        const identifier = index % 3 === 0 ? 'incaran.paralel' : owner.email;
        return login(instance, url, identifier, `Tebakan#${index}x`, strangerAddress(firstAddress + index));
      }),
    );
  }

  beforeAll(async () => {
    harness = await buildTestApp({ trustProxy: true });
    ({ app: instanceB, close: closeB } = await secondInstance(harness));
    owner = await createAccount(harness.db, 'member', 'incaran.paralel');
  });
  afterAll(async () => {
    await closeB();
    await harness.close();
  });

  it(
    `verifies at most ${ACCOUNT_GUESS_CAP} of ${ATTEMPTS} parallel wrong passwords from ${ATTEMPTS} ` +
      `addresses; the rest get 429 unverified`,
    async () => {
      mockArgon2.verifications = 0;
      const answers = await attack(ATTEMPTS, 0);
      const verified = answers.filter((answer) => answer.statusCode === 422);
      const capped = answers.filter((answer) => answer.statusCode === 429);

      expect(mockArgon2.verifications).toBeLessThanOrEqual(ACCOUNT_GUESS_CAP);
      // No address is refused on its own here, so every slot of the cap is used: the count is exact.
      expect(mockArgon2.verifications).toBe(ACCOUNT_GUESS_CAP);
      expect(verified).toHaveLength(mockArgon2.verifications);
      expect(capped).toHaveLength(ATTEMPTS - verified.length);
      for (const answer of verified) expect(answer.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
      for (const answer of capped) {
        expect(expectErrorEnvelope(answer, 429)).toBe(ACCOUNT_CAPPED_MESSAGE);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      }
    },
  );

  it('refuses even the right password past the cap, unverified, on every path that checks a password', async () => {
    mockArgon2.verifications = 0;
    for (const url of ['/api/auth/login', '/api/login']) {
      expect(expectErrorEnvelope(await login(instanceB, url, owner.email, DEMO_PASSWORD, OWNER_ADDRESS), 429)).toBe(
        ACCOUNT_CAPPED_MESSAGE,
      );
    }
    expect(mockArgon2.verifications).toBe(0);
    expect(ACCOUNT_CAPPED_MESSAGE).toMatch(/Lupa password\?/);
  });

  it('still lets the owner in with Google, which checks no password', async () => {
    const credential = signIdToken(committedTestKey(), googleClaims({ sub: 'g-incaran-paralel', email: owner.email }));
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/google/validate',
      payload: { credential },
      headers: { 'x-forwarded-for': OWNER_ADDRESS },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets the owner in through the emailed reset link, which clears the cap', async () => {
    const forgot = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
      headers: { 'x-forwarded-for': OWNER_ADDRESS },
    });
    expect(forgot.statusCode).toBe(200);
    const token = await latestLinkToken(harness.app, owner.email, '/reset-password?token=');
    const reset = await instanceB.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      headers: { 'x-forwarded-for': OWNER_ADDRESS },
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(harness.app, '/api/auth/login', owner.email, NEW_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(
      200,
    );
    // The cap starts over for everyone: the owner's other device gets in too.
    expect((await login(instanceB, '/api/login', 'incaran.paralel', NEW_PASSWORD, '192.0.2.77')).statusCode).toBe(200);
  });

  it("keeps the owner's resetting address in when the stranger fills the cap again at once", async () => {
    mockArgon2.verifications = 0;
    const answers = await attack(ATTEMPTS, ATTEMPTS);
    expect(mockArgon2.verifications).toBeLessThanOrEqual(ACCOUNT_GUESS_CAP);
    expect(answers.filter((answer) => answer.statusCode === 429).length).toBeGreaterThanOrEqual(
      ATTEMPTS - ACCOUNT_GUESS_CAP,
    );
    expect(
      expectErrorEnvelope(await login(instanceB, '/api/login', owner.email, NEW_PASSWORD, '192.0.2.78'), 429),
    ).toBe(ACCOUNT_CAPPED_MESSAGE);
    expect((await login(instanceB, '/api/login', owner.email, NEW_PASSWORD, OWNER_ADDRESS)).statusCode).toBe(200);
  });
});
