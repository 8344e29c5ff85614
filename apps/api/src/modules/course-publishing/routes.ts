// Course publishing (decision 0053): the author's builder routes, the admins' review queue, and the public
// thumbnail files the catalogue shows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { sharedFileStorage } from '../authoring';
import { createStorage } from '../storage';
import { builderRoutes } from './author-routes';
import { thumbnailKeyOf } from './repository';
import { reviewRoutes } from './review-routes';
import { createReviewService } from './review-service';
import { PUBLISHING_MESSAGES as MESSAGES, thumbnailParamsSchema } from './schemas';
import { createPublishingService } from './service';
import { THUMBNAIL_FILE_PATTERN, thumbnailContentType } from './thumbnail-file';

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = sharedFileStorage(app.db, createStorage(app.config));
  const service = createPublishingService(app.db, storage, app.log);
  const review = createReviewService(app.db, storage, app.log, service);

  app.get(
    '/api/course-thumbnails/:thumbnailFile',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Gambar sampul kelas (JPG/PNG/WebP); URL-nya tetap selama gambar itu dipakai',
        params: thumbnailParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Gambar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { thumbnailFile } = request.params;
      const key = THUMBNAIL_FILE_PATTERN.test(thumbnailFile) ? await thumbnailKeyOf(app.db, thumbnailFile) : null;
      const bytes = key ? await storage.get(key) : null;
      if (!bytes) throw new ApiError(404, MESSAGES.thumbnailNotFound);
      return reply
        .header('content-type', thumbnailContentType(thumbnailFile))
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );

  await app.register(builderRoutes, { service });
  await app.register(reviewRoutes, { service: review });
};
