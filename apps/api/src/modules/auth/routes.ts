// POST /api/auth/login, GET /api/auth/user, POST /api/auth/logout.
import type { LoginResponse, UserResponse } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { loginRequestSchema, loginResponseSchema, logoutResponseSchema, userResponseSchema } from './schemas';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Login dengan email atau username dan password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request): Promise<LoginResponse> => {
      const { token, expiresAt } = await app.auth.login({
        identifier: request.body.email,
        password: request.body.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        success: true,
        message: 'Login berhasil',
        token,
        data: { token_type: 'Bearer', expires_at: expiresAt.toISOString() },
      };
    },
  );

  app.get(
    '/api/auth/user',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Pengguna yang sedang login', response: { 200: userResponseSchema, ...errorResponses(401) } },
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
      schema: { tags, summary: 'Logout dan cabut token ini', response: { 200: logoutResponseSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await app.auth.logout(sessionOf(request));
      return ok(null, 'Logout berhasil');
    },
  );
};
