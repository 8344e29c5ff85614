// The admin's corporate program (/api/lcadm/corporate-program/*, decision 0046): batches, the companies in a batch,
// per company and batch its learning items (their order), managers and employees (CSV import). Every admin manages
// every one; the bodies are checked by the shared zod schemas, so the admin's forms and the API say the same.
import multipart from '@fastify/multipart';
import {
  GROUP_IMPORT_LIMITS,
  PROGRAM_PATHS,
  programBatchInputSchema,
  programCompanyInputSchema,
  programItemInputSchema,
  programItemOrderSchema,
  programManagerInputSchema,
} from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { CSV_UPLOAD_MESSAGES, IMPORT_MESSAGES } from '../corporate-training';
import { readUploadedFile } from '../storage';
import { ADMIN_PROGRAM_MESSAGES, createProgramAdminService } from './admin-program';
import {
  adminBatchDetailResponseSchema,
  adminBatchesResponseSchema,
  adminBatchParamsSchema,
  adminBatchResponseSchema,
  adminCompanyParamsSchema,
  adminCompanyResponseSchema,
  adminEmployeesResponseSchema,
  adminItemParamsSchema,
  adminItemResponseSchema,
  adminItemsResponseSchema,
  adminManagerParamsSchema,
  adminManagerResponseSchema,
  emptyResponseSchema,
  importResponseSchema,
  searchQuerySchema,
} from './program-schemas';

const tags = ['admin'];
const admin = { access: ['admin'] as const };
const BATCH = '/api/lcadm/corporate-program/batches/:programBatchId';
const COMPANY = `${BATCH}/companies/:programCorporateId`;

export const programAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProgramAdminService(app);

  app.get(
    PROGRAM_PATHS.adminBatches,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Batch program budaya keamanan siber (terbaru dulu, cari nama)',
        querystring: searchQuerySchema,
        response: { 200: adminBatchesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.batches(request.query.q, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    PROGRAM_PATHS.adminBatches,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat batch program: nama, tanggal, akses penuh, batas tidak aktif',
        body: programBatchInputSchema,
        response: { 201: adminBatchResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createBatch(request.body), ADMIN_PROGRAM_MESSAGES.batchCreated)),
  );

  app.get(
    BATCH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu batch program dengan perusahaan pesertanya',
        params: adminBatchParamsSchema,
        response: { 200: adminBatchDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.batch(request.params.programBatchId)),
  );

  app.put(
    BATCH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah batch program',
        params: adminBatchParamsSchema,
        body: programBatchInputSchema,
        response: { 200: adminBatchResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.updateBatch(request.params.programBatchId, request.body), ADMIN_PROGRAM_MESSAGES.batchSaved),
  );

  app.post(
    `${BATCH}/companies`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menambahkan perusahaan ke batch program',
        params: adminBatchParamsSchema,
        body: programCompanyInputSchema,
        response: { 201: adminCompanyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const made = await service.addCompany(request.params.programBatchId, request.body.corporateId);
      return reply.code(201).send(ok(made, ADMIN_PROGRAM_MESSAGES.companyAdded));
    },
  );

  app.get(
    COMPANY,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu perusahaan di batch: materi program, manajer, jumlah karyawan',
        params: adminCompanyParamsSchema,
        response: { 200: adminCompanyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.companyDetail(request.params.programBatchId, request.params.programCorporateId)),
  );

  app.post(
    `${COMPANY}/items`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat materi program (isinya dibuat bersamanya dan diisi lewat editor materi)',
        params: adminCompanyParamsSchema,
        body: programItemInputSchema,
        response: { 201: adminItemResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { programBatchId, programCorporateId } = request.params;
      const made = await service.createItem(sessionOf(request), programBatchId, programCorporateId, request.body);
      return reply.code(201).send(ok(made, ADMIN_PROGRAM_MESSAGES.itemCreated));
    },
  );

  app.put(
    `${COMPANY}/items/order`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengatur urutan materi program perusahaan di batch',
        params: adminCompanyParamsSchema,
        body: programItemOrderSchema,
        response: { 200: adminItemsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { programBatchId, programCorporateId } = request.params;
      const ordered = await service.orderItems(programBatchId, programCorporateId, request.body.itemIds);
      return ok(ordered, ADMIN_PROGRAM_MESSAGES.orderSaved);
    },
  );

  app.put(
    `${COMPANY}/items/:programItemId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah judul, tenggat, atau poin materi program',
        params: adminItemParamsSchema,
        body: programItemInputSchema,
        response: { 200: adminItemResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { programBatchId, programCorporateId, programItemId } = request.params;
      const saved = await service.updateItem(programBatchId, programCorporateId, programItemId, request.body);
      return ok(saved, ADMIN_PROGRAM_MESSAGES.itemSaved);
    },
  );

  app.delete(
    `${COMPANY}/items/:programItemId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus materi program yang belum dikerjakan siapa pun',
        params: adminItemParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { programBatchId, programCorporateId, programItemId } = request.params;
      await service.deleteItem(programBatchId, programCorporateId, programItemId);
      return ok(null, ADMIN_PROGRAM_MESSAGES.itemDeleted);
    },
  );

  app.get(
    `${COMPANY}/employees`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Karyawan perusahaan di batch: departemen, status akun, progres, poin, aktivitas terakhir',
        params: adminCompanyParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: adminEmployeesResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { programBatchId, programCorporateId } = request.params;
      const page = toPageRequest(request.query);
      const { items, total } = await service.employees(programBatchId, programCorporateId, request.query.q, page);
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    `${COMPANY}/managers`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Memberi akses batch kepada manajer perusahaan (email baru: akun dibuat dan diundang)',
        params: adminCompanyParamsSchema,
        body: programManagerInputSchema,
        response: { 201: adminManagerResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { programBatchId, programCorporateId } = request.params;
      const { manager, message } = await service.addManager(programBatchId, programCorporateId, request.body);
      return reply.code(201).send(ok(manager, message));
    },
  );

  app.delete(
    `${COMPANY}/managers/:username`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mencabut akses batch dari manajer perusahaan',
        params: adminManagerParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { programBatchId, programCorporateId, username } = request.params;
      return ok(null, await service.removeManager(programBatchId, programCorporateId, username));
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: GROUP_IMPORT_LIMITS.maxBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
        headerPairs: 50,
      },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${COMPANY}/employees/import`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Impor karyawan dari CSV (multipart, kolom file; UTF-8, baris judul name,email[,department], maks. 1 MB ' +
            `dan ${GROUP_IMPORT_LIMITS.maxRows} baris): diterapkan utuh atau tidak sama sekali`,
          consumes: ['multipart/form-data'],
          params: adminCompanyParamsSchema,
          response: { 200: importResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request) => {
        const { programBatchId, programCorporateId } = request.params;
        // A missing batch or company answers 404 whatever was sent.
        await service.companyDetail(programBatchId, programCorporateId);
        const upload = await readUploadedFile(
          request,
          () => ({ contentType: 'text/csv', extension: 'csv' }),
          CSV_UPLOAD_MESSAGES,
        );
        const result = await service.importEmployees(programBatchId, programCorporateId, upload.bytes);
        return ok(
          result,
          IMPORT_MESSAGES.done({ ...result, already: result.alreadyInProgram }, 'sudah terdaftar di batch ini'),
        );
      },
    );
  });
};
