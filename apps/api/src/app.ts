// Builds the Fastify application around a database it is given, so that tests run it on in-memory PGlite
// and production on PostgreSQL with the same code.
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { authorRoutes } from './modules/author/routes';
import { corporateRoutes } from './modules/corporate/routes';
import { healthRoutes } from './modules/health/routes';
import { memberRoutes } from './modules/member/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { teacherRoutes } from './modules/teacher/routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler, sendNotFoundEnvelope } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { registerSwagger } from './plugins/swagger';

// zod's built-in messages (type and format errors without a custom message) in Indonesian.
z.config(z.locales.id());

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
}

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);

  registerLenientJsonParser(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.corsOrigins);
  registerAuth(app);
  await registerSwagger(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(authorRoutes);
  await app.register(adminRoutes);
  await app.register(corporateRoutes);
  await app.register(teacherRoutes);
  await app.register(notificationRoutes);

  const site = await registerStaticSite(app, config.staticDir);
  app.setNotFoundHandler((request, reply) => site?.notFound(request, reply) ?? sendNotFoundEnvelope(request, reply));
  return app;
}

/**
 * Fastify's JSON parser, except that an empty body is "no body": clients often send
 * `Content-Type: application/json` on a body-less POST such as logout. Prototype-poisoning checks stay on.
 */
function registerLenientJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
