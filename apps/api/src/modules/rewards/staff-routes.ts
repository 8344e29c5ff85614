// The staff's rewards (/api/lcadm/*, admin only, decision 0022): the catalogue (create, change, hide) and the
// redemption queue (shipped, delivered, or rejected with the points refunded and the item back in stock). Rewards
// and redemptions belong to the platform, not to one admin: every admin may handle every one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  adminRedemptionListQuerySchema,
  adminRedemptionListResponseSchema,
  adminRedemptionResponseSchema,
  adminRewardListQuerySchema,
  adminRewardListResponseSchema,
  adminRewardResponseSchema,
  redemptionIdParamsSchema,
  redemptionStatusInputSchema,
  rewardIdParamsSchema,
  rewardInputSchema,
} from './schemas';
import { createRewardsService } from './service';

export const staffRewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRewardsService(app.db);
  const tags = ['admin'];

  app.get(
    '/api/lcadm/rewards',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Semua hadiah (aktif dan tidak), terbaru dulu; search pada nama atau slug',
        querystring: adminRewardListQuerySchema,
        response: { 200: adminRewardListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.repository.adminRewards(
        request.query.search,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/rewards',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Membuat hadiah (409 bila slug sudah dipakai)',
        body: rewardInputSchema,
        response: { 201: adminRewardResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createReward(request.body), 'Hadiah dibuat')),
  );

  app.put(
    '/api/lcadm/rewards/:rewardId',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Mengubah hadiah: nama, harga poin, stok, aktif (409 bila slug dipakai hadiah lain)',
        params: rewardIdParamsSchema,
        body: rewardInputSchema,
        response: { 200: adminRewardResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => ok(await service.updateReward(request.params.rewardId, request.body), 'Hadiah disimpan'),
  );

  app.get(
    '/api/lcadm/reward-redemptions',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Penukaran hadiah semua member: yang menunggu diproses lebih dulu; filter status, search',
        querystring: adminRedemptionListQuerySchema,
        response: { 200: adminRedemptionListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.repository.adminRedemptions(
        { status: request.query.status, search: request.query.search },
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/reward-redemptions/:redemptionId/status',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary:
          'Mengubah status penukaran: shipped, delivered, atau rejected (poin dikembalikan, stok ' +
          'kembali); member diberi notifikasi',
        params: redemptionIdParamsSchema,
        body: redemptionStatusInputSchema,
        response: { 200: adminRedemptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.setStatus(request.params.redemptionId, request.body), 'Status penukaran disimpan'),
  );
};
