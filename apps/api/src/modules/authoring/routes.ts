// Authoring a content course (issue 18, decision 0042), for its author or any admin, under
// /api/author/content/:authoredContentSlug: the outline, modules and materials here; quizzes, tests and questions in
// assessment-routes.ts; the file and video uploads in upload-routes.ts. Bodies are let through as "missing" and
// checked by the service after the content and the object are found: a stranger learns "not found", nothing more.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import { createStorage } from '../storage';
import { assessmentRoutes } from './assessment-routes';
import { contentEditLock } from './edit-lock';
import { sharedFileStorage } from './material-files';
import {
  AUTHORING_BASE as BASE,
  AUTHORING_MESSAGES as MESSAGES,
  authoringAccess as staff,
  authoringTags as tags,
  contentParamsSchema,
  emptyResponseSchema,
  materialInputSchema,
  materialParamsSchema,
  materialResponseSchema,
  moduleInputSchema,
  moduleParamsSchema,
  moduleResponseSchema,
  orderInputSchema,
  outlineResponseSchema,
} from './schemas';
import { pictureRoutes } from './picture-routes';
import { createAuthoringService } from './service';
import { questionImportRoutes } from './question-import-routes';
import { uploadRoutes } from './upload-routes';
import { videoUploadRoutes } from './video-upload-routes';

export const authoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = sharedFileStorage(app.db, createStorage(app.config));
  const service = createAuthoringService(app.db, storage, app.log);
  // Registered before the routes, so it runs for every route of this plugin and the two registered below.
  app.addHook('preHandler', contentEditLock(app.db));

  app.get(
    `${BASE}/outline`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Isi konten: modul berurutan dengan materi dan kuisnya, ujian/pre-test/post-test dengan bank soal',
        params: contentParamsSchema,
        response: { 200: outlineResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.outline(sessionOf(request), request.params.authoredContentSlug)),
  );

  app.post(
    `${BASE}/modules`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menambah modul di akhir (slug dibuat dari judul, unik di konten ini)',
        params: contentParamsSchema,
        body: moduleInputSchema.nullish(),
        response: { 201: moduleResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const made = await service.createModule(sessionOf(request), request.params.authoredContentSlug, request.body);
      return reply.code(201).send(ok(made, MESSAGES.moduleCreated));
    },
  );

  app.put(
    `${BASE}/modules/order`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengurutkan modul: setiap ID modul konten ini tepat satu kali, dalam urutan baru',
        params: contentParamsSchema,
        body: orderInputSchema.nullish(),
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.reorderModules(sessionOf(request), request.params.authoredContentSlug, request.body);
      return ok(null, MESSAGES.orderSaved);
    },
  );

  app.put(
    `${BASE}/modules/:authoredModuleId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengganti judul modul (slug tetap: tautan dan nilai kuis peserta memakainya)',
        params: moduleParamsSchema,
        body: moduleInputSchema.nullish(),
        response: { 200: moduleResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredModuleId } = request.params;
      const saved = await service.renameModule(sessionOf(request), authoredContentSlug, authoredModuleId, request.body);
      return ok(saved, MESSAGES.moduleSaved);
    },
  );

  app.delete(
    `${BASE}/modules/:authoredModuleId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus modul dengan materi dan kuisnya; kuis yang sudah dikerjakan peserta: 409',
        params: moduleParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredModuleId } = request.params;
      await service.deleteModule(sessionOf(request), authoredContentSlug, authoredModuleId);
      return ok(null, MESSAGES.moduleDeleted);
    },
  );

  app.post(
    `${BASE}/modules/:authoredModuleId/materials`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menambah materi di akhir modul: artikel, tautan https, berkas, atau video (diunggah sesudahnya)',
        params: moduleParamsSchema,
        body: materialInputSchema.nullish(),
        response: { 201: materialResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { authoredContentSlug, authoredModuleId } = request.params;
      const staffer = sessionOf(request);
      const made = await service.createMaterial(staffer, authoredContentSlug, authoredModuleId, request.body);
      return reply.code(201).send(ok(made, MESSAGES.materialCreated));
    },
  );

  app.put(
    `${BASE}/modules/:authoredModuleId/materials/order`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengurutkan materi modul: setiap ID materinya tepat satu kali, dalam urutan baru',
        params: moduleParamsSchema,
        body: orderInputSchema.nullish(),
        response: { 200: emptyResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredModuleId } = request.params;
      await service.reorderMaterials(sessionOf(request), authoredContentSlug, authoredModuleId, request.body);
      return ok(null, MESSAGES.orderSaved);
    },
  );

  app.put(
    `${BASE}/materials/:authoredMaterialId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Mengubah judul dan isi materi (jenisnya tetap)',
        params: materialParamsSchema,
        body: materialInputSchema.nullish(),
        response: { 200: materialResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredMaterialId } = request.params;
      const staffer = sessionOf(request);
      const saved = await service.updateMaterial(staffer, authoredContentSlug, authoredMaterialId, request.body);
      return ok(saved, MESSAGES.materialSaved);
    },
  );

  app.delete(
    `${BASE}/materials/:authoredMaterialId`,
    {
      config: staff,
      schema: {
        tags,
        summary: 'Menghapus materi dengan berkas atau videonya (progres peserta di materi itu ikut terhapus)',
        params: materialParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { authoredContentSlug, authoredMaterialId } = request.params;
      await service.deleteMaterial(sessionOf(request), authoredContentSlug, authoredMaterialId);
      return ok(null, MESSAGES.materialDeleted);
    },
  );

  await app.register(assessmentRoutes, { access: service.access });
  await app.register(questionImportRoutes, { access: service.access });
  await app.register(uploadRoutes, { service, storage });
  await app.register(pictureRoutes, { access: service.access, storage });
  await app.register(videoUploadRoutes, { service, storage });
};
