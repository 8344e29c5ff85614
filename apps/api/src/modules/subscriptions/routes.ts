// GET /api/member/subscription: the member's subscription end date and whether it is active today. Plans are
// bought through checkout (kind `subscription`) or opened by an activation code; both extend the end date.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { memberSubscriptionResponseSchema } from './schemas';
import { createSubscriptionService } from './service';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubscriptionService(app.db);

  app.get(
    '/api/member/subscription',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Langganan member: tanggal berakhir, aktif atau tidak, dan jumlah kelas yang dibukanya',
        response: { 200: memberSubscriptionResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.mine(sessionOf(request).id)),
  );
};
