// GET /api/member/kelas-saya and GET /api/member/training-index.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { memberClassesQuerySchema, memberClassesResponseSchema } from './schemas';
import { createMemberService } from './service';
import { trainingIndex, trainingIndexResponseSchema } from './training-index';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMemberService(app.db);

  app.get(
    '/api/member/kelas-saya',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Kelas yang diikuti member, aktivitas terbaru lebih dulu',
        querystring: memberClassesQuerySchema,
        response: { 200: memberClassesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.myClasses(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/member/training-index',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Batch live class yang diikuti member beserta jadwal sesinya, sesi terdekat lebih dulu',
        response: { 200: trainingIndexResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await trainingIndex(app.db, sessionOf(request).id)),
  );
};
