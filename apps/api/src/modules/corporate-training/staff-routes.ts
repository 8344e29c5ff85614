// The admin's corporate trainings (/api/lcadm/corporate-training/*, decision 0044): the trainings, the companies, every
// group; one group's details with its completion, creating and changing groups (name, slug, company, dates,
// instructor, attendance rules), its participants with their progress, the CSV import of participants, taking one out
// and sending an invited one a new set-password link. Trainings, companies and
// groups belong to the platform: every admin may read and change every one.
import multipart from '@fastify/multipart';
import { CORPORATE_TRAINING_PATHS, GROUP_IMPORT_LIMITS } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, paginationQuerySchema, toPageRequest } from '../../plugins/request-schemas';
import { readUploadedFile } from '../storage';
import { IMPORT_MESSAGES } from './import';
import {
  adminGroupParamsSchema,
  companiesResponseSchema,
  companyInputSchema,
  companyParamsSchema,
  companyResponseSchema,
  emptyResponseSchema,
  groupDetailResponseSchema,
  groupInputSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  importResponseSchema,
  instructorsQuerySchema,
  instructorsResponseSchema,
  participantParamsSchema,
  participantsQuerySchema,
  participantsResponseSchema,
  searchQuerySchema,
  trainingParamsSchema,
  trainingsResponseSchema,
} from './schemas';
import { CORPORATE_MESSAGES, createCorporateTrainingService } from './service';

const tags = ['admin'];
const admin = { access: ['admin'] as const };
export const UPLOAD_MESSAGES = {
  missing: 'Pilih berkas CSV peserta untuk diunggah.',
  tooLarge: 'Ukuran berkas CSV maksimal 1 MB.',
  wrongType: 'Berkas harus berupa teks CSV.',
  notMultipart: 'Unggah berkas sebagai multipart/form-data dengan kolom "file".',
};
const GROUP_PATH = '/api/lcadm/corporate-training/:trainingSlug/groups/:trainingGroupId';

export const corporateTrainingStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCorporateTrainingService(app);

  app.get(
    CORPORATE_TRAINING_PATHS.adminTrainings,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Pelatihan korporat dengan jumlah grup dan pesertanya',
        querystring: paginationQuerySchema,
        response: { 200: trainingsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { rows, total } = await service.trainings(toPageRequest(request.query));
      return okPage(rows, pageMeta(request.query, total));
    },
  );

  app.get(
    CORPORATE_TRAINING_PATHS.adminGroups,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Semua grup pelatihan, terbaru dulu (filter pelatihan, perusahaan, kata kunci)',
        querystring: groupsQuerySchema,
        response: { 200: groupsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { training, company, q } = request.query;
      const filter = { trainingSlug: training, companyId: company, search: q };
      const { items, total } = await service.groups(filter, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    CORPORATE_TRAINING_PATHS.adminCompanies,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Perusahaan (juga perusahaan program budaya keamanan siber) dengan jumlah grupnya',
        querystring: searchQuerySchema,
        response: { 200: companiesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.companies(request.query.q, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    CORPORATE_TRAINING_PATHS.adminCompanies,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menambah perusahaan',
        body: companyInputSchema,
        response: { 201: companyResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.createCompany(request.body), CORPORATE_MESSAGES.companyCreated)),
  );

  app.put(
    '/api/lcadm/corporate-training/companies/:companyId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengganti nama perusahaan',
        params: companyParamsSchema,
        body: companyInputSchema,
        response: { 200: companyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.renameCompany(request.params.companyId, request.body), CORPORATE_MESSAGES.companyRenamed),
  );

  app.get(
    CORPORATE_TRAINING_PATHS.adminInstructors,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Akun author yang dapat menjadi instruktur grup (20 pertama yang cocok)',
        querystring: instructorsQuerySchema,
        response: { 200: instructorsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ok(await service.instructors(request.query.q)),
  );

  app.post(
    '/api/lcadm/corporate-training/:trainingSlug/groups',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat grup pelatihan: nama, slug, perusahaan, tanggal, instruktur (materinya ikut dibuat)',
        params: trainingParamsSchema,
        body: groupInputSchema,
        response: { 201: groupDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(await service.createGroup(request.params.trainingSlug, request.body), CORPORATE_MESSAGES.groupCreated),
        ),
  );

  app.get(
    GROUP_PATH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu grup pelatihan dengan ringkasan penyelesaiannya',
        params: adminGroupParamsSchema,
        response: { 200: groupDetailResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.detail(request.params.trainingSlug, request.params.trainingGroupId)),
  );

  app.put(
    GROUP_PATH,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah grup pelatihan: nama, slug, perusahaan, jadwal, instruktur',
        params: adminGroupParamsSchema,
        body: groupInputSchema,
        response: { 200: groupDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, trainingGroupId } = request.params;
      return ok(await service.updateGroup(trainingSlug, trainingGroupId, request.body), CORPORATE_MESSAGES.groupSaved);
    },
  );

  app.get(
    `${GROUP_PATH}/participants`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Peserta grup dengan status akun dan progres materinya (urut nama atau progres)',
        params: adminGroupParamsSchema,
        querystring: participantsQuerySchema,
        response: { 200: participantsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, trainingGroupId } = request.params;
      const { q, sort } = request.query;
      const page = toPageRequest(request.query);
      const { items, total } = await service.participants(trainingSlug, trainingGroupId, { search: q, sort }, page);
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.delete(
    `${GROUP_PATH}/participants/:username`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengeluarkan peserta dari grup (progres dan kehadirannya tetap tersimpan)',
        params: participantParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, trainingGroupId, username } = request.params;
      return ok(null, await service.removeParticipant(trainingSlug, trainingGroupId, username));
    },
  );

  app.post(
    `${GROUP_PATH}/participants/:username/invitation`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengirim ulang undangan (tautan buat kata sandi baru) ke peserta yang akunnya belum aktif',
        params: participantParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { trainingSlug, trainingGroupId, username } = request.params;
      return ok(null, await service.resendInvitation(trainingSlug, trainingGroupId, username));
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
      `${GROUP_PATH}/participants/import`,
      {
        config: admin,
        schema: {
          tags,
          summary:
            'Impor peserta dari CSV (multipart, kolom file; UTF-8, baris judul name,email, maks. 1 MB dan ' +
            `${GROUP_IMPORT_LIMITS.maxRows} baris): diterapkan utuh atau tidak sama sekali`,
          consumes: ['multipart/form-data'],
          params: adminGroupParamsSchema,
          response: { 200: importResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
        },
      },
      async (request) => {
        const { trainingSlug, trainingGroupId } = request.params;
        await service.findGroup(trainingSlug, trainingGroupId);
        // Any bytes: readParticipantsCsv decides whether they are a UTF-8 CSV, and says why not.
        const upload = await readUploadedFile(
          request,
          () => ({ contentType: 'text/csv', extension: 'csv' }),
          UPLOAD_MESSAGES,
        );
        const result = await service.importParticipants(trainingSlug, trainingGroupId, upload.bytes);
        return ok(result, IMPORT_MESSAGES.done({ ...result, already: result.alreadyInGroup }));
      },
    );
  });
};
