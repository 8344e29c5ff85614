// The staff's events (/api/lcadm/events, admin): list, create, change, and who registered. Events belong to the
// platform: every admin may read and change every event.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  adminEventResponseSchema,
  adminEventsQuerySchema,
  adminEventsResponseSchema,
  eventIdParamsSchema,
  eventInputSchema,
  registrantsQuerySchema,
  registrantsResponseSchema,
} from './schemas';
import { createEventsService } from './service';

export const staffEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEventsService(app.db);

  app.get(
    '/api/lcadm/events',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Semua event (terbit dan draf), terbaru dulu; search pada judul',
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.list(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/events',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Membuat event',
        body: eventInputSchema,
        response: { 201: adminEventResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.create(request.body), 'Event dibuat')),
  );

  app.put(
    '/api/lcadm/events/:eventId',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mengubah event (kuota tidak boleh di bawah jumlah pendaftar)',
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: adminEventResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await service.update(request.params.eventId, request.body), 'Event disimpan'),
  );

  app.get(
    '/api/lcadm/events/:eventId/registrants',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Pendaftar satu event (pesanan lunas dan yang masih menunggu pembayaran)',
        params: eventIdParamsSchema,
        querystring: registrantsQuerySchema,
        response: { 200: registrantsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.registrants(request.params.eventId, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
