// The content module's staff routes, admin only: the blog's categories (blog-categories-routes.ts, decision 0048) and
// the Cybercast episodes with their audio (cybercast-staff-routes.ts, decision 0049), each in its own scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogCategoryRoutes } from './blog-categories-routes';
import { cybercastStaffRoutes } from './cybercast-staff-routes';

export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(blogCategoryRoutes);
  await app.register(cybercastStaffRoutes);
};
