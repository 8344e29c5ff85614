// Hostile input for every route in the app's route table (fast-check, bounded runs): malformed path parameters,
// queries and bodies, sent with a token of a role the route allows (so validation is reached) and without one.
// Whatever arrives, the answer is never a 5xx, always the §8 envelope in Indonesian without internals, never a
// 2xx when the route's own schemas must reject the input, and a rejected request leaves the database unchanged.
import fc from 'fast-check';
import { ROLE_NAMES, STATUS_MESSAGES, type RoleName } from '@akademi-siber/util-contracts';
import { badRequest, mustBeRejected, oneFieldAtATime, type BadRequest } from './bad-input-arbitraries';
import { changeTracker, fingerprintQuery, listTables } from './db-fingerprint';
import { envelopeProblems } from './envelope-checks';
import { buildTestApp, demoAccount, type TestApp } from './helpers';
import { issueTokens, userIdByEmail } from './ownership';
import { allows, apiRoutes, isPublic, routeKey, urlFor, type RouteEntry } from './route-table';

/** Random runs per route and caller, on top of the systematic ones. */
const RUNS_WITH_TOKEN = 30;
const RUNS_WITHOUT_TOKEN = { public: 30, protected: 10 };
/**
 * Per test. Each route costs a second or more (~110 s for ~60 routes with a token on PostgreSQL on a quiet 2-core
 * machine), and the budget grows with the route table: a timed-out test keeps sending requests into the next one.
 */
const FUZZ_TIMEOUT_MS = 300_000;
/** FC_SEED=<seed> replays a failure that fast-check reported. */
const seed = process.env['FC_SEED'] ? Number(process.env['FC_SEED']) : undefined;

/** Statuses the router gives before any hook runs: an over-long path parameter, an undecodable URL. */
const ROUTER_STATUSES = [400, 414];

describe('bad input on every route', () => {
  let harness: TestApp;
  let routes: RouteEntry[];
  let tracker: ReturnType<typeof changeTracker>;
  const userIds = {} as Record<RoleName, number>;
  /** Sessions issued in bulk, one per request: a request that gets through (logout) may end the one it came with. */
  const unusedTokens = new Map<RoleName, string[]>();
  let requestsSent = 0;

  beforeAll(async () => {
    harness = await buildTestApp();
    // HEAD twins share their GET's schemas and answer without a body; the matrix covers their access.
    routes = apiRoutes(harness.app).filter((route) => route.method !== 'HEAD');
    tracker = changeTracker(harness.db, fingerprintQuery(await listTables(harness.db)));
    for (const role of ROLE_NAMES) userIds[role] = await userIdByEmail(harness.db, demoAccount(role).email);
  });
  afterAll(() => harness.close());

  async function freshToken(role: RoleName): Promise<string> {
    const tokens = unusedTokens.get(role) ?? [];
    if (tokens.length === 0) {
      tokens.push(...(await issueTokens(harness.db, userIds[role], 100)));
      unusedTokens.set(role, tokens);
      tracker.reset();
    }
    return tokens.pop() ?? '';
  }

  const send = (route: RouteEntry, request: BadRequest, token: string | undefined) =>
    harness.app.inject({
      method: route.method,
      url: urlFor(route, request.params, request.query),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
      },
      ...(request.body ? { payload: request.body.text } : {}),
    });

  /** One generated request: sent, answered, and checked against everything the route declares. */
  async function checkOne(route: RouteEntry, request: BadRequest, role: RoleName | undefined) {
    const token = role ? await freshToken(role) : undefined;
    const { result: response, changed } = await tracker.tablesChangedBy(() => send(route, request, token));
    requestsSent += 1;
    const rejected = mustBeRejected(route, request);
    const status = response.statusCode;
    const context = `${routeKey(route)} ${role ?? 'without a token'} → ${status} ${response.body.slice(0, 160)}`;

    expect({ context, problems: envelopeProblems(response, route.method) }).toEqual({ context, problems: [] });
    expect({ context, serverError: status >= 500 }).toEqual({ context, serverError: false });
    if (!role && !isPublic(route)) {
      // Anonymous callers learn nothing about the input: the token is checked before anything is parsed.
      expect({ context, status: [401, ...ROUTER_STATUSES].includes(status) }).toEqual({ context, status: true });
      if (status === 401) expect(response.json<{ message: string }>().message).toBe(STATUS_MESSAGES[401]);
    } else if (rejected) {
      // Validation was reached and refused: a 4xx that is not about the token.
      expect({ context, refused: status >= 400 && status < 500 && status !== 401 && status !== 403 }).toEqual({ context, refused: true });
    }
    if (rejected || status >= 400 || (route.method === 'GET' && !route.changesState)) {
      // Invalid input changes nothing. Well-formed input that the handler refuses (a wrong password) may only count
      // towards a rate limit; a read never writes.
      const mayChange = !rejected && status >= 400 ? ['rate_limit_buckets'] : [];
      expect({ context, changed: changed.filter((table) => !mayChange.includes(table)) }).toEqual({ context, changed: [] });
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
  }

  async function fuzz(route: RouteEntry, role: RoleName | undefined, numRuns: number, systematic: BadRequest[] = []) {
    await fc.assert(
      fc.asyncProperty(badRequest(route), (request) => checkOne(route, request, role)),
      // fast-check counts examples within numRuns: add them so the random runs are not crowded out.
      { numRuns: numRuns + systematic.length, seed, examples: systematic.map((request): [BadRequest] => [request]) },
    );
  }

  it('never answers 5xx, a leak or a non-Indonesian message, and refuses what the schemas refuse (with a token)', async () => {
    for (const route of routes) {
      // A role the route allows, so that the request gets past the token check to validation.
      const role = ROLE_NAMES.find((candidate) => allows(route, candidate)) ?? 'member';
      await fuzz(route, role, RUNS_WITH_TOKEN, oneFieldAtATime(route));
    }
    // Every route got its random runs and the systematic ones on top.
    expect(requestsSent).toBeGreaterThan(routes.length * RUNS_WITH_TOKEN);
  }, FUZZ_TIMEOUT_MS);

  it('answers anonymous callers of protected routes 401 whatever they send, and public routes safely', async () => {
    for (const route of routes) {
      await fuzz(route, undefined, isPublic(route) ? RUNS_WITHOUT_TOKEN.public : RUNS_WITHOUT_TOKEN.protected);
    }
  }, FUZZ_TIMEOUT_MS);

  it('reads the routes with a body, a query or path parameters from the route table', () => {
    expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/admin/users']));
    expect(routes.filter((route) => route.body || route.querystring || route.params).length).toBeGreaterThanOrEqual(6);
  });
});
