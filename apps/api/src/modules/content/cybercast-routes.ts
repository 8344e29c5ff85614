// The public Cybercast beyond the lists: one episode by slug, its media with byte ranges (players seek with Range,
// 206), and the podcast feed /cybercast/feed.xml (decision 0049).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { sendMediaFile } from '../catalog';
import { createStorage } from '../storage';
import { MEDIA_FILE_PATTERN, mediaFileOf } from './cybercast-media';
import { cybercastFeed, FEED_COVER_PATH, FEED_PATH } from './feed';
import { cybercastEpisodeResponseSchema, episodeSlugParamsSchema, mediaParamsSchema } from './schemas';
import { createContentService } from './service';

const MEDIA_NOT_FOUND = 'Berkas episode tidak ditemukan.';
const RANGE_OUTSIDE = 'Bagian audio yang diminta di luar ukuran berkas.';
const FEED_COVER_FILE = FEED_COVER_PATH.split('/').pop() ?? '';

export const cybercastRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentService(app.db);
  const { publicUrl } = app.config;
  const storage = createStorage(app.config);

  app.get(
    '/api/cybercast/episodes/:episodeSlug',
    {
      config: { access: 'public', publicCacheSeconds: 5 },
      schema: {
        tags: ['content'],
        summary: 'Satu episode Cybercast terbit beserta catatan episodenya',
        params: episodeSlugParamsSchema,
        response: { 200: cybercastEpisodeResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.episode(request.params.episodeSlug)),
  );

  app.get(
    '/api/cybercast/media/:mediaFile',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Audio atau sampul episode terbit, dengan Range untuk memutar dan menggeser',
        params: mediaParamsSchema,
        produces: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'image/jpeg'],
        response: {
          200: z.any().describe('Isi berkas'),
          206: z.any().describe('Sebagian isi berkas (Range)'),
          ...errorResponses(404, 416),
        },
      },
    },
    async (request, reply) => {
      const { mediaFile } = request.params;
      if (!MEDIA_FILE_PATTERN.test(mediaFile)) throw new ApiError(404, MEDIA_NOT_FOUND);
      const key = mediaFile === FEED_COVER_FILE ? `demo/cybercast/${mediaFile}` : await service.mediaKey(mediaFile);
      const file = key ? await mediaFileOf(storage, key) : null;
      if (!file) throw new ApiError(404, MEDIA_NOT_FOUND);
      // A new upload is a new key and a new URL, so a served file never changes.
      return sendMediaFile(request, reply, file, { 'cache-control': 'public, max-age=86400' }, RANGE_OUTSIDE);
    },
  );

  app.get(
    FEED_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Feed podcast Cybercast (RSS 2.0 dengan tag iTunes), hanya episode terbit yang punya audio',
        produces: ['application/rss+xml'],
        response: { 200: z.string().describe('RSS 2.0') },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(cybercastFeed(publicUrl, await service.feedEpisodes())),
  );
};
