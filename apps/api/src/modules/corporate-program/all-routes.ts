// Every route of the module: the manager's (routes.ts with its member list and export) and the employee's program.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberProgramRoutes } from './member-program-routes';
import { corporateRoutes } from './routes';

export const corporateProgramRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(corporateRoutes);
  await app.register(memberProgramRoutes);
};
