// GET /api/member/events: the member's registrations, from the member's event orders. The staff's side is in
// staff-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { memberEventsQuerySchema, memberEventsResponseSchema } from './schemas';
import { createEventsService } from './service';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEventsService(app.db);

  app.get(
    '/api/member/events',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Pendaftaran event (Cyber Insight) member, dari pesanan berjenis event',
        querystring: memberEventsQuerySchema,
        response: { 200: memberEventsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.memberRegistrations(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
