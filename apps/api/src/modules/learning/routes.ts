// The course player's API (issue 6, decision 0020), for enrolled members only:
// - GET /api/member/kelas/:courseSlug — outline, progress, where to resume;
// - GET …/materi/:hashId — one material (article text, stream address, file name, link), previous/next;
// - PUT …/materi/:hashId/progress — video position and completion (points and XP once; course completion);
// - GET …/materi/:hashId/hls/:fileName — the HLS playlist and segments, with the Bearer token (hls.js sends it),
//   byte ranges; never a URL that works without a token;
// - GET …/materi/:fileHashId/file-token, then …/file?token= — a file material as a browser download (decision 0011).
// Beside the player, any member's own lists: GET /api/member/kelas-saya (every enrollment, latest activity first) and
// GET /api/member/training-index (the live-class batches they are in, with their sessions). And, for anyone, the HLS
// stream of a catalogue course's free-preview video (preview-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createMaterialMedia } from '../authoring';
import { RANGE_NOT_SATISFIABLE, sendMediaFile } from '../catalog';
import { createDownloadTokens, exportQuerySchema, exportTokenResponseSchema } from '../downloads';
import { contentDisposition, createStorage } from '../storage';
import {
  coursePlayerResponseSchema,
  courseSlugParamsSchema,
  fileParamsSchema,
  hlsParamsSchema,
  materialParamsSchema,
  MESSAGES,
  playerMaterialResponseSchema,
  progressBodySchema,
  progressResponseSchema,
} from './schemas';
import { memberClassesQuerySchema, memberClassesResponseSchema } from './classes-schemas';
import { createMyClassesService } from './classes-service';
import { previewStreamRoutes } from './preview-routes';
import { createLearningService } from './service';
import { trainingIndex, trainingIndexResponseSchema } from './training-index';

const fileResource = (slug: string, hashId: string) => `material-file:${slug}:${hashId}`;

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createLearningService(app.db, createMaterialMedia(createStorage(app.config)));
  const downloads = createDownloadTokens(app.db);
  const tags = ['learning'];
  const config = { access: ['member'] as const };

  app.get(
    '/api/member/kelas/:courseSlug',
    {
      config,
      schema: {
        tags,
        summary: 'Isi kelas untuk member terdaftar: modul, materi, progres, dan tempat melanjutkan belajar',
        params: courseSlugParamsSchema,
        response: { 200: coursePlayerResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.player(sessionOf(request).id, request.params.courseSlug)),
  );

  app.get(
    '/api/member/kelas/:courseSlug/materi/:hashId',
    {
      config,
      schema: {
        tags,
        summary: 'Satu materi kelas (artikel, alamat video HLS, nama berkas, tautan) dengan materi sebelum/sesudahnya',
        params: materialParamsSchema,
        response: { 200: playerMaterialResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      ok(await service.material(sessionOf(request).id, request.params.courseSlug, request.params.hashId)),
  );

  app.put(
    '/api/member/kelas/:courseSlug/materi/:hashId/progress',
    {
      config,
      schema: {
        tags,
        summary: 'Simpan posisi video dan tandai materi selesai (poin dan XP sekali per materi)',
        params: materialParamsSchema,
        body: progressBodySchema,
        response: { 200: progressResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const result = await service.saveProgress(
        sessionOf(request).id,
        request.params.courseSlug,
        request.params.hashId,
        request.body,
      );
      return ok(result, result.done && request.body.completed ? MESSAGES.materialDone : MESSAGES.progressSaved);
    },
  );

  app.get(
    '/api/member/kelas/:courseSlug/materi/:hashId/hls/:fileName',
    {
      config,
      schema: {
        tags,
        summary: 'Playlist dan segmen video HLS materi (hanya member terdaftar, dengan Range)',
        params: hlsParamsSchema,
        produces: ['application/vnd.apple.mpegurl', 'video/mp2t', 'video/iso.segment', 'video/mp4'],
        response: {
          200: z.any().describe('Playlist atau segmen'),
          206: z.any().describe('Sebagian segmen (Range)'),
          ...errorResponses(401, 403, 404, 416, 422),
        },
      },
    },
    async (request, reply) => {
      const { courseSlug, hashId, fileName } = request.params;
      const file = await service.hlsFile(sessionOf(request).id, courseSlug, hashId, fileName);
      // Personal (enrolled members only): the browser may keep it, shared caches may not.
      return sendMediaFile(request, reply, file, { 'cache-control': 'private, max-age=3600' }, RANGE_NOT_SATISFIABLE);
    },
  );

  app.get(
    '/api/member/kelas/:courseSlug/materi/:fileHashId/file-token',
    {
      // A GET that writes (the token row): suites and the CSRF check treat it as a write.
      config: { ...config, changesState: true },
      schema: {
        tags,
        summary: 'Token sekali pakai (2 menit) untuk mengunduh berkas materi',
        params: fileParamsSchema,
        response: { 200: exportTokenResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { courseSlug, fileHashId } = request.params;
      const userId = sessionOf(request).id;
      await service.downloadable(userId, courseSlug, fileHashId);
      return ok(await downloads.issue(userId, fileResource(courseSlug, fileHashId)));
    },
  );

  app.get(
    '/api/member/kelas/:courseSlug/materi/:fileHashId/file',
    {
      // Opened by the browser as a plain download: the single-use token from file-token stands for the session,
      // and the member's enrollment is checked again here.
      config: { access: 'public', changesState: true },
      schema: {
        tags,
        summary: 'Berkas materi (unduhan; token dari file-token)',
        params: fileParamsSchema,
        querystring: exportQuerySchema,
        produces: ['application/pdf', 'application/zip', 'text/plain', 'text/csv'],
        response: {
          200: z.any().describe('Isi berkas'),
          206: z.any().describe('Sebagian isi berkas (Range)'),
          ...errorResponses(403, 404, 410, 416, 422),
        },
      },
    },
    async (request, reply) => {
      const { courseSlug, fileHashId } = request.params;
      const userId = await downloads.claim(request.query.token, fileResource(courseSlug, fileHashId));
      const { file, fileName } = await service.file(userId, courseSlug, fileHashId);
      return sendMediaFile(request, reply, file, {
        'content-disposition': contentDisposition('attachment', fileName),
        'cache-control': 'no-store',
      });
    },
  );

  // The member's own classes: "Kelas Saya" (every enrollment) and the live-class schedule.
  const myClasses = createMyClassesService(app.db);

  app.get(
    '/api/member/kelas-saya',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Kelas yang diikuti member, aktivitas terbaru lebih dulu',
        querystring: memberClassesQuerySchema,
        response: { 200: memberClassesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await myClasses.myClasses(sessionOf(request).id, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/member/training-index',
    {
      config: { access: ['member'] },
      schema: {
        tags: ['member'],
        summary: 'Batch live class yang diikuti member beserta jadwal sesinya, sesi terdekat lebih dulu',
        response: { 200: trainingIndexResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ok(await trainingIndex(app.db, sessionOf(request).id)),
  );

  await app.register(previewStreamRoutes);
};
