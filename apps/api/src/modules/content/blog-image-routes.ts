// GET /api/blog/images/:imageFile — a blog picture (a cover or a picture in a body), public: its name is the storage
// key's 128 random bits, so only a page that shows it gives its address away (decision 0052).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/envelope';
import { createStorage, pictureParamsSchema, sendPicture } from '../storage';
import { blogPictures, readBlogImage } from './blog-images';

export const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);

  app.get(
    '/api/blog/images/:imageFile',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Gambar blog (sampul atau isi artikel), JPG/PNG/WebP; URL-nya tetap untuk berkas itu',
        params: pictureParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Gambar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = blogPictures.keyOf(request.params.imageFile);
      return sendPicture(reply, key, key ? await readBlogImage(storage, key) : null);
    },
  );
};
