// Who may call what, for every route in the app's route table: without a token, with every kind of dead or
// forged token, with each demo role, and — for routes that take an object id — with a second account of the same
// role that owns other objects. Each case reports every violating route, not just the first.
import { ROLE_NAMES, STATUS_MESSAGES, type RoleName } from '@akademi-siber/util-contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { authTokens, users } from '../db/schema';
import { hashToken } from '../modules/auth/service';
import { fingerprintDatabase } from './db-fingerprint';
import { envelopeProblems } from './envelope-checks';
import { bearer, buildTestApp, demoAccount, loginAs, loginWithPassword, type TestApp } from './helpers';
import { createAccount, createSecondAccount, issueToken, issueTokens, OWNED_IDS } from './ownership';
import {
  allows,
  apiRoutes,
  idParamNames,
  isLinkTokenRoute,
  isPublic,
  routeKey,
  SAMPLE_ABSENT_ON_PURPOSE,
  sampleParams,
  urlFor,
  type RouteEntry,
} from './route-table';

type Headers = Record<string, string>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** The demo account of a role and the second one ownership.ts creates. */
const ACCOUNTS = ['demo', 'second'] as const;
type Account = (typeof ACCOUNTS)[number];
const is2xx = (status: number) => status >= 200 && status < 300;
/** 2xx, or 404 for a read whose sampled object the fixtures cannot hold (SAMPLE_ABSENT_ON_PURPOSE). */
const readAnswer = (route: RouteEntry) => (status: number) =>
  is2xx(status) || (status === 404 && routeKey(route) in SAMPLE_ABSENT_ON_PURPOSE);

// Each of the sweeps below makes thousands of requests (every route × every credential or role); on a loaded 2-core
// machine one takes about a minute, so they get three instead of the suite's default one.
const SWEEP_TIMEOUT = 180_000;

describe('authorization matrix (every route × every caller)', () => {
  let harness: TestApp;
  let routes: RouteEntry[];
  const tokens = {} as Record<RoleName, string>;
  /** Credentials that must never authenticate, by what is wrong with them. */
  const deadCredentials: Record<string, Headers> = {};

  const call = (route: RouteEntry, headers: Headers = {}, params = sampleParams(route)) =>
    harness.app.inject({ method: route.method, url: urlFor(route, params), headers });

  /** The violations of one answer: unexpected status, or an answer that is not the §8 envelope. */
  function check(
    violations: string[],
    label: string,
    response: LightMyRequestResponse,
    route: RouteEntry,
    expected: (status: number) => boolean,
  ) {
    if (!expected(response.statusCode))
      violations.push(`${label}: unexpected ${response.statusCode} ${response.body.slice(0, 120)}`);
    for (const problem of envelopeProblems(response, route.method, route.produces))
      violations.push(`${label}: ${problem}`);
  }

  beforeAll(async () => {
    harness = await buildTestApp();
    routes = apiRoutes(harness.app);
    for (const role of ROLE_NAMES) tokens[role] = await loginAs(harness.app, role);

    const revoked = await loginAs(harness.app, 'member');
    await harness.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revoked) });
    const memberId = (await harness.db.select({ id: users.id }).from(users).where(eq(users.username, 'member.demo')))[0]
      .id;
    const expired = await issueToken(harness.db, memberId, new Date(Date.now() - 1000));
    const idle = await issueToken(harness.db, memberId);
    await harness.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - (harness.config.tokenIdleMinutes + 1) * 60_000) })
      .where(eq(authTokens.tokenHash, hashToken(idle)));
    const deleted = await createAccount(harness.db, 'admin', 'admin.terhapus');
    const deletedToken = await issueToken(harness.db, deleted.id);
    await harness.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

    Object.assign(deadCredentials, {
      'a revoked token': bearer(revoked),
      'an expired token': bearer(expired),
      'an idle-expired token': bearer(idle),
      "a deleted account's token": bearer(deletedToken),
      'an unknown token': bearer('A'.repeat(43)),
      'a malformed token': bearer('bukan-token'),
      'a token under another scheme': { authorization: `Basic ${tokens.admin}` },
      'a token hash instead of the token': bearer(hashToken(tokens.admin)),
    });
  });
  afterAll(() => harness.close());

  it('covers the whole route table, HEAD twins included', () => {
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(routes.filter((route) => route.method === 'HEAD').length).toBeGreaterThan(0);
  });

  // A public route never answers with it.
  it(
    'answers every non-public route with the 401 envelope without a token or with a dead one',
    async () => {
      const before = await fingerprintDatabase(harness.db);
      const violations: string[] = [];
      for (const route of routes) {
        for (const [credential, headers] of [['no token', {}] as const, ...Object.entries(deadCredentials)]) {
          const response = await call(route, headers);
          const label = `${routeKey(route)} with ${credential}`;
          if (isPublic(route)) {
            check(violations, label, response, route, (status) => status !== 401 && status < 500);
            continue;
          }
          check(violations, label, response, route, (status) => status === 401);
          if (route.method !== 'HEAD' && response.json<{ message?: string }>().message !== STATUS_MESSAGES[401]) {
            violations.push(`${label}: message ${response.body}`);
          }
        }
      }
      expect(violations).toEqual([]);
      expect(await fingerprintDatabase(harness.db)).toEqual(before);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'answers a role the route does not declare with 403, never 2xx',
    async () => {
      const violations: string[] = [];
      for (const route of routes) {
        for (const role of ROLE_NAMES.filter((candidate) => !allows(route, candidate))) {
          const response = await call(route, bearer(tokens[role]));
          check(violations, `${routeKey(route)} as ${role}`, response, route, (status) => status === 403);
          if (
            route.method !== 'HEAD' &&
            response.statusCode === 403 &&
            response.json<{ message?: string }>().message !== STATUS_MESSAGES[403]
          ) {
            violations.push(`${routeKey(route)} as ${role}: message ${response.body}`);
          }
        }
      }
      expect(violations).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'lets every declared role in: reads answer 2xx, other methods never 401/403',
    async () => {
      const violations: string[] = [];
      const checked = routes.filter((candidate) => !isLinkTokenRoute(candidate));
      const isRead = (route: (typeof routes)[number]) => SAFE_METHODS.has(route.method) && !route.changesState;
      // A write may end the session (logout, also GET /api/logout): each one gets a session of its own, written
      // straight to the database in one insert per role (a login through the API costs an argon2id verification).
      const sessions = new Map<RoleName, string[]>();
      for (const role of ROLE_NAMES) {
        const writes = checked.filter((route) => !isRead(route) && allows(route, role)).length;
        const [account] = await harness.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, demoAccount(role).email));
        sessions.set(role, writes === 0 ? [] : await issueTokens(harness.db, account.id, writes));
      }
      for (const route of checked) {
        for (const role of ROLE_NAMES.filter((candidate) => allows(route, candidate))) {
          const token = isRead(route) ? tokens[role] : (sessions.get(role)?.pop() ?? '');
          const response = await call(route, bearer(token));
          const expected = SAFE_METHODS.has(route.method)
            ? readAnswer(route)
            : (status: number) => ![401, 403].includes(status) && status < 500;
          check(violations, `${routeKey(route)} as ${role}`, response, route, expected);
        }
      }
      expect(violations).toEqual([]);
      // The shared tokens survived: nothing above revoked a session it was not meant to.
      for (const role of ROLE_NAMES)
        expect((await harness.app.inject({ url: '/api/auth/user', headers: bearer(tokens[role]) })).statusCode).toBe(
          200,
        );
    },
    SWEEP_TIMEOUT,
  );

  describe('objects owned by another account of the same role', () => {
    const idRoutes = () => routes.filter((route) => idParamNames(route).length > 0 && !isLinkTokenRoute(route));
    /** The id routes whose owners are known; the test above names the others. */
    const ownedRoutes = () => idRoutes().filter((route) => idParamNames(route).every((name) => OWNED_IDS[name]));

    it('knows the owner of every id parameter in the route table', () => {
      const unknown = idRoutes().flatMap((route) =>
        idParamNames(route)
          .filter((name) => !OWNED_IDS[name])
          .map((name) => `${routeKey(route)} :${name}`),
      );
      // Add each of these to OWNED_IDS (and what the second account owns to SECOND_ACCOUNT_GRANTS) in ownership.ts.
      expect(unknown).toEqual([]);
      expect(idRoutes().length).toBeGreaterThan(0);
    });

    it(
      "opens an object only for its owner and never shows one account's data to the other",
      async () => {
        const violations: string[] = [];
        const seconds = new Map<RoleName, string>();
        for (const role of new Set(ownedRoutes().map((route) => OWNED_IDS[idParamNames(route)[0]].role))) {
          seconds.set(role, await loginWithPassword(harness.app, (await createSecondAccount(harness.db, role)).email));
        }
        const before = await fingerprintDatabase(harness.db);
        for (const route of ownedRoutes()) {
          const names = idParamNames(route);
          const role = OWNED_IDS[names[0]].role;
          const callers = { demo: tokens[role], second: seconds.get(role) ?? '' };

          for (const combination of ownershipCombinations(names)) {
            const params = { ...sampleParams(route), ...combination };
            const owner = ACCOUNTS.find((account) =>
              names.every((name) => OWNED_IDS[name][account].includes(combination[name])),
            );
            const answers: Partial<Record<Account, LightMyRequestResponse>> = {};
            for (const account of ACCOUNTS) {
              // Only reads are made as the owner: a write would change the very object under test.
              if (account !== owner || (SAFE_METHODS.has(route.method) && !route.changesState))
                answers[account] = await call(route, bearer(callers[account]), params);
            }
            for (const account of ACCOUNTS) {
              const answer = answers[account];
              if (!answer) continue;
              const label = `${routeKey(route)} ${JSON.stringify(combination)} as the ${account} ${role}`;
              check(
                violations,
                label,
                answer,
                route,
                account === owner ? readAnswer(route) : (status) => status === 403 || status === 404,
              );
              const ownerAnswer = owner && owner !== account ? answers[owner] : undefined;
              for (const text of ownerAnswer ? ownersTexts(ownerAnswer) : []) {
                if (answer.body.includes(text)) violations.push(`${label}: shows the ${owner} account's "${text}"`);
              }
            }
          }
        }
        expect(violations).toEqual([]);
        // Nothing a non-owner sent changed anything (and the owners only read).
        expect(await fingerprintDatabase(harness.db)).toEqual(before);
      },
      SWEEP_TIMEOUT,
    );
  });
});

/** Every combination of owned values across a route's id parameters (the demo's, the second's, and mixed). */
function ownershipCombinations(names: readonly string[]): Record<string, string>[] {
  return names.reduce<Record<string, string>[]>(
    (combinations, name) => {
      const values = [...new Set([...OWNED_IDS[name].demo, ...OWNED_IDS[name].second])];
      return combinations.flatMap((combination) => values.map((value) => ({ ...combination, [name]: value })));
    },
    [{}],
  );
}

/** The distinctive strings of an owner's answer (names, usernames, titles): none may appear in anyone else's. */
function ownersTexts(response: LightMyRequestResponse): string[] {
  if (!is2xx(response.statusCode) || response.body === '') return [];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 4) texts.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(response.json<{ data?: unknown }>().data);
  return texts;
}
