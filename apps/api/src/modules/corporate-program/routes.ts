// The manager's side of the corporate program (decision 0047): GET /api/corporate/dashboard/:batchId/group/:corporateId
// here; the Member list, Progres Belajar and the CSV in members-routes.ts; reminders and the employee password reset in
// manager-routes.ts. Each API process also sweeps for the managers' weekly digests (manager-digest.ts). The employee's
// side of the program is registered here too (member-program-routes.ts, decision 0046).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { startDigestSweep } from './manager-digest';
import { managerActionRoutes } from './manager-routes';
import { memberProgramRoutes } from './member-program-routes';
import { corporateParticipantRoutes } from './members-routes';
import { corporateDashboardResponseSchema, dashboardParamsSchema } from './schemas';
import { createCorporateService } from './service';

export const corporateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCorporateService(app.db);
  startDigestSweep(app, app.config.programDigestSweepSeconds);

  app.get(
    '/api/corporate/dashboard/:batchId/group/:corporateId',
    {
      config: { access: ['corporate'] },
      schema: {
        tags: ['corporate'],
        summary:
          'Dasbor program budaya keamanan siber untuk satu corporate dalam satu batch: angka, tren mingguan, ' +
          'per materi, per departemen dan antarbatch (tanpa akses penuh: agregat saja)',
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
  await app.register(managerActionRoutes);
  // The employee's side of the program (decision 0046).
  await app.register(memberProgramRoutes);
};
