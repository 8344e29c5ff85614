// Builds the Fastify application around a database it is given, so that tests run it on in-memory PGlite
// and production on PostgreSQL with the same code.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { registerJobs } from './modules/jobs';
import { registerMailer } from './modules/mail';
import * as apiModules from './modules/registry';
import { registerAuth } from './plugins/auth';
import { csrfRoutes } from './plugins/csrf';
import { ApiError, registerErrorHandler, routerErrorHandler, sendNotFoundEnvelope } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { registerPublicCache } from './plugins/public-cache';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStaticSite } from './plugins/static-site';
import { registerSwagger } from './plugins/swagger';
import { registerUserCache } from './plugins/user-cache';

// zod's built-in messages (type and format errors without a custom message) in Indonesian.
z.config(z.locales.id());

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

/** What modules/registry.ts lists: each module's index exports its route plugins. */
interface ApiModule {
  routes: FastifyPluginAsyncZod;
  staffRoutes?: FastifyPluginAsyncZod;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
}

export async function buildApp({ config, db }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: routerErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod: config.checkResponses }));
  app.decorate('config', config);
  app.decorate('db', db);

  registerJsonOnlyBodies(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, config.corsOrigins);
  registerRouteTable(app);
  registerPublicCache(app);
  registerAuth(app);
  registerUserCache(app);
  registerJobs(app);
  await registerMailer(app);
  await registerSwagger(app);

  await app.register(csrfRoutes);
  // Every module's routes (modules/registry.ts): its member/public side, then its staff side.
  for (const module of Object.values(apiModules) as ApiModule[]) {
    await app.register(module.routes);
    if (module.staffRoutes) await app.register(module.staffRoutes);
  }

  const site = await registerStaticSite(app, config.staticDir);
  app.setNotFoundHandler((request, reply) => site?.notFound(request, reply) ?? sendNotFoundEnvelope(request, reply));
  return app;
}

/**
 * Bodies are JSON only: Fastify's text/plain parser is removed, so a cross-site form post (text/plain, urlencoded,
 * multipart) cannot deliver a body at all. Upload routes will add their own multipart parser.
 * An empty JSON body is "no body", because clients often send `Content-Type: application/json` on a body-less
 * POST such as logout. Prototype-poisoning checks stay on, and NUL characters are refused here because
 * PostgreSQL text cannot store them (they would otherwise surface as a database error).
 */
function registerJsonOnlyBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      return containsNul(parsed) ? done(new ApiError(422, NUL_MESSAGE), undefined) : done(null, parsed);
    });
  });
  // Query strings and path parameters carry NUL as %00.
  app.addHook('preValidation', async (request) => {
    if (request.raw.url?.includes('%00')) throw new ApiError(422, NUL_MESSAGE);
  });
}

const NUL_MESSAGE = 'Data mengandung karakter yang tidak diizinkan.';

/** Walks a parsed JSON value without recursion, so deep nesting cannot overflow the stack. */
function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
