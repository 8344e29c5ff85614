// The OpenAPI document, generated from the routes' zod schemas, served as JSON at GET /api/docs.
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Must run before the routes are registered: the document collects them as they are added. */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Akademi Siber API',
        description:
          'Setiap jawaban berbentuk { success, message, data } (daftar menambah meta { page, per_page, ' +
          'total }); pesan berbahasa Indonesia.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token dari POST /api/auth/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
