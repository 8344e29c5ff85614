// GET /api/config/public: the run-time settings the web apps need and may know, read at start by the shell and
// the remotes, so moving a sister site means changing one environment variable, not rebuilding every app.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../plugins/envelope';

export const publicSiteConfigResponseSchema = envelopeSchema(
  z.object({
    lab_url: z.string().describe('Situs Cybersecurity Lab (LAB_SITE_URL)'),
    jobs_url: z.string().describe('Situs lowongan kerja (JOBS_SITE_URL)'),
    store_url: z.string().describe('Toko merchandise (STORE_SITE_URL)'),
  }),
);

export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/config/public',
    {
      // Changes only with a redeploy, so each process may answer from memory (plugins/public-cache.ts).
      config: { access: 'public', publicCacheSeconds: 5 },
      schema: {
        tags: ['config'],
        summary: 'Alamat situs Lab, Jobs, dan Store untuk navbar dan footer',
        response: { 200: publicSiteConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with a redeploy; a short cache spares a request per page view without pinning old values.
      reply.header('cache-control', 'public, max-age=300');
      const { labSiteUrl, jobsSiteUrl, storeSiteUrl } = app.config;
      return ok({ lab_url: labSiteUrl, jobs_url: jobsSiteUrl, store_url: storeSiteUrl });
    },
  );
};
