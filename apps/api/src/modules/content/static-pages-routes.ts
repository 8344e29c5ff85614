// The static pages (decision 0052): GET /api/pages/:pageSlug for the public site, and for the admins
// /api/lcadm/pages (list) and /api/lcadm/pages/:pageSlug (read, change).
import { staticPageInputSchema } from '@akademi-siber/util-contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../plugins/auth';
import { errorResponses, ok } from '../../plugins/envelope';
import {
  adminStaticPageResponseSchema,
  adminStaticPagesResponseSchema,
  pageSlugParamsSchema,
  staticPageResponseSchema,
} from './static-pages-schemas';
import { createStaticPageService } from './static-pages-service';

const admin = { access: ['admin'] as ['admin'] };

export const staticPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createStaticPageService(app.db);
  app.get(
    '/api/pages/:pageSlug',
    {
      // An edit shows within seconds (plugins/public-cache.ts), like the blog.
      config: { access: 'public', publicCacheSeconds: 5 },
      schema: {
        tags: ['content'],
        summary: 'Halaman statis (tentang kami, kebijakan privasi, syarat dan ketentuan, kebijakan afiliasi)',
        params: pageSlugParamsSchema,
        response: { 200: staticPageResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await pages.page(request.params.pageSlug)),
  );
};

export const staticPageStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = createStaticPageService(app.db);

  app.get(
    '/api/lcadm/pages',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Halaman statis dengan tanggal dan pengubah terakhir',
        response: { 200: adminStaticPagesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ok(await pages.list()),
  );

  app.get(
    '/api/lcadm/pages/:pageSlug',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Satu halaman statis untuk diubah',
        params: pageSlugParamsSchema,
        response: { 200: adminStaticPageResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ok(await pages.adminPage(request.params.pageSlug)),
  );

  app.put(
    '/api/lcadm/pages/:pageSlug',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Mengubah judul dan isi (Markdown) halaman statis; tanggal pembaruan menjadi sekarang',
        params: pageSlugParamsSchema,
        body: staticPageInputSchema,
        response: { 200: adminStaticPageResponseSchema, ...errorResponses(400, 401, 403, 404, 419, 422) },
      },
    },
    async (request) =>
      ok(await pages.update(request.params.pageSlug, request.body, sessionOf(request).id), 'Halaman disimpan'),
  );
};
