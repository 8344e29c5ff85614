// The three login strategies of spec §7. Strategy 1: POST /api/auth/login (token in `token`), GET /api/auth/user,
// POST /api/auth/logout. Strategy 2: POST /api/login (token at `data.token`), GET /api/users, GET /api/logout.
// Strategy 3: POST /api/auth/google/validate (token at `data.token`; members only) and its public config.
// Strategies 1 and 2 are both "the normal login", open to every role; they share the throttle with Google.
import type { LoginResponse, TokenInData, UserResponse } from '@akademi-siber/util-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createGoogleLogin } from './google-login';
import {
  googleConfigResponseSchema,
  googleValidateRequestSchema,
  legacyUserResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  tokenInDataResponseSchema,
  userResponseSchema,
} from './schemas';
import type { IssuedSession } from './service';

const tags = ['auth'];
const LOGIN_MESSAGE = 'Login berhasil';
const LOGOUT_MESSAGE = 'Logout berhasil';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const google = createGoogleLogin(app.db, app.config.google, app.auth, app.log);

  /** Strategies 2 and 3 answer with the user and the token in `data`. */
  const tokenInData = async (issued: IssuedSession): Promise<TokenInData> => ({
    ...(await app.auth.currentUser(issued.session)),
    token: issued.token,
    token_type: 'Bearer',
    expires_at: issued.expiresAt.toISOString(),
  });

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Login dengan email atau username dan password (strategi 1: token di field token)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request): Promise<LoginResponse> => {
      const { token, expiresAt } = await app.auth.login({
        identifier: request.body.email,
        password: request.body.password,
        ...client(request),
      });
      return {
        success: true,
        message: LOGIN_MESSAGE,
        token,
        data: { token_type: 'Bearer', expires_at: expiresAt.toISOString() },
      };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Pengguna yang sedang login (strategi 1: di field user)',
        response: { 200: userResponseSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<UserResponse> => {
      const user = await app.auth.currentUser(sessionOf(request));
      return { success: true, message: 'Berhasil', user, data: user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Logout dan cabut token ini',
        response: { 200: logoutResponseSchema, ...errorResponses(401, 419) },
      },
    },
    async (request) => {
      await app.auth.logout(sessionOf(request));
      return ok(null, LOGOUT_MESSAGE);
    },
  );

  app.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Login dengan email atau username dan password (strategi 2: token di data.token)',
        body: loginRequestSchema,
        response: { 200: tokenInDataResponseSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request) => {
      const issued = await app.auth.login({
        identifier: request.body.email,
        password: request.body.password,
        ...client(request),
      });
      return ok(await tokenInData(issued), LOGIN_MESSAGE);
    },
  );

  app.get(
    '/api/users',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Pengguna yang sedang login (strategi 2 dan 3: di data)',
        response: { 200: legacyUserResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ok(await app.auth.currentUser(sessionOf(request))),
  );

  app.get(
    '/api/logout',
    {
      // A GET that ends the session (spec §7): no HEAD twin, and cookie-only callers need the CSRF header.
      config: { access: 'authenticated', changesState: true },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'Logout dan cabut token ini (strategi 2 dan 3)',
        response: { 200: logoutResponseSchema, ...errorResponses(401, 419) },
      },
    },
    async (request) => {
      await app.auth.logout(sessionOf(request));
      return ok(null, LOGOUT_MESSAGE);
    },
  );

  app.get(
    '/api/auth/google/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Apakah Login dengan Google tersedia, dan client ID tombolnya',
        response: { 200: googleConfigResponseSchema },
      },
    },
    async () => ok({ enabled: google.enabled(), client_id: app.config.google.clientId ?? null }),
  );

  app.post(
    '/api/auth/google/validate',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Login dengan Google (strategi 3, khusus member): ID token Google masuk, token di data.token keluar',
        description:
          'Tanda tangan RS256 diperiksa terhadap kunci Google (JWKS), juga aud, iss, exp dan ' +
          'email_verified. Akun Google yang belum tertaut dihubungkan ke member dengan email yang sama, ' +
          'atau dibuatkan member baru.',
        body: googleValidateRequestSchema,
        response: { 200: tokenInDataResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) =>
      ok(
        await tokenInData(await google.login({ credential: request.body.credential, ...client(request) })),
        LOGIN_MESSAGE,
      ),
  );
};
