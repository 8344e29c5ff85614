// GET /api/author/courses.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { authorCoursesQuerySchema, authorCoursesResponseSchema } from './schemas';
import { createAuthorService } from './service';

export const authorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAuthorService(app.db);

  app.get(
    '/api/author/courses',
    {
      config: { access: ['author'] },
      schema: {
        tags: ['author'],
        summary: 'Kursus milik author dengan jumlah siswa',
        querystring: authorCoursesQuerySchema,
        response: { 200: authorCoursesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.myCourses(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
