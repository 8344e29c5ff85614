// The admin's blog categories (/api/lcadm/blog/categories, admin only): list with their article counts, create,
// rename, reorder, and delete when empty. The public list stays GET /api/blog/list-categories (spec §7).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  blogCategoryIdParamsSchema,
  blogCategoryInputSchema,
  blogCategoryOrderSchema,
  emptyResponseSchema,
  staffBlogCategoriesResponseSchema,
  staffBlogCategoryResponseSchema,
} from './blog-categories-schemas';
import { createContentCategoryService } from './content-categories-service';

const PATH = '/api/lcadm/blog/categories';

export const blogCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = createContentCategoryService(app.db, 'blog');

  app.get(
    PATH,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Kategori blog berurutan, dengan jumlah artikel (termasuk draf)',
        response: { 200: staffBlogCategoriesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await categories.list()),
  );

  app.post(
    PATH,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Membuat kategori blog (slug dari nama, unik)',
        body: blogCategoryInputSchema,
        response: { 201: staffBlogCategoryResponseSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await categories.create(request.body), 'Kategori dibuat')),
  );

  app.put(
    `${PATH}/order`,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mengurutkan ulang semua kategori blog',
        body: blogCategoryOrderSchema,
        response: { 200: staffBlogCategoriesResponseSchema, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ok(await categories.reorder(request.body.ids), 'Urutan kategori disimpan'),
  );

  app.put(
    `${PATH}/:blogCategoryId`,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Mengganti nama kategori blog (slug tetap)',
        params: blogCategoryIdParamsSchema,
        body: blogCategoryInputSchema,
        response: { 200: staffBlogCategoryResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ok(await categories.rename(request.params.blogCategoryId, request.body), 'Kategori disimpan'),
  );

  app.delete(
    `${PATH}/:blogCategoryId`,
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Menghapus kategori blog yang tidak dipakai artikel',
        params: blogCategoryIdParamsSchema,
        response: { 200: emptyResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await categories.remove(request.params.blogCategoryId);
      return ok(null, 'Kategori dihapus');
    },
  );
};
