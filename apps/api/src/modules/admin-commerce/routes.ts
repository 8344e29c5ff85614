// The staff's commerce settings (/api/lcadm/*, admin only): subscription plans (bought through checkout kind
// `subscription`) and promo codes (checked and applied by checkout). Plans and promo codes belong to the platform,
// not to one admin: every admin may read and change every one of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  planIdParamsSchema,
  planInputSchema,
  planListResponseSchema,
  planResponseSchema,
  promoIdParamsSchema,
  promoInputSchema,
  promoListQuerySchema,
  promoListResponseSchema,
  promoResponseSchema,
} from './schemas';
import { createAdminCommerceService } from './service';

export const adminCommerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCommerceService(app.db);
  const tags = ['admin'];

  app.get(
    '/api/lcadm/subscription-plans',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Semua paket langganan (aktif dan tidak), urut durasi', response: { 200: planListResponseSchema, ...errorResponses(401, 403) } },
    },
    async () => ok(await service.listPlans()),
  );

  app.post(
    '/api/lcadm/subscription-plans',
    {
      config: { access: ['admin'] },
      schema: { tags, summary: 'Membuat paket langganan', body: planInputSchema, response: { 201: planResponseSchema, ...errorResponses(400, 401, 403, 422) } },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createPlan(request.body), 'Paket langganan dibuat')),
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

  app.get(
    '/api/lcadm/promo-codes',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Kode promo, terbaru dulu; search pada kode atau judul',
        querystring: promoListQuerySchema,
        response: { 200: promoListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.listPromos(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/promo-codes',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Membuat kode promo (kode disimpan huruf besar; 409 bila sudah ada)',
        body: promoInputSchema,
        response: { 201: promoResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createPromo(request.body), 'Kode promo dibuat')),
  );

  app.put(
    '/api/lcadm/promo-codes/:promoId',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mengubah kode promo (409 bila kodenya dipakai promo lain)',
        params: promoIdParamsSchema,
        body: promoInputSchema,
        response: { 200: promoResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await service.updatePromo(request.params.promoId, request.body), 'Kode promo disimpan'),
  );
};
