// Sanctum-style CSRF protection for requests authenticated by cookie (spec §7: GET /web/sanctum/csrf-cookie).
// The client may send its session as the `auth._token.*` cookie instead of the Authorization header; a browser
// attaches cookies to cross-site requests too, so any state-changing request authenticated ONLY by such a cookie
// must echo the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header (a page on another origin can neither read the
// cookie nor, without CORS approval, send the header). Bearer-header requests need nothing: a browser never adds
// that header by itself. Tokens are `<nonce>.<HMAC(APP_SECRET, nonce)>`, so only tokens this API issued count.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { statusMessage } from '@akademi-siber/util-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

function signature(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url');
}

export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(32).toString('base64url');
  return `${nonce}.${signature(nonce, secret)}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isIssuedCsrfToken(value: string, secret: string): boolean {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match !== null && sameText(match[2], signature(match[1], secret));
}

/** Throws 419 unless the X-XSRF-TOKEN header equals the XSRF-TOKEN cookie and the token is one we issued. */
export function assertCsrfToken(request: FastifyRequest): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const valid =
    typeof cookie === 'string' &&
    typeof header === 'string' &&
    sameText(header, cookie) &&
    isIssuedCsrfToken(cookie, request.server.config.appSecret);
  if (!valid) throw new ApiError(419, statusMessage(419));
}

export async function csrfRoutes(app: FastifyInstance) {
  app.get(
    '/web/sanctum/csrf-cookie',
    {
      config: { access: 'public' },
      // A HEAD twin would only duplicate this; the client calls GET.
      exposeHeadRoute: false,
      schema: {
        tags: ['auth'],
        summary: 'Pasang cookie XSRF-TOKEN (kirim kembali nilainya di header X-XSRF-TOKEN)',
        description:
          'Perlu hanya untuk permintaan POST/PUT/PATCH/DELETE yang masuk dengan cookie auth._token.* ' +
          'tanpa header Authorization; tanpanya jawabannya 419.',
        response: { 204: z.null().describe('Tanpa isi; cookie XSRF-TOKEN dipasang') },
      },
    },
    async (request, reply) => {
      reply.setCookie(XSRF_COOKIE, issueCsrfToken(app.config.appSecret), {
        path: '/',
        sameSite: 'lax',
        // Readable by the page's script, which copies it into the header: that is the point.
        httpOnly: false,
        secure: request.protocol === 'https',
      });
      return reply.code(204).send();
    },
  );
}
