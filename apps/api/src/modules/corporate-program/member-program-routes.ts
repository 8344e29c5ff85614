// The employee's corporate program (decision 0046): their batches, and one batch with its learning items. An item's
// content is the course player's (`/api/member/kelas/{contentSlug}`), opened to the company's employees of the batch.
import { PROGRAM_PATHS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createMemberProgramService } from './member-program';
import { memberBatchParamsSchema, memberBatchResponseSchema, memberProgramsResponseSchema } from './program-schemas';

const tags = ['corporate-program'];
const members = { access: ['member'] as const };

export const memberProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMemberProgramService(app.db);

  app.get(
    PROGRAM_PATHS.memberPrograms,
    {
      config: members,
      schema: {
        tags,
        summary: 'Program budaya keamanan siber yang diikuti member (per batch dan perusahaan)',
        response: { 200: memberProgramsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await service.programs(sessionOf(request).id)),
  );

  app.get(
    '/api/member/corporate-program/:memberProgramBatchId',
    {
      config: members,
      schema: {
        tags,
        summary: 'Satu batch program: materi perusahaan dengan progres, tenggat, dan poin member',
        params: memberBatchParamsSchema,
        response: { 200: memberBatchResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.batch(sessionOf(request).id, request.params.memberProgramBatchId)),
  );
};
