// POST /api/member/activation-tokens/redeem (member): a code unlocks a course, a live-class batch or a plan. The
// staff's batches of codes are in staff-routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { redeemInputSchema, redeemResponseSchema } from './schemas';
import { createActivationService } from './service';

export const activationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createActivationService(app.db);

  app.post(
    '/api/member/activation-tokens/redeem',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Memakai kode aktivasi (kelas, batch live class, atau paket langganan); 10 kegagalan per 15 menit',
        body: redeemInputSchema,
        response: { 200: redeemResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 410, 422, 429) },
      },
    },
    async (request) =>
      ok(await service.redeem(sessionOf(request).id, request.body.code), 'Kode aktivasi berhasil digunakan'),
  );
};
