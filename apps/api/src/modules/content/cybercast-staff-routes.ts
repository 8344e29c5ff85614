// The staff's Cybercast (/api/lcadm/cybercast, admin; decision 0049): episodes with search and pages, create,
// change (draft or published with a date), and the audio upload (multipart `file`, this route's scope only).
import multipart from '@fastify/multipart';
import { cybercastEpisodeInputSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createStorage, readUploadedFile } from '../storage';
import { AUDIO_MAX_BYTES, AUDIO_MESSAGES, detectAudioType } from './cybercast-media';
import {
  adminCategoriesResponseSchema,
  adminEpisodeResponseSchema,
  adminEpisodesQuerySchema,
  adminEpisodesResponseSchema,
  episodeIdParamsSchema,
  uploadErrorResponses,
} from './cybercast-staff-schemas';
import { createStaffEpisodeService, STAFF_EPISODE_MESSAGES as MESSAGES } from './cybercast-staff-service';

const admin = { access: ['admin'] as ['admin'] };
const tags = ['admin'];
const BASE = '/api/lcadm/cybercast/episodes';

export const cybercastStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStaffEpisodeService(app.db, createStorage(app.config));

  app.get(
    '/api/lcadm/cybercast/categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Kategori Cybercast untuk formulir episode',
        response: { 200: adminCategoriesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service.categories()),
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

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
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
          response: {
            200: adminEpisodeResponseSchema,
            ...errorResponses(400, 401, 403, 404, 419, 422),
            ...uploadErrorResponses,
          },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, detectAudioType, AUDIO_MESSAGES);
        return ok(await service.setAudio(request.params.episodeId, file), MESSAGES.audioSaved);
      },
    );
  });
};
