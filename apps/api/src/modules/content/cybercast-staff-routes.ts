// The staff's Cybercast (/api/lcadm/cybercast, admin; decisions 0049, 0052): its categories (create, rename, delete
// when unused), episodes with search and pages, create, change (draft or published with a date), and the audio, cover
// and video uploads (multipart `file`, this route's scope only).
import multipart from '@fastify/multipart';
import { cybercastEpisodeInputSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { ApiError } from '../../plugins/errors';
import {
  createStorage,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  readPicture,
  readUploadedFile,
  stripImageMetadata,
} from '../storage';
import {
  AUDIO_MAX_BYTES,
  AUDIO_MESSAGES,
  detectAudioType,
  detectVideoType,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
} from './cybercast-media';
import {
  blogCategoryInputSchema,
  emptyResponseSchema,
  staffBlogCategoriesResponseSchema,
  staffBlogCategoryResponseSchema,
} from './blog-categories-schemas';
import { createContentCategoryService } from './content-categories-service';
import {
  cybercastCategoryIdParamsSchema,
  adminEpisodeResponseSchema,
  adminEpisodesQuerySchema,
  adminEpisodesResponseSchema,
  episodeIdParamsSchema,
  uploadErrorResponses,
} from './cybercast-staff-schemas';
import { createStaffEpisodeService, STAFF_EPISODE_MESSAGES as MESSAGES } from './cybercast-staff-service';

const admin = { access: ['admin'] as ['admin'] };
const uploadResponses = {
  200: adminEpisodeResponseSchema,
  ...errorResponses(400, 401, 403, 404, 419, 422),
  ...uploadErrorResponses,
};
const tags = ['admin'];
const BASE = '/api/lcadm/cybercast/episodes';
const CATEGORIES = '/api/lcadm/cybercast/categories';

export const cybercastStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffEpisodeService(app.db, createStorage(app.config));
  const categories = createContentCategoryService(app.db, 'cybercast');

  app.get(
    CATEGORIES,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Kategori Cybercast berurutan, dengan jumlah episode (termasuk draf)',
        response: { 200: staffBlogCategoriesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await categories.list()),
  );

  app.post(
    CATEGORIES,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat kategori Cybercast (slug dari nama, unik)',
        body: blogCategoryInputSchema,
        response: { 201: staffBlogCategoryResponseSchema, ...errorResponses(400, 401, 403, 409, 419, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await categories.create(request.body), 'Kategori dibuat')),
  );

  app.put(
    `${CATEGORIES}/:cybercastCategoryId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengganti nama kategori Cybercast (slug tetap)',
        params: cybercastCategoryIdParamsSchema,
        body: blogCategoryInputSchema,
        response: { 200: staffBlogCategoryResponseSchema, ...errorResponses(400, 401, 403, 404, 419, 422) },
      },
    },
    async (request) =>
      ok(await categories.rename(request.params.cybercastCategoryId, request.body), 'Kategori disimpan'),
  );

  app.delete(
    `${CATEGORIES}/:cybercastCategoryId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus kategori Cybercast yang tidak dipakai episode',
        params: cybercastCategoryIdParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 419, 422) },
      },
    },
    async (request) => {
      await categories.remove(request.params.cybercastCategoryId);
      return ok(null, 'Kategori dihapus');
    },
  );

  app.get(
    BASE,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Episode Cybercast (draf dan terbit), terbaru dulu; search pada judul dan slug',
        querystring: adminEpisodesQuerySchema,
        response: { 200: adminEpisodesResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.list(request.query.search, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    BASE,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat episode Cybercast (slug unik)',
        body: cybercastEpisodeInputSchema,
        response: { 201: adminEpisodeResponseSchema, ...errorResponses(400, 401, 403, 419, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await service.create(sessionOf(request).id, request.body), MESSAGES.created)),
  );

  app.get(
    `${BASE}/:episodeId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu episode Cybercast untuk diubah',
        params: episodeIdParamsSchema,
        response: { 200: adminEpisodeResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.get(request.params.episodeId)),
  );

  app.put(
    `${BASE}/:episodeId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah episode Cybercast (draf atau terbit dengan tanggal)',
        params: episodeIdParamsSchema,
        body: cybercastEpisodeInputSchema,
        response: { 200: adminEpisodeResponseSchema, ...errorResponses(400, 401, 403, 404, 419, 422) },
      },
    },
    async (request) => ok(await service.update(request.params.episodeId, request.body), MESSAGES.saved),
  );

  // Multipart exists only in these scopes, each with its own size limit: every other route keeps refusing anything but
  // JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: AUDIO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/:episodeId/audio`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Unggah audio episode (multipart, kolom file: MP3/M4A/OGG, maks. 100 MB); durasi dibaca ffprobe',
          consumes: ['multipart/form-data'],
          params: episodeIdParamsSchema,
          response: uploadResponses,
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, detectAudioType, AUDIO_MESSAGES);
        return ok(await service.setAudio(request.params.episodeId, file), MESSAGES.audioSaved);
      },
    );
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/:episodeId/cover`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Unggah sampul episode (multipart, kolom file: JPG/PNG/WebP, maks. 5 MB); metadata gambar dibuang',
          consumes: ['multipart/form-data'],
          params: episodeIdParamsSchema,
          response: uploadResponses,
        },
      },
      async (request) => {
        const file = await readPicture(request);
        if (file.bytes.length > PICTURE_MAX_BYTES) throw new ApiError(413, PICTURE_MESSAGES.tooLarge);
        const bytes = stripImageMetadata(file.bytes, file.contentType);
        if (!bytes) throw new ApiError(422, PICTURE_MESSAGES.broken);
        return ok(await service.setCover(request.params.episodeId, { ...file, bytes }), MESSAGES.coverSaved);
      },
    );
  });
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      `${BASE}/:episodeId/video`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Unggah video episode (opsional; multipart, kolom file: MP4, maks. 200 MB), diputar apa adanya',
          consumes: ['multipart/form-data'],
          params: episodeIdParamsSchema,
          response: uploadResponses,
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, detectVideoType, VIDEO_MESSAGES);
        return ok(await service.setVideo(request.params.episodeId, file), MESSAGES.videoSaved);
      },
    );
  });
};
