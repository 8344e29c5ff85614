// GET /api/blog/images/:imageFile — a blog picture (a cover or a picture in a body), public: its name is the storage
// key's 128 random bits, so only a page that shows it gives its address away (decision 0052).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { createStorage } from '../storage';
import { BLOG_IMAGE_MESSAGES, blogImageContentType, blogImageKeyOf, readBlogImage } from './blog-images';
import { blogImageParamsSchema } from './blog-posts-staff-schemas';

export const blogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);

  app.get(
    '/api/blog/images/:imageFile',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Gambar blog (sampul atau isi artikel), JPG/PNG/WebP; URL-nya tetap untuk berkas itu',
        params: blogImageParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.any().describe('Gambar'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = blogImageKeyOf(request.params.imageFile);
      const bytes = key ? await readBlogImage(storage, key) : null;
      if (!key || !bytes) throw new ApiError(404, BLOG_IMAGE_MESSAGES.notFound);
      return (
        reply
          .header('content-type', blogImageContentType(key))
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // A new picture is a new file and a new URL, so this one never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(bytes)
      );
    },
  );
};
