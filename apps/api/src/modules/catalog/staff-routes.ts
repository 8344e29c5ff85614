// The staff's side of the catalogue:
// - GET /api/author/courses (author): the author's own courses with their student counts, drafts included;
// - GET /api/lcadm/training-requests (admin): what companies asked for through the public training form, newest
//   first. Requests belong to the platform, not to one admin: every admin reads all of them.
import type { AdminTrainingRequest } from '@akademi-siber/util-contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { corporateTrainings, trainingRequests } from '../../db/schema';
import { errorResponses, okPage, pageEnvelopeSchema } from '../../plugins/envelope';
import { sessionOf } from '../../plugins/auth';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import { authorCoursesQuerySchema, authorCoursesResponseSchema } from './author-schemas';
import { createAuthorService } from './author-service';

export const adminTrainingRequestSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  participants: z.number().int(),
  trainingSlug: z.string().optional().describe('Pelatihan yang ditanyakan, bila ada'),
  message: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});

export const staffCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const author = createAuthorService(app.db);

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
      const { items, total } = await author.myCourses(
        sessionOf(request).id,
        toPageRequest(request.query),
        request.query.state,
      );
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/lcadm/training-requests',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Permintaan pelatihan korporat dari formulir publik, terbaru lebih dulu',
        querystring: paginationQuerySchema,
        response: { 200: pageEnvelopeSchema(adminTrainingRequestSchema), ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const page = toPageRequest(request.query);
      const [rows, total] = await Promise.all([
        app.db
          .select({
            id: trainingRequests.id,
            companyName: trainingRequests.companyName,
            contactName: trainingRequests.contactName,
            email: trainingRequests.email,
            phone: trainingRequests.phone,
            participants: trainingRequests.participants,
            trainingSlug: corporateTrainings.slug,
            message: trainingRequests.message,
            createdAt: trainingRequests.createdAt,
          })
          .from(trainingRequests)
          .leftJoin(corporateTrainings, eq(corporateTrainings.id, trainingRequests.trainingId))
          .orderBy(desc(trainingRequests.createdAt), desc(trainingRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        app.db.$count(trainingRequests),
      ]);
      const items: AdminTrainingRequest[] = rows.map(({ trainingSlug, createdAt, ...row }) => ({
        ...row,
        ...(trainingSlug ? { trainingSlug } : {}),
        createdAt: createdAt.toISOString(),
      }));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
