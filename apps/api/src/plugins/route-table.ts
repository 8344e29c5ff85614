// Every route the app serves, recorded as it is added: method, URL, declared access and request schemas. The
// declaration-driven test suites (authorization matrix, bad input) walk this table, so a route added later is
// covered by them without new test code.
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { RouteAccess } from './auth';

export interface RouteEntry {
  method: HTTPMethods;
  /** As registered, with `:name` parameters. */
  url: string;
  /** `config.access`; undefined only on static-site routes (enforced by the auth plugin for /api and /web). */
  access: RouteAccess | undefined;
  /** Left out of the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  /** `config.changesState`: a GET that changes something (GET /api/logout), so suites treat it as a write. */
  changesState: boolean;
  params: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  body: z.ZodType | undefined;
  /** `schema.produces`: the file types a route answers with instead of JSON (a download, a video). */
  produces: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

/** Must run before any route is registered. */
export function registerRouteTable(app: FastifyInstance) {
  const entries: RouteEntry[] = [];
  app.decorate('routeTable', entries);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      entries.push({
        method,
        url: route.url ?? '',
        access: route.config?.access,
        hidden: route.schema?.hide === true,
        changesState: route.config?.changesState === true,
        params: zodOrUndefined(route.schema?.params),
        querystring: zodOrUndefined(route.schema?.querystring),
        body: zodOrUndefined(route.schema?.body),
        produces: Array.isArray(route.schema?.produces) ? route.schema.produces : [],
      });
    }
  });
}

function zodOrUndefined(schema: unknown): z.ZodType | undefined {
  return schema instanceof z.ZodType ? schema : undefined;
}
