// Hostile input for every route in the app's route table (fast-check, bounded runs): malformed path parameters,
// queries and bodies, sent with a token of a role the route allows (so validation is reached) and without one.
// Whatever arrives, the answer is never a 5xx, always the §8 envelope in Indonesian without internals, never a
// 2xx when the route's own schemas must reject the input, and a rejected request leaves the database unchanged.
//
// The two callers (with a token, anonymous) are two test files, bad-input-with-token.test.ts and
// bad-input-anonymous.test.ts, each with its own database, so jest's two workers run them side by side.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ROLE_NAMES, STATUS_MESSAGES, type RoleName } from '@akademi-siber/util-contracts';
import { badRequest, mustBeRejected, oneFieldAtATime, type BadRequest } from './bad-input-arbitraries';
import { listTables, writeTracker } from './db-fingerprint';
import { envelopeProblems } from './envelope-checks';
import { buildTestApp, demoAccount, type TestApp } from './helpers';
import { issueTokens, userIdByEmail } from './ownership';
import { allows, apiRoutes, isLinkTokenRoute, isPublic, routeKey, urlFor, type RouteEntry } from './route-table';

/**
 * Random runs, per caller, shared by all routes (on top of the systematic ones): each route gets an equal share,
 * never fewer than MIN_RUNS_PER_ROUTE nor more than MAX_RUNS_PER_ROUTE, so the total stays bounded while the route
 * table grows (~130 routes after issue 5) and every route is still fuzzed.
 */
const RANDOM_RUNS = { withToken: 1200, public: 450, protected: 300 };
const MIN_RUNS_PER_ROUTE = 4;
const MAX_RUNS_PER_ROUTE = 30;
/**
 * The routes are fuzzed in this many tests (route i in group i % GROUPS), each with its own timeout, so no single
 * test has to hold the whole route table: a group is about 1/GROUPS of the requests.
 */
const GROUPS = 8;
/** Per group; a timed-out test keeps sending requests into the next one. */
const FUZZ_TIMEOUT_MS = 240_000;
/** FC_SEED=<seed> replays a failure that fast-check reported. */
const seed = process.env['FC_SEED'] ? Number(process.env['FC_SEED']) : undefined;

/** Statuses the router gives before any hook runs: an over-long path parameter, an undecodable URL. */
const ROUTER_STATUSES = [400, 414];

export function describeBadInput(caller: 'with a token' | 'without a token'): void {
  describe(`bad input on every route, ${caller}`, () => {
    let harness: TestApp;
    let routes: RouteEntry[];
    let tracker: Awaited<ReturnType<typeof writeTracker>>;
    const userIds = {} as Record<RoleName, number>;
    /** Sessions issued in bulk, one per request: a request that gets through (logout) may end the one it came with. */
    const unusedTokens = new Map<RoleName, string[]>();
    let requestsSent = 0;

    beforeAll(async () => {
      harness = await buildTestApp();
      // HEAD twins share their GET's schemas and answer without a body; the matrix covers their access.
      routes = apiRoutes(harness.app).filter((route) => route.method !== 'HEAD');
      tracker = await writeTracker(harness.db, await listTables(harness.db));
      for (const role of ROLE_NAMES) userIds[role] = await userIdByEmail(harness.db, demoAccount(role).email);
    });
    afterAll(() => harness.close());

    async function freshToken(role: RoleName): Promise<string> {
      const tokens = unusedTokens.get(role) ?? [];
      if (tokens.length === 0) {
        tokens.push(...(await issueTokens(harness.db, userIds[role], 100)));
        unusedTokens.set(role, tokens);
        await tracker.reset();
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
      // A route that ends sessions (an employee's password reset by a manager) may have revoked the stocked tokens.
      if (changed.includes('auth_tokens')) unusedTokens.clear();
      requestsSent += 1;
      const rejected = mustBeRejected(route, request);
      const status = response.statusCode;
      const context = `${routeKey(route)} ${role ?? 'without a token'} → ${status} ${response.body.slice(0, 160)}`;

      expect({ context, problems: envelopeProblems(response, route.method, route.produces) }).toEqual({
        context,
        problems: [],
      });
      expect({ context, serverError: status >= 500 }).toEqual({ context, serverError: false });
      if (!role && !isPublic(route)) {
        // Anonymous callers learn nothing about the input: the token is checked before anything is parsed.
        expect({ context, status: [401, ...ROUTER_STATUSES].includes(status) }).toEqual({ context, status: true });
        if (status === 401) expect(response.json<{ message: string }>().message).toBe(STATUS_MESSAGES[401]);
      } else if (rejected) {
        // Validation was reached and refused: a 4xx that is not about the token. A link-token route's credential is
        // its `token` query parameter, so there a 401 (no valid link token) is the refusal too.
        const aboutTheToken = status === 403 || (status === 401 && !isLinkTokenRoute(route));
        expect({ context, refused: status >= 400 && status < 500 && !aboutTheToken }).toEqual({
          context,
          refused: true,
        });
      }
      if (rejected || status >= 400 || (route.method === 'GET' && !route.changesState)) {
        // Invalid input changes nothing. Well-formed input that the handler refuses (a wrong password) may only count
        // towards a rate limit; a read never writes.
        const mayChange = !rejected && status >= 400 ? ['rate_limit_buckets'] : [];
        expect({ context, changed: changed.filter((table) => !mayChange.includes(table)) }).toEqual({
          context,
          changed: [],
        });
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

    /** This route's share of a random-run budget. */
    const runsPerRoute = (budget: number, count: number) =>
      Math.min(MAX_RUNS_PER_ROUTE, Math.max(MIN_RUNS_PER_ROUTE, Math.floor(budget / Math.max(count, 1))));
    const inGroup = (group: number) => routes.filter((_, index) => index % GROUPS === group);
    const fuzzed = new Set<string>();

    for (let group = 0; group < GROUPS; group++) {
      if (caller === 'with a token') {
        it(
          `never answers 5xx, a leak or a non-Indonesian message, and refuses what the schemas refuse ` +
            `(routes group ${group + 1}/${GROUPS})`,
          async () => {
            const sentBefore = requestsSent;
            const runs = runsPerRoute(RANDOM_RUNS.withToken, routes.length);
            for (const route of inGroup(group)) {
              // A role the route allows, so that the request gets past the token check to validation.
              const role = ROLE_NAMES.find((candidate) => allows(route, candidate)) ?? 'member';
              await fuzz(route, role, runs, oneFieldAtATime(route));
              fuzzed.add(routeKey(route));
            }
            // Every route of the group got its random runs and the systematic ones on top.
            expect(requestsSent - sentBefore).toBeGreaterThanOrEqual(inGroup(group).length * runs);
          },
          FUZZ_TIMEOUT_MS,
        );
      } else {
        it(
          `answers anonymous callers of protected routes 401 whatever they send, and public routes safely ` +
            `(routes group ${group + 1}/${GROUPS})`,
          async () => {
            const publicCount = routes.filter(isPublic).length;
            for (const route of inGroup(group)) {
              const runs = isPublic(route)
                ? runsPerRoute(RANDOM_RUNS.public, publicCount)
                : runsPerRoute(RANDOM_RUNS.protected, routes.length - publicCount);
              await fuzz(route, undefined, runs);
              fuzzed.add(routeKey(route));
            }
          },
          FUZZ_TIMEOUT_MS,
        );
      }
    }

    it('fuzzed every route of the route table', () => {
      expect([...fuzzed].sort()).toEqual(routes.map(routeKey).sort());
    });

    it('reads the routes with a body, a query or path parameters from the route table', () => {
      expect(routes.map(routeKey)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/admin/users']));
      expect(routes.filter((route) => route.body || route.querystring || route.params).length).toBeGreaterThanOrEqual(
        6,
      );
    });

    it('notices a write: the tracker that proves "unchanged" sees a real change', async () => {
      const { changed } = await tracker.tablesChangedBy(() => issueTokens(harness.db, userIds.member, 1));
      expect(changed).toEqual(['auth_tokens']);
      // Touching only the bookkeeping column is not a change; an UPDATE that changes nothing is not one either.
      const { changed: none } = await tracker.tablesChangedBy(async () => {
        await harness.db.execute(sql`update auth_tokens set last_used_at = now() where user_id = ${userIds.member}`);
        await harness.db.execute(sql`update users set username = username where id = ${userIds.member}`);
      });
      expect(none).toEqual([]);
    });
  });
}
