// GET /api/member/certificates — the list behind the member navbar's "Sertifikat".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { memberCertificatesQuerySchema, memberCertificatesResponseSchema } from './schemas';
import { createCertificateService } from './service';

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCertificateService(app.db);

  app.get(
    '/api/member/certificates',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['certificates'],
        summary: 'Sertifikat milik member yang login, terbaru lebih dulu; filter `kind`',
        querystring: memberCertificatesQuerySchema,
        response: { 200: memberCertificatesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { kind, ...pagination } = request.query;
      const { items, total } = await service.myCertificates(sessionOf(request).id, kind, toPageRequest(pagination));
      return okPage(items, pageMeta(pagination, total));
    },
  );
};
