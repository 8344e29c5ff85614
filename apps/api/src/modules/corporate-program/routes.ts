// GET /api/corporate/dashboard/:batchId/group/:corporateId.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { memberProgramRoutes } from './member-program-routes';
import { corporateParticipantRoutes } from './members-routes';
import { corporateDashboardResponseSchema, dashboardParamsSchema } from './schemas';
import { createCorporateService } from './service';

export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCorporateService(app.db);

  app.get(
    '/api/corporate/dashboard/:batchId/group/:corporateId',
    {
      config: { access: ['corporate'] },
      schema: {
        tags: ['corporate'],
        summary: 'Dasbor program budaya keamanan siber untuk satu corporate dalam satu batch',
        params: dashboardParamsSchema,
        response: { 200: corporateDashboardResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      return ok(await service.dashboard(sessionOf(request).id, batchId, corporateId));
    },
  );
  await app.register(corporateParticipantRoutes);
  // The employee's side of the program (decision 0046).
  await app.register(memberProgramRoutes);
};
