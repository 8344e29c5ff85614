// The staff's payout queue of the affiliate program (/api/lcadm/affiliate-payouts, admin): list, mark paid,
// reject. Payouts belong to the platform's payout queue: every admin may process any.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  adminPayoutResponseSchema,
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  markPaidSchema,
  payoutIdParamsSchema,
  rejectPayoutSchema,
} from './schemas';
import { createAffiliateService } from './service';

export const staffAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAffiliateService(app.db, app.config);

  app.get(
    '/api/lcadm/affiliate-payouts',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Permintaan pencairan komisi semua member, terbaru dulu; filter status',
        querystring: adminPayoutsQuerySchema,
        response: { 200: adminPayoutsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.listAllPayouts(request.query.status, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/affiliate-payouts/:payoutId/paid',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Menandai pencairan sudah ditransfer (409 bila bukan requested)',
        params: payoutIdParamsSchema,
        body: markPaidSchema,
        response: { 200: adminPayoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service.process(sessionOf(request).id, request.params.payoutId, 'paid', request.body.note),
        'Pencairan ditandai sudah dibayar',
      ),
  );

  app.post(
    '/api/lcadm/affiliate-payouts/:payoutId/reject',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Menolak pencairan dengan alasan; jumlahnya kembali ke saldo member (409 bila bukan requested)',
        params: payoutIdParamsSchema,
        body: rejectPayoutSchema,
        response: { 200: adminPayoutResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(
        await service.process(sessionOf(request).id, request.params.payoutId, 'rejected', request.body.note),
        'Pencairan ditolak',
      ),
  );
};
