// The content module's staff routes, admin only, all under /api/lcadm (decision 0052): the blog's categories
// (blog-categories-routes.ts, decision 0048), its posts and pictures (blog-posts-staff-routes.ts), the static pages
// (static-pages-routes.ts) and the Cybercast episodes with their media (cybercast-staff-routes.ts, decision 0049).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogCategoryRoutes } from './blog-categories-routes';
import { blogPostStaffRoutes } from './blog-posts-staff-routes';
import { cybercastStaffRoutes } from './cybercast-staff-routes';
import { staticPageStaffRoutes } from './static-pages-routes';

export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogCategoryRoutes);
  await app.register(blogPostStaffRoutes);
  await app.register(cybercastStaffRoutes);
  await app.register(staticPageStaffRoutes);
};
