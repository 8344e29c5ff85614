// Builds the Fastify application around a database it is given, so that tests run it on in-memory PGlite
// and production on PostgreSQL with the same code.
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { accountRoutes } from './modules/accounts/routes';
import { staffAccountRoutes } from './modules/accounts/staff-routes';
import { activationRoutes } from './modules/activation/routes';
import { staffActivationRoutes } from './modules/activation/staff-routes';
import { learningRoutes } from './modules/learning/routes';
import { discussionRoutes } from './modules/discussions/routes';
import { staffDiscussionRoutes } from './modules/discussions/staff-routes';
import { affiliateRoutes } from './modules/affiliate/routes';
import { staffAffiliateRoutes } from './modules/affiliate/staff-routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { eventRoutes } from './modules/events/routes';
import { staffEventRoutes } from './modules/events/staff-routes';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { staffSubscriptionRoutes } from './modules/subscriptions/staff-routes';
import { authRoutes } from './modules/auth/routes';
import { staffCatalogRoutes } from './modules/catalog/staff-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { corporateRoutes } from './modules/corporate-program/routes';
import { healthRoutes } from './modules/health/routes';
import { registerMailer } from './modules/mail/mailer';
import { notificationRoutes } from './modules/notifications/routes';
import { pointsRoutes } from './modules/points/routes';
import { staffRewardRoutes } from './modules/rewards/staff-routes';
import { rewardRoutes } from './modules/rewards/routes';
import { profileRoutes } from './modules/profiles/routes';
import { memberProfileRoutes } from './modules/member-profile/routes';
import { contentRoutes } from './modules/content/routes';
import { siteConfigRoutes } from './modules/site-config/routes';
import { cartRoutes } from './modules/cart/routes';
import { orderRoutes } from './modules/orders/routes';
import { staffOrderRoutes } from './modules/orders/staff-routes';
import { classroomRoutes } from './modules/classrooms/routes';
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
  await registerMailer(app);
  await registerSwagger(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(staffAccountRoutes);
  await app.register(csrfRoutes);
  await app.register(certificateRoutes);
  await app.register(corporateRoutes);
  await app.register(classroomRoutes);
  await app.register(notificationRoutes);
  await app.register(pointsRoutes);
  await app.register(assessmentRoutes);
  await app.register(profileRoutes);
  await app.register(memberProfileRoutes);
  await app.register(contentRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(staffOrderRoutes);
  await app.register(siteConfigRoutes);
  await app.register(catalogRoutes);
  await app.register(staffCatalogRoutes);
  await app.register(subscriptionRoutes);
  await app.register(staffSubscriptionRoutes);
  await app.register(activationRoutes);
  await app.register(staffActivationRoutes);
  await app.register(affiliateRoutes);
  await app.register(staffAffiliateRoutes);
  await app.register(eventRoutes);
  await app.register(staffEventRoutes);
  await app.register(learningRoutes);
  await app.register(discussionRoutes);
  await app.register(staffDiscussionRoutes);
  await app.register(rewardRoutes);
  await app.register(staffRewardRoutes);

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
