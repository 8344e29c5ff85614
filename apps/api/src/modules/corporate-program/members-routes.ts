// GET /api/corporate/member/:batchId/group/:corporateId (Member, by name) and
// GET /api/corporate/point/:batchId/group/:corporateId (Progres Belajar, by points): a manager's employees in
// one batch. Without full access to the batch the list keeps names and ranks and leaves out progress and points.
// The Member list also downloads as CSV: `…/export-token` (the spec's token helper: `data.token`) and then
// `…/export.csv?token=` as a plain browser download.
import type { CorporateParticipant } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { pageMeta, toPageRequest, type PageRequest } from '../../plugins/request-schemas';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema, toCsv } from '../downloads';
import { createParticipantsRepository, type ParticipantOrder } from './members-repository';
import { participantsQuerySchema, participantsResponseSchema } from './members-schemas';
import { createCorporateRepository } from './repository';
import { dashboardParamsSchema } from './schemas';

/** Every participant fits in one export; a corporate of more than this many employees is not in sight. */
const EXPORT_LIMIT = 10000;

function createParticipantsService(db: Database) {
  const corporate = createCorporateRepository(db);
  const participants = createParticipantsRepository(db);

  /** The batch, once the manager is known to manage this corporate in it. */
  async function managedBatch(managerId: number, batchId: number, corporateId: number) {
    const [batch, company] = await Promise.all([corporate.findBatch(batchId), corporate.findCorporate(corporateId)]);
    if (!batch) throw new ApiError(404, 'Batch tidak ditemukan.');
    if (!company) throw new ApiError(404, 'Corporate tidak ditemukan.');
    if (!(await corporate.managerHasAccess(managerId, corporateId, batchId))) throw new ApiError(403);
    return batch;
  }

  async function list(
    managerId: number,
    batchId: number,
    corporateId: number,
    search: string | undefined,
    order: ParticipantOrder,
    page: PageRequest,
  ) {
    const batch = await managedBatch(managerId, batchId, corporateId);
    const { rows, total } = await participants.list(corporateId, batchId, search, order, page);
    const items: CorporateParticipant[] = rows.map((row) => ({
      ...row,
      joinedAt: row.joinedAt.toISOString(),
      progress: batch.is_full_access ? row.progress : null,
      point: batch.is_full_access ? row.point : null,
    }));
    return { items, total };
  }

  return {
    managedBatch,
    list,
    /** The Member list as CSV, by name; without full access progress and points stay empty, as on the page. */
    async exportCsv(managerId: number, batchId: number, corporateId: number): Promise<string> {
      const { items } = await list(managerId, batchId, corporateId, undefined, 'name', {
        limit: EXPORT_LIMIT,
        offset: 0,
      });
      return toCsv(
        ['Nama', 'Username', 'Bergabung', 'Progres (%)', 'Poin', 'Peringkat poin'],
        items.map((row) => [row.name, row.username, row.joinedAt.slice(0, 10), row.progress, row.point, row.rank]),
      );
    },
  };
}

const exportResource = (batchId: number, corporateId: number) => `corporate-members:${batchId}:${corporateId}`;

const PAGES: readonly { path: string; order: ParticipantOrder; summary: string }[] = [
  {
    path: '/api/corporate/member/:batchId/group/:corporateId',
    order: 'name',
    summary: 'Peserta program satu corporate dalam satu batch, urut nama',
  },
  {
    path: '/api/corporate/point/:batchId/group/:corporateId',
    order: 'rank',
    summary: 'Progres belajar dan peringkat poin peserta satu corporate dalam satu batch',
  },
];

export const corporateParticipantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createParticipantsService(app.db);
  const downloads = createDownloadTokens(app.db);
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
        const { items, total } = await service.list(
          sessionOf(request).id,
          batchId,
          corporateId,
          request.query.q,
          order,
          toPageRequest(request.query),
        );
        return okPage(items, pageMeta(request.query, total));
      },
    );
  }

  app.get(
    '/api/corporate/member/:batchId/group/:corporateId/export-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { access: ['corporate'], changesState: true },
      schema: {
        tags: ['corporate'],
        summary: 'Token sekali pakai (2 menit) untuk mengunduh daftar peserta sebagai CSV',
        params: dashboardParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      const managerId = sessionOf(request).id;
      await service.managedBatch(managerId, batchId, corporateId);
      return ok(await downloads.issue(managerId, exportResource(batchId, corporateId)));
    },
  );

  app.get(
    '/api/corporate/member/:batchId/group/:corporateId/export.csv',
    {
      // Opened by the browser as a plain download, so it cannot carry the Bearer header: the single-use token
      // from export-token stands for the session, and the manager's access is checked again here.
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['corporate'],
        summary: 'Daftar peserta sebagai CSV (unduhan; token dari export-token)',
        params: dashboardParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (UTF-8 dengan BOM)'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const { batchId, corporateId } = request.params;
      const managerId = await downloads.claim(request.query.token, exportResource(batchId, corporateId));
      const csv = await service.exportCsv(managerId, batchId, corporateId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="peserta-batch-${batchId}-corporate-${corporateId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
