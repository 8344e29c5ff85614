// GET /api/admin/users.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { adminUsersQuerySchema, adminUsersResponseSchema } from './staff-schemas';
import { createAdminService } from './staff-service';

export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminService(app.db);

  app.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Daftar pengguna, terbaru lebih dulu, dengan pencarian',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.users(request.query.q, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
