// Bearer-token authentication for routes: `onRequest: requireAuth` or `onRequest: requireRole('member')`.
// It runs before the body is parsed and validated, so an anonymous caller learns nothing about a route's input.
import type { RoleName } from '@akademi-siber/util-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAuthService, type AuthService, type SessionUser } from '../modules/auth/service';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    /** Set by `requireAuth`; null on public routes. */
    user: SessionUser | null;
  }
}

export function registerAuth(app: FastifyInstance) {
  app.decorate('auth', createAuthService(app.db, app.config));
  app.decorateRequest('user', null);
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

export async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const session = token ? await request.server.auth.authenticate(token) : null;
  if (!session) throw new ApiError(401);
  request.user = session;
}

/** Authenticates, then allows only the given roles (403 for any other signed-in role). */
export function requireRole(...roles: RoleName[]) {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireAuth(request, reply);
    if (!roles.includes(sessionOf(request).role)) throw new ApiError(403);
  };
}

/** The caller of a route guarded by `requireAuth`/`requireRole`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new ApiError(401);
  return request.user;
}
