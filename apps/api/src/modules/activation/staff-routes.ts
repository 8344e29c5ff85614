// The staff's batches of activation codes (/api/lcadm/activation-batches, admin): list, generate, the codes of
// one batch, and its CSV download through a single-use download token (decision 0011), exactly like the corporate
// Member list.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import {
  activationBatchInputSchema,
  activationBatchListQuerySchema,
  activationBatchListResponseSchema,
  activationBatchParamsSchema,
  activationBatchResponseSchema,
  activationCodesQuerySchema,
  activationCodesResponseSchema,
} from './schemas';
import { createActivationService } from './service';

const exportResource = (batchId: number) => `activation-codes:${batchId}`;

export const staffActivationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createActivationService(app.db);
  const downloads = createDownloadTokens(app.db);

  app.get(
    '/api/lcadm/activation-batches',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Batch kode aktivasi, terbaru dulu',
        querystring: activationBatchListQuerySchema,
        response: { 200: activationBatchListResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.listBatches(toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    '/api/lcadm/activation-batches',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Membuat batch dan kodenya (1–1000 kode) dalam satu transaksi',
        body: activationBatchInputSchema,
        response: { 201: activationBatchResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createBatch(sessionOf(request).id, request.body), 'Kode aktivasi dibuat')),
  );

  app.get(
    '/api/lcadm/activation-batches/:activationBatchId/codes',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Kode-kode satu batch dengan pemakaiannya',
        params: activationBatchParamsSchema,
        querystring: activationCodesQuerySchema,
        response: { 200: activationCodesResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.listCodes(request.params.activationBatchId, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/lcadm/activation-batches/:activationBatchId/export-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { access: ['admin'], changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Token sekali pakai (2 menit) untuk mengunduh kode satu batch sebagai CSV',
        params: activationBatchParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { activationBatchId } = request.params;
      await service.batch(activationBatchId);
      return ok(await downloads.issue(sessionOf(request).id, exportResource(activationBatchId)));
    },
  );

  app.get(
    '/api/lcadm/activation-batches/:activationBatchId/export.csv',
    {
      // Opened by the browser as a plain download, so it cannot carry the Bearer header: the single-use token
      // from export-token stands for the session, and the holder must still be an admin when it is used.
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Kode satu batch sebagai CSV (unduhan; token dari export-token)',
        params: activationBatchParamsSchema,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (UTF-8 dengan BOM)'), ...errorResponses(403, 404, 410, 422) },
      },
    },
    async (request, reply) => {
      const { activationBatchId } = request.params;
      const userId = await downloads.claim(request.query.token, exportResource(activationBatchId));
      const [admin] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.idRole, ROLE_IDS.admin), isNull(users.deletedAt)));
      if (!admin) throw new ApiError(403);
      const csv = await service.exportCsv(activationBatchId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kode-aktivasi-batch-${activationBatchId}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
