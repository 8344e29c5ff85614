// Bearer-token authentication and access control. Every /api and /web route declares who may call it with
// `config: { access }`; the check is derived from that declaration when the route is added, so the declaration
// (which the route table, the OpenAPI document and the authorization tests read) and the enforcement cannot drift.
// The check runs on `onRequest`, before the body is parsed and validated, so an anonymous caller learns nothing
// about a route's input.
import fastifyCookie from '@fastify/cookie';
import { ROLE_NAMES, statusMessage, type RoleName } from '@akademi-siber/util-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { createAuthService, type AuthService, type SessionUser } from '../modules/auth/service';
import { assertCsrfToken } from './csrf';
import { ApiError } from './errors';

/**
 * Who may call a route: anyone (`public`), any signed-in user (`authenticated`), or the listed roles only
 * (other signed-in roles get 403).
 */
export type RouteAccess = 'public' | 'authenticated' | readonly [RoleName, ...RoleName[]];

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** The caller on `authenticated` and role routes; null on public routes. */
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** Required on every route under /api and /web: the app refuses to start with a route that lacks it. */
    access?: RouteAccess;
    /** A GET that changes state (GET /api/logout, spec §7): cookie-authenticated calls need the CSRF header too. */
    changesState?: boolean;
  }
}

/** The API's paths (docs/architecture.md); everything else is the one-origin static site, public by nature. */
const API_PATH_PREFIXES = ['/api/', '/web/'];

export function isApiPath(url: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function registerAuth(app: FastifyInstance) {
  // Cookies carry the CSRF token and, for clients that send no Authorization header, the session token.
  app.register(fastifyCookie);
  const auth = createAuthService(app.db, app.config, app.log);
  app.decorate('auth', auth);
  // Listening starts before the server accepts requests and ends with it; until then tokens are looked up.
  app.addHook('onReady', () => auth.start());
  app.addHook('onClose', () => auth.close());
  app.decorateRequest('user', null);
  // onRoute hooks run for the routes of every plugin registered after this point, HEAD twins included.
  app.addHook('onRoute', enforceDeclaredAccess);
}

function enforceDeclaredAccess(route: RouteOptions) {
  const access = route.config?.access;
  const name = `${String(route.method)} ${route.url}`;
  if (access === undefined) {
    if (isApiPath(route.url ?? '')) {
      throw new Error(`${name} declares no access; add config: { access: 'public' | 'authenticated' | [roles] }`);
    }
    return;
  }
  assertKnownAccess(access, name);
  if (access === 'public') return;

  const check = access === 'authenticated' ? requireAuth : requireRole(access);
  route.onRequest = [check, ...toArray(route.onRequest)];
  // The OpenAPI document says the same as the declaration: a bearer token is needed, and for which roles.
  const who = access === 'authenticated' ? 'semua pengguna yang login' : `peran ${access.join(', ')}`;
  const description = route.schema?.description;
  route.schema = {
    ...route.schema,
    security: [{ bearerAuth: [] }],
    description: description ? `${description}\n\nAkses: ${who}.` : `Akses: ${who}.`,
  };
}

function assertKnownAccess(access: RouteAccess, name: string) {
  if (access === 'public' || access === 'authenticated') return;
  if (!Array.isArray(access) || access.length === 0 || access.some((role) => !ROLE_NAMES.includes(role))) {
    throw new Error(`${name} declares an unknown access ${JSON.stringify(access)}`);
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

/**
 * The cookies the client writes for each login strategy (spec §9: `auth.` + `_token.` + strategy, `Bearer <token>`).
 */
export const TOKEN_COOKIES = ['auth._token.local', 'auth._token.laravelSanctum', 'auth._token.google'] as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The bearer token of a request: from the Authorization header, else (only when there is none) from a cookie. */
export function requestToken(request: FastifyRequest): { token: string | null; fromCookie: boolean } {
  if (request.headers.authorization !== undefined)
    return { token: bearerToken(request.headers.authorization), fromCookie: false };
  for (const name of TOKEN_COOKIES) {
    const token = bearerToken(request.cookies[name]);
    if (token) return { token, fromCookie: true };
  }
  return { token: null, fromCookie: false };
}

const requireAuth: onRequestAsyncHookHandler = async function requireAuth(
  request: FastifyRequest,
  _reply: FastifyReply,
) {
  const { token, fromCookie } = requestToken(request);
  if (!token) throw new ApiError(401);
  if (fromCookie && (!SAFE_METHODS.has(request.method) || request.routeOptions.config.changesState === true)) {
    assertCsrfToken(request);
  }
  const result = await request.server.auth.authenticate(token);
  if (!result.session)
    throw new ApiError(401, statusMessage(401), {}, result.reason ? { reason: result.reason } : null);
  request.user = result.session;
};

/** Authenticates, then allows only the given roles (403 for any other signed-in role). */
function requireRole(roles: readonly RoleName[]): onRequestAsyncHookHandler {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply) {
    await requireAuth.call(this, request, reply);
    if (!roles.includes(sessionOf(request).role)) throw new ApiError(403);
  };
}

/** The caller of an `authenticated` or role route. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401);
  return request.user;
}
