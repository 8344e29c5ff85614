// A participant's corporate-training groups (decision 0044): the list and one group's home (training, company, dates,
// instructor, progress, the content's course-player slug). The instructor's side is the list of groups they teach.
import { CORPORATE_TRAINING_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import {
  authorGroupsResponseSchema,
  memberGroupParamsSchema,
  memberGroupResponseSchema,
  memberGroupsResponseSchema,
} from './schemas';
import { createMemberGroupsService } from './member-service';

const tags = ['corporate-training'];

export const corporateTrainingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMemberGroupsService(app.db, app.config.publicUrl);

  app.get(
    CORPORATE_TRAINING_PATHS.memberGroups,
    {
      config: { access: ['member'] },
      schema: {
        tags,
        summary: 'Grup pelatihan korporat tempat member belajar, terbaru dulu',
        querystring: paginationQuerySchema,
        response: { 200: memberGroupsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.memberGroups(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/member/corporate-training/:trainingSlug/:groupSlug',
    {
      config: { access: ['member'] },
      schema: {
        tags,
        summary: 'Beranda grup: pelatihan, perusahaan, jadwal, instruktur, progres, dan slug materinya',
        params: memberGroupParamsSchema,
        response: { 200: memberGroupResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, groupSlug } = request.params;
      return ok(await service.memberGroup(sessionOf(request).id, trainingSlug, groupSlug));
    },
  );

  app.get(
    CORPORATE_TRAINING_PATHS.authorGroups,
    {
      config: { access: ['author'] },
      schema: {
        tags,
        summary: 'Grup pelatihan korporat yang diajar instruktur, terbaru dulu',
        response: { 200: authorGroupsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.authorGroups(sessionOf(request).id)),
  );
};
