// The admin's live classes and batches (/api/admin/liveclass…, admins only; decision 0043). A batch's sessions and
// attendance are the sessions module's staff routes, which admit admins for every batch.
import { ADMIN_LIVECLASS_PATHS, batchInputSchema, liveClassInputSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import {
  batchDetailResponseSchema,
  batchParamsSchema,
  batchResponseSchema,
  certificatesQuerySchema,
  certificatesResponseSchema,
  instructorsQuerySchema,
  instructorsResponseSchema,
  liveClassesQuerySchema,
  liveClassesResponseSchema,
  liveClassParamsSchema,
  liveClassResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
} from './schemas';
import { createLiveClassAdminService, LIVECLASS_ADMIN_MESSAGES as M } from './service';

const admin = { access: ['admin'] as const };
const tags = ['admin'];
const LIVE_CLASS = '/api/admin/liveclass/:managedLiveclassSlug';
const BATCH = `${LIVE_CLASS}/batches/:managedBatchId`;

export const liveClassAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLiveClassAdminService(app.db);

  app.get(
    ADMIN_LIVECLASS_PATHS.liveClasses,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Semua live class (terbit dan draf) dengan batch-nya, terbaru dulu; search pada judul dan slug',
        querystring: liveClassesQuerySchema,
        response: { 200: liveClassesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.liveClasses(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    ADMIN_LIVECLASS_PATHS.liveClasses,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat live class; pengajarnya akun dengan peran author',
        body: liveClassInputSchema,
        response: { 201: liveClassResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createLiveClass(request.body), M.liveClassCreated)),
  );

  app.get(
    LIVE_CLASS,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu live class dengan batch-nya',
        params: liveClassParamsSchema,
        response: { 200: liveClassResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.liveClass(request.params.managedLiveclassSlug)),
  );

  app.put(
    LIVE_CLASS,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah live class; pengajar baru menjadi penulis konten semua batch-nya',
        params: liveClassParamsSchema,
        body: liveClassInputSchema,
        response: { 200: liveClassResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      ok(await service.updateLiveClass(request.params.managedLiveclassSlug, request.body), M.liveClassSaved),
  );

  app.post(
    `${LIVE_CLASS}/batches`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat batch; konten batch (modul, materi, tes, diskusi) langsung dibuat',
        params: liveClassParamsSchema,
        body: batchInputSchema,
        response: { 201: batchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const made = await service.createBatch(request.params.managedLiveclassSlug, request.body);
      return reply.code(201).send(ok(made, M.batchCreated));
    },
  );

  app.get(
    BATCH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu batch dengan live class, pengajar, kursi, dan jumlah sertifikat kehadiran',
        params: batchParamsSchema,
        response: { 200: batchDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { managedLiveclassSlug, managedBatchId } = request.params;
      return ok(await service.batch(managedLiveclassSlug, managedBatchId));
    },
  );

  app.put(
    BATCH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah batch (kuota tidak di bawah kursi terisi; tanggal mengikuti sesi bila sudah ada)',
        params: batchParamsSchema,
        body: batchInputSchema,
        response: { 200: batchResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { managedLiveclassSlug, managedBatchId } = request.params;
      return ok(await service.updateBatch(managedLiveclassSlug, managedBatchId, request.body), M.batchSaved);
    },
  );

  app.get(
    `${BATCH}/members`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Peserta batch: asal pendaftaran, persentase kehadiran, nomor sertifikat',
        params: batchParamsSchema,
        querystring: membersQuerySchema,
        response: { 200: membersResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { managedLiveclassSlug, managedBatchId } = request.params;
      const { query } = request;
      const { items, total } = await service.members(
        managedLiveclassSlug,
        managedBatchId,
        query.search,
        toPageRequest(query),
      );
      return okPage(items, pageMeta(query, total));
    },
  );

  app.get(
    `${BATCH}/orders`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Pesanan yang membeli batch ini, terbaru dulu',
        params: batchParamsSchema,
        querystring: ordersQuerySchema,
        response: { 200: ordersResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { managedLiveclassSlug, managedBatchId } = request.params;
      const { query } = request;
      const { items, total } = await service.orders(
        managedLiveclassSlug,
        managedBatchId,
        query.status,
        toPageRequest(query),
      );
      return okPage(items, pageMeta(query, total));
    },
  );

  app.get(
    `${BATCH}/certificates`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sertifikat kehadiran yang terbit untuk batch ini',
        params: batchParamsSchema,
        querystring: certificatesQuerySchema,
        response: { 200: certificatesResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { managedLiveclassSlug, managedBatchId } = request.params;
      const { query } = request;
      const { items, total } = await service.certificates(managedLiveclassSlug, managedBatchId, toPageRequest(query));
      return okPage(items, pageMeta(query, total));
    },
  );

  app.get(
    ADMIN_LIVECLASS_PATHS.instructors,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Akun dengan peran author yang dapat menjadi pengajar live class',
        querystring: instructorsQuerySchema,
        response: { 200: instructorsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.instructors(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
};
