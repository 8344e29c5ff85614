// GET /api/health: liveness plus a round trip to the database, for load balancers and the start script.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelope, errorResponses } from '../../plugins/envelope';

const healthSchema = envelopeSchema(z.object({ status: z.literal('ok'), database: z.literal('ok') }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Status server dan database',
        response: { 200: healthSchema, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.code(503).send(errorEnvelope(503));
      }
      return { success: true, message: 'OK', data: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
};
