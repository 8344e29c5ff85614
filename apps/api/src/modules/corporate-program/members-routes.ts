// GET /api/corporate/member/:batchId/group/:corporateId (Member, by name, with filters), …/summary (the status counts
// of the company and its departments), GET /api/corporate/point/:batchId/group/:corporateId (Progres Belajar, by rank)
// and …/items (each learning item's completion). Without full access the lists are empty and say why; the summary
// and the items give aggregates only (decision 0047). The Member page downloads as CSV: `…/export-token` (the spec's
// token helper: `data.token`) and then `…/export.csv?token=` (+ the page's filters) as a plain browser download.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createDownloadTokens, exportTokenResponseSchema } from '../downloads';
import {
  employeesExportQuerySchema,
  employeesQuerySchema,
  employeesResponseSchema,
  memberSummaryResponseSchema,
} from './members-schemas';
import { createEmployeesExport } from './members-export';
import type { EmployeeOrder } from './members-repository';
import { dashboardParamsSchema, itemFiguresResponseSchema } from './schemas';
import { createCorporateService, LIMITED_VIEW_MESSAGE } from './service';

const exportResource = (batchId: number, corporateId: number) => `corporate-members:${batchId}:${corporateId}`;
const managers = { access: ['corporate'] as const };
const tags = ['corporate'];
const refusals = errorResponses(401, 403, 404, 422);

/** The two lists of employees: the same rows and filters, by name (Member) or by rank (Progres Belajar). */
const LISTS: readonly { path: string; order: EmployeeOrder; summary: string }[] = [
  {
    path: '/api/corporate/member/:batchId/group/:corporateId',
    order: 'name',
    summary: 'Karyawan satu corporate dalam satu batch, urut nama, dengan filter status, departemen dan cari',
  },
  {
    path: '/api/corporate/point/:batchId/group/:corporateId',
    order: 'rank',
    summary: 'Peringkat poin karyawan satu corporate dalam satu batch, dengan filter yang sama',
  },
];

export const corporateParticipantRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCorporateService(app.db);
  const csv = createEmployeesExport(service);
  const downloads = createDownloadTokens(app.db);

  for (const { path, order, summary } of LISTS) {
    app.get(
      path,
      {
        config: managers,
        schema: {
          tags,
          summary,
          params: dashboardParamsSchema,
          querystring: employeesQuerySchema,
          response: { 200: employeesResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { batchId, corporateId } = request.params;
        const { page, per_page, q, status, department } = request.query;
        const { batch, items, total } = await service.employees(
          sessionOf(request).id,
          batchId,
          corporateId,
          { q, status, department },
          order,
          toPageRequest({ page, per_page }),
        );
        const message = batch.is_full_access ? undefined : LIMITED_VIEW_MESSAGE;
        return okPage(items, pageMeta({ page, per_page }, total), message);
      },
    );
  }

  app.get(
    '/api/corporate/member/:batchId/group/:corporateId/summary',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Jumlah karyawan per status, untuk seluruh corporate dan per departemen (agregat)',
        params: dashboardParamsSchema,
        response: { 200: memberSummaryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      return ok(await service.memberSummary(sessionOf(request).id, batchId, corporateId));
    },
  );

  app.get(
    '/api/corporate/point/:batchId/group/:corporateId/items',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Penyelesaian tiap materi program satu corporate dalam satu batch (agregat)',
        params: dashboardParamsSchema,
        response: { 200: itemFiguresResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      return ok(await service.itemFigures(sessionOf(request).id, batchId, corporateId));
    },
  );

  app.get(
    '/api/corporate/member/:batchId/group/:corporateId/export-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { ...managers, changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh halaman Member sebagai CSV',
        params: dashboardParamsSchema,
        response: { 200: exportTokenResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { batchId, corporateId } = request.params;
      const managerId = sessionOf(request).id;
      await service.managed(managerId, batchId, corporateId);
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
        tags,
        summary: 'Halaman Member sebagai CSV dengan filter yang sama (unduhan; token dari export-token)',
        params: dashboardParamsSchema,
        querystring: employeesExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (UTF-8 dengan BOM)'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const { batchId, corporateId } = request.params;
      const { token, q, status, department } = request.query;
      const managerId = await downloads.claim(token, exportResource(batchId, corporateId));
      const file = await csv.build(managerId, batchId, corporateId, { q, status, department });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.text);
    },
  );
};
