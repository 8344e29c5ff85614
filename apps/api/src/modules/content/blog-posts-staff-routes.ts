// The staff's blog posts (/api/lcadm/blog, admin; decision 0052): posts with search, status and pages, create,
// change, delete; the staff who may sign a post; and picture uploads for covers and bodies (multipart `file`, this
// route's scope only). The public side reads only what is published (routes.ts).
import multipart from '@fastify/multipart';
import { blogPostInputSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import { createStorage, PICTURE_UPLOAD_LIMITS, pictureResponseSchema, readPicture } from '../storage';
import { blogPictures } from './blog-images';
import { emptyResponseSchema } from './blog-categories-schemas';
import {
  adminBlogPostResponseSchema,
  adminBlogPostsQuerySchema,
  adminBlogPostsResponseSchema,
  blogAuthorsResponseSchema,
  blogPostIdParamsSchema,
} from './blog-posts-staff-schemas';
import { createStaffBlogPostService, STAFF_POST_MESSAGES as MESSAGES } from './blog-posts-staff-service';
import { uploadErrorResponses } from './cybercast-staff-schemas';

const admin = { access: ['admin'] as ['admin'] };
const tags = ['admin'];
const BASE = '/api/lcadm/blog/posts';

export const blogPostStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createStorage(app.config);
  const service = createStaffBlogPostService(app.db, storage);

  app.get(
    '/api/lcadm/blog/authors',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Staf yang boleh menjadi penulis artikel (author dan admin aktif)',
        response: { 200: blogAuthorsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await service.authors()),
  );

  app.get(
    BASE,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Artikel blog (draf, terjadwal, terbit): draf dulu, lalu terbaru; cari pada judul dan slug',
        querystring: adminBlogPostsQuerySchema,
        response: { 200: adminBlogPostsResponseSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, status } = request.query;
      const { items, total } = await service.list({ search, status }, toPageRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.post(
    BASE,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Membuat artikel blog (slug unik; terjadwal perlu tanggal mendatang)',
        body: blogPostInputSchema,
        response: { 201: adminBlogPostResponseSchema, ...errorResponses(400, 401, 403, 419, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.create(request.body), MESSAGES.created)),
  );

  app.get(
    `${BASE}/:blogPostId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Satu artikel blog untuk diubah',
        params: blogPostIdParamsSchema,
        response: { 200: adminBlogPostResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await service.get(request.params.blogPostId)),
  );

  app.put(
    `${BASE}/:blogPostId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mengubah artikel blog (draf, terjadwal, atau terbit)',
        params: blogPostIdParamsSchema,
        body: blogPostInputSchema,
        response: { 200: adminBlogPostResponseSchema, ...errorResponses(400, 401, 403, 404, 419, 422) },
      },
    },
    async (request) => ok(await service.update(request.params.blogPostId, request.body), MESSAGES.saved),
  );

  app.delete(
    `${BASE}/:blogPostId`,
    {
      config: admin,
      schema: {
        tags,
        summary: 'Menghapus artikel blog',
        params: blogPostIdParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      await service.remove(request.params.blogPostId);
      return ok(null, MESSAGES.deleted);
    },
  );

  // Multipart exists only in this scope: every other route keeps refusing anything but JSON (app.ts).
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: PICTURE_UPLOAD_LIMITS,
      throwFileSizeLimit: true,
    });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/lcadm/blog/images',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Unggah gambar untuk sampul atau isi artikel (multipart, kolom file: JPG/PNG/WebP, maks. 5 MB)',
          consumes: ['multipart/form-data'],
          response: {
            201: pictureResponseSchema,
            ...errorResponses(400, 401, 403, 419, 422),
            ...uploadErrorResponses,
          },
        },
      },
      async (request, reply) => {
        const url = await blogPictures.store(storage, await readPicture(request));
        return reply.code(201).send(ok({ url }, 'Gambar diunggah'));
      },
    );
  });
};
