// Turns every failure into the envelope with an Indonesian message (spec §8): validation → 422 with the
// failing fields, malformed input → 4xx, anything unexpected → 500 without a stack trace.
import { statusMessage } from '@akademi-siber/util-contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorEnvelope, type ErrorData } from './envelope';
import { SECURITY_HEADERS } from './security-headers';

/** A failure a service decides on; `message` is Indonesian and safe to show. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string = statusMessage(statusCode),
    readonly headers: Record<string, string> = {},
    /** `data` of the answer: field errors, why a session ended (401), what the client must do next (403). */
    readonly data: ErrorData | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Fastify's own client errors whose status we change. Wrong content type is answered as a bad request (400),
 * like broken JSON: the client sent something the API cannot read.
 */
const STATUS_BY_FASTIFY_CODE: Record<string, number> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 400,
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
};

/**
 * Client errors outside the §8 catalogue. Without these the client would read §8's default text, which blames
 * the server ("kesalahan dipihak kami") for a request that was simply too large.
 */
const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  413: 'Data yang dikirim terlalu besar.',
  414: 'Alamat permintaan terlalu panjang.',
};

function clientErrorMessage(status: number): string {
  return CLIENT_ERROR_MESSAGES[status] ?? statusMessage(status);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context =
        'validationContext' in error && typeof error.validationContext === 'string' ? error.validationContext : 'body';
      const errors = error.validation.flatMap((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A field a strict schema does not know is blamed by its own name (a few, shortened: the client chose them).
        const unknown =
          issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params['keys'])
            ? (issue.params['keys'] as unknown[])
            : [];
        if (unknown.length > 0) {
          const message = issue.message ?? statusMessage(422);
          return unknown
            .slice(0, 10)
            .map((key) => ({ path: [path, String(key).slice(0, 100)].filter(Boolean).join('.') || context, message }));
        }
        // A missing or non-object body/query has no field to blame; zod's generic type message would only confuse.
        return [
          path
            ? { path, message: issue.message ?? statusMessage(422) }
            : { path: context, message: statusMessage(422) },
        ];
      });
      return reply.code(422).send(errorEnvelope(422, errors[0]?.message, errors));
    }

    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message, data: error.data });
    }

    const status = STATUS_BY_FASTIFY_CODE[error.code] ?? error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, 'client error');
      return reply.code(status).send(errorEnvelope(status, clientErrorMessage(status)));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorEnvelope(500));
  });
}

/**
 * Errors the router raises before any route or hook runs (an undecodable URL such as `/%`, an over-long path
 * parameter): same envelope, written directly because no route context exists, security headers included.
 */
export function routerErrorHandler(error: FastifyError, _request: unknown, reply: { raw: ServerResponse }) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body = JSON.stringify(errorEnvelope(status, clientErrorMessage(status)));
  reply.raw.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  reply.raw.end(body);
}

/** The 404 answer for API paths (and anything else that is not a page or a static file). */
export function sendNotFoundEnvelope(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(errorEnvelope(404));
}
