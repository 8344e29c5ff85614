// The affiliate program: the member's pages (/api/member/affiliate*) and the public click counter the shell calls
// when someone arrives through a referral link (POST /api/affiliate/clicks). The staff's payout queue is in
// staff-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createRateLimiter, type RateLimit } from '../auth';
import {
  affiliateClickResponseSchema,
  affiliateClickSchema,
  affiliateOverviewResponseSchema,
  commissionsQuerySchema,
  commissionsResponseSchema,
  payoutRequestSchema,
  payoutResponseSchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
} from './schemas';
import { createAffiliateService } from './service';

/** Clicks per visitor address: enough for someone browsing through several links, too few to inflate counts. */
export const CLICK_LIMIT: RateLimit = { scope: 'affiliate-click:ip', limit: 30, windowMs: 10 * 60 * 1000 };

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAffiliateService(app.db, app.config);
  const limiter = createRateLimiter(app.db);

  app.get(
    '/api/member/affiliate',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Ringkasan afiliasi member (joined=false dan nilai kosong sebelum bergabung)',
        response: { 200: affiliateOverviewResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.overview(sessionOf(request).id)),
  );

  app.post(
    '/api/member/affiliate/join',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Bergabung dengan program afiliasi (idempoten: kode yang sama bila sudah bergabung)',
        response: { 200: affiliateOverviewResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ok(await service.join(sessionOf(request).id), 'Kamu sudah bergabung dengan program afiliasi'),
  );

  app.get(
    '/api/member/affiliate/commissions',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Komisi afiliasi member, terbaru dulu',
        querystring: commissionsQuerySchema,
        response: { 200: commissionsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.commissions(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/member/affiliate/payouts',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Permintaan pencairan komisi member, terbaru dulu',
        querystring: payoutsQuerySchema,
        response: { 200: payoutsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.payouts(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/member/affiliate/payouts',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Meminta pencairan komisi (minimal AFFILIATE_MINIMUM_PAYOUT, maksimal saldo tersedia)',
        body: payoutRequestSchema,
        response: { 201: payoutResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await service.requestPayout(sessionOf(request).id, request.body), 'Permintaan pencairan dikirim')),
  );

  app.post(
    '/api/affiliate/clicks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['affiliate'],
        summary:
          'Mencatat kunjungan lewat tautan referral (publik; dibatasi per alamat; pengunjung disimpan sebagai hash)',
        body: affiliateClickSchema,
        response: { 200: affiliateClickResponseSchema, ...errorResponses(400, 404, 422, 429) },
      },
    },
    async (request) => {
      await limiter.consume(request.ip, CLICK_LIMIT);
      const userAgent = String(request.headers['user-agent'] ?? '');
      await service.recordClick(request.body.code, request.body.landingPath, request.ip, userAgent);
      return ok(null, 'Kunjungan tercatat');
    },
  );
};
