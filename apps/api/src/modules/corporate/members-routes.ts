// GET /api/corporate/member/:batchId/group/:corporateId (Member, by name) and
// GET /api/corporate/point/:batchId/group/:corporateId (Progres Belajar, by points): a manager's employees in
// one batch. Without full access to the batch the list keeps names and ranks and leaves out progress and points.
import type { CorporateParticipant } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, okPage } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { pageMeta, toPageRequest, type PageRequest } from '../../plugins/request-schemas';
import { createParticipantsRepository, type ParticipantOrder } from './members-repository';
import { participantsQuerySchema, participantsResponseSchema } from './members-schemas';
import { createCorporateRepository } from './repository';
import { dashboardParamsSchema } from './schemas';

function createParticipantsService(db: Database) {
  const corporate = createCorporateRepository(db);
  const participants = createParticipantsRepository(db);
  return {
    async list(managerId: number, batchId: number, corporateId: number, search: string | undefined, order: ParticipantOrder, page: PageRequest) {
      const [batch, company] = await Promise.all([corporate.findBatch(batchId), corporate.findCorporate(corporateId)]);
      if (!batch) throw new ApiError(404, 'Batch tidak ditemukan.');
      if (!company) throw new ApiError(404, 'Corporate tidak ditemukan.');
      if (!(await corporate.managerHasAccess(managerId, corporateId, batchId))) throw new ApiError(403);
      const { rows, total } = await participants.list(corporateId, batchId, search, order, page);
      const items: CorporateParticipant[] = rows.map((row) => ({
        ...row,
        joinedAt: row.joinedAt.toISOString(),
        progress: batch.is_full_access ? row.progress : null,
        point: batch.is_full_access ? row.point : null,
      }));
      return { items, total };
    },
  };
}

const PAGES: readonly { path: string; order: ParticipantOrder; summary: string }[] = [
  { path: '/api/corporate/member/:batchId/group/:corporateId', order: 'name', summary: 'Peserta program satu corporate dalam satu batch, urut nama' },
  { path: '/api/corporate/point/:batchId/group/:corporateId', order: 'rank', summary: 'Progres belajar dan peringkat poin peserta satu corporate dalam satu batch' },
];

export const corporateParticipantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createParticipantsService(app.db);
  for (const { path, order, summary } of PAGES) {
    app.get(
      path,
      {
        config: { access: ['corporate'] },
        schema: {
          tags: ['corporate'],
          summary,
          params: dashboardParamsSchema,
          querystring: participantsQuerySchema,
          response: { 200: participantsResponseSchema, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) => {
        const { batchId, corporateId } = request.params;
        const { items, total } = await service.list(sessionOf(request).id, batchId, corporateId, request.query.q, order, toPageRequest(request.query));
        return okPage(items, pageMeta(request.query, total));
      },
    );
  }
};
