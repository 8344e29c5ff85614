// Rewards redeemed with points (decision 0022). Public: the catalogue and one reward. Member: redeem (ONE
// transaction, never oversells), and the member's own redemptions — another member's id is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import {
  MESSAGES,
  redeemRewardSchema,
  redemptionIdParamsSchema,
  redemptionListResponseSchema,
  redemptionResponseSchema,
  rewardListResponseSchema,
  rewardResponseSchema,
  rewardSlugParamsSchema,
} from './schemas';
import { createRewardsService } from './service';

/** The member's view of a redemption: who asked is the caller, so the member block is left out. */
const own = <T extends { member?: unknown }>({ member: _member, ...rest }: T) => rest;

export const rewardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRewardsService(app.db);

  app.get(
    '/api/rewards',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Katalog hadiah yang bisa ditukar dengan poin (aktif saja; yang masih ada stoknya lebih dulu)',
        querystring: paginationQuerySchema,
        response: { 200: rewardListResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { items, total } = await service.repository.listActive(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/rewards/:rewardSlug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Satu hadiah aktif',
        params: rewardSlugParamsSchema,
        response: { 200: rewardResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const reward = await service.repository.findActive(request.params.rewardSlug);
      if (!reward) throw new ApiError(404, MESSAGES.rewardNotFound);
      return ok(reward);
    },
  );

  app.post(
    '/api/member/rewards/:rewardSlug/redeem',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary:
          'Menukar poin dengan hadiah (hadiah fisik: nama penerima, telepon, alamat wajib); 409 bila stok ' +
          'habis atau poin kurang',
        params: rewardSlugParamsSchema,
        body: redeemRewardSchema,
        response: { 201: redemptionResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const redemption = await service.redeem(sessionOf(request).id, request.params.rewardSlug, request.body);
      return reply.code(201).send(ok(own(redemption), MESSAGES.redeemed));
    },
  );

  app.get(
    '/api/member/rewards/redemptions',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Penukaran hadiah milik member, terbaru lebih dulu',
        querystring: paginationQuerySchema,
        response: { 200: redemptionListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.repository.memberRedemptions(
        sessionOf(request).id,
        toPageRequest(request.query),
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/member/rewards/redemptions/:redemptionId',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Satu penukaran hadiah milik member (milik member lain: 404)',
        params: redemptionIdParamsSchema,
        response: { 200: redemptionResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(own(await service.redemption(request.params.redemptionId, sessionOf(request).id))),
  );
};
