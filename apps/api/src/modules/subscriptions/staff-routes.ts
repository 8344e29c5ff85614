// The staff's subscription plans (/api/lcadm/subscription-plans, admin only), bought through checkout kind
// `subscription`. Plans belong to the platform, not to one admin: every admin may read and change every one of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../plugins/envelope';
import { planIdParamsSchema, planInputSchema, planListResponseSchema, planResponseSchema } from './schemas';
import { createSubscriptionService } from './service';

export const staffSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubscriptionService(app.db);
  const tags = ['admin'];

  app.get(
    '/api/lcadm/subscription-plans',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Semua paket langganan (aktif dan tidak), urut durasi',
        response: { 200: planListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service.listPlans()),
  );

  app.post(
    '/api/lcadm/subscription-plans',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Membuat paket langganan',
        body: planInputSchema,
        response: { 201: planResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createPlan(request.body), 'Paket langganan dibuat')),
  );

  app.put(
    '/api/lcadm/subscription-plans/:planId',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mengubah paket langganan',
        params: planIdParamsSchema,
        body: planInputSchema,
        response: { 200: planResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.updatePlan(request.params.planId, request.body), 'Paket langganan disimpan'),
  );
};
