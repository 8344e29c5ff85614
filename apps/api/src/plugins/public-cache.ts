// Micro-cache for public answers that are the same for every caller (content categories, blog lists, site
// config, the course catalogue): a route opts in with `config: { access: 'public', publicCacheSeconds: 5 }` and
// each API process then answers repeats of the same URL from memory for that many seconds. Nothing is shared
// between processes and nothing is ever invalidated: an edit shows everywhere within the TTL, which is why the
// TTL must stay a few seconds. Only 200 answers without cookies are kept, and only on `public` routes; a route
// whose answer depends on who asks (reads a token or cookie) must not opt in.
// Decision record: docs/decisions/0013-api-throughput.md.
import type { FastifyInstance, onRequestAsyncHookHandler, onSendAsyncHookHandler, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer repeats of the same URL from this process's memory for this many seconds (public routes only). */
    publicCacheSeconds?: number;
  }
}

/** Longest TTL a route may ask for: beyond a few seconds, processes would disagree visibly. */
export const MAX_PUBLIC_CACHE_SECONDS = 60;
/** Entries per process (all routes together), so that random query strings cannot grow memory without bound. */
const MAX_ENTRIES = 2000;
/** Answers larger than this are not kept. */
const MAX_BODY_BYTES = 256 * 1024;

interface Entry {
  expiresAt: number;
  statusCode: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  body: string | Buffer;
}

const FROM_CACHE = Symbol('publicCacheHit');

/** Must run before the routes are registered (it reads each route's config as it is added). */
export function registerPublicCache(app: FastifyInstance) {
  const entries = new Map<string, Entry>();

  app.addHook('onRoute', (route: RouteOptions) => {
    const seconds = route.config?.publicCacheSeconds;
    if (seconds === undefined) return;
    const name = `${String(route.method)} ${route.url}`;
    if (route.config?.access !== 'public')
      throw new Error(`${name}: publicCacheSeconds is only for access 'public' routes`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD'))
      throw new Error(`${name}: publicCacheSeconds is only for GET`);
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PUBLIC_CACHE_SECONDS) {
      throw new Error(`${name}: publicCacheSeconds must be a whole number from 1 to ${MAX_PUBLIC_CACHE_SECONDS}`);
    }
    route.onRequest = [answerFromCache, ...toArray(route.onRequest)];
    route.onSend = [...toArray(route.onSend), keepAnswer(seconds)];
  });

  const answerFromCache: onRequestAsyncHookHandler = async (request, reply) => {
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(request.url);
      return;
    }
    (reply as unknown as Record<symbol, boolean>)[FROM_CACHE] = true;
    reply.code(entry.statusCode);
    if (entry.contentType) reply.header('content-type', entry.contentType);
    if (entry.cacheControl) reply.header('cache-control', entry.cacheControl);
    return reply.send(entry.body);
  };

  function keepAnswer(seconds: number): onSendAsyncHookHandler<unknown> {
    return async (request, reply, payload) => {
      if ((reply as unknown as Record<symbol, boolean>)[FROM_CACHE]) return payload;
      if (request.method !== 'GET' || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (payload.length > MAX_BODY_BYTES) return payload;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(request.url, {
        expiresAt: Date.now() + seconds * 1000,
        statusCode: reply.statusCode,
        contentType: headerText(reply.getHeader('content-type')),
        cacheControl: headerText(reply.getHeader('cache-control')),
        body: payload,
      });
      return payload;
    };
  }
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
