// Public Blog and Cybercast: GET /api/{blog,cybercast}/list-categories (spec §7), the paginated lists behind
// /blog*, /cybercast* and one blog post by slug.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok, okPage } from '../../plugins/envelope';
import { pageMeta, toPageRequest } from '../../plugins/request-schemas';
import type { ContentKind } from './repository';
import {
  blogPostResponseSchema,
  blogPostsResponseSchema,
  blogSlugParamsSchema,
  categoriesResponseSchema,
  contentListQuerySchema,
  cybercastEpisodesResponseSchema,
  type ContentListQuery,
} from './schemas';
import { blogImageRoutes } from './blog-image-routes';
import { cybercastRoutes } from './cybercast-routes';
import { staticPageRoutes } from './static-pages-routes';
import { createContentService, type ListRequest } from './service';

/** Published content is the same for everyone; an edit shows within this many seconds (plugins/public-cache.ts). */
const PUBLIC_CACHE_SECONDS = 5;

const KIND_LABEL: Record<ContentKind, string> = { blog: 'Blog', cybercast: 'Cybercast' };

const listRequest = (query: ContentListQuery): ListRequest => ({
  category: query.category,
  search: query.search,
  page: toPageRequest(query),
});

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createContentService(app.db);

  for (const kind of ['blog', 'cybercast'] as const) {
    app.get(
      `/api/${kind}/list-categories`,
      {
        config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
        schema: {
          tags: ['content'],
          summary: `Kategori ${KIND_LABEL[kind]} beserta jumlah item terbit`,
          response: { 200: categoriesResponseSchema },
        },
      },
      async () => ok(await service.categories(kind)),
    );
  }

  app.get(
    '/api/blog/posts',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'Artikel blog terbit, terbaru lebih dulu',
        querystring: contentListQuerySchema,
        response: { 200: blogPostsResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.blogPosts(listRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );

  app.get(
    '/api/blog/posts/:blogSlug',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'Satu artikel blog beserta artikel terkait',
        params: blogSlugParamsSchema,
        response: { 200: blogPostResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => ok(await service.blogPost(request.params.blogSlug)),
  );

  app.get(
    '/api/cybercast/episodes',
    {
      config: { access: 'public', publicCacheSeconds: PUBLIC_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'Episode Cybercast terbit, terbaru lebih dulu',
        querystring: contentListQuerySchema,
        response: { 200: cybercastEpisodesResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => {
      const { items, total } = await service.episodes(listRequest(request.query));
      return okPage(items, pageMeta(request.query, total));
    },
  );
  await app.register(cybercastRoutes);
  await app.register(blogImageRoutes);
  await app.register(staticPageRoutes);
};
