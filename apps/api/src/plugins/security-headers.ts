// Security headers on every answer (API, pages, static files, errors) and CORS for the origins in config.
// The same origin serves the shell, the remotes and the API, so the CSP stays on 'self', plus exactly the Google
// Identity Services paths the "Login dengan Google" button loads (its script, its iframe, its calls, its styles),
// plus a per-page nonce for styled-components' <style> elements (decision 0027).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Google Identity Services, as Google documents for a CSP; nothing else of accounts.google.com. */
export const GOOGLE_IDENTITY_SERVICES = 'https://accounts.google.com/gsi/';

/**
 * The policy of every answer. Inline styles are allowed only with the nonce of the page that carries them:
 * styled-components reads it from the page's `<meta property="csp-nonce">` (static-site.ts writes both), so an
 * injected `<style>` without it is refused. Answers that are not a page get no nonce, so no inline style at all.
 * React's `style` props are set through the CSSOM, which a policy does not govern.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data: blob:",
    // Lesson videos: hls.js feeds the <video> through Media Source Extensions (a blob: URL) and transmuxes in a
    // worker it starts from a blob: URL (decision 0020).
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    `style-src 'self'${styleNonce ? ` 'nonce-${styleNonce}'` : ''} ${GOOGLE_IDENTITY_SERVICES}style`,
    `script-src 'self' ${GOOGLE_IDENTITY_SERVICES}client`,
    `frame-src ${GOOGLE_IDENTITY_SERVICES}`,
    `connect-src 'self' ${GOOGLE_IDENTITY_SERVICES}`,
  ].join('; ');
}

/**
 * Powerful browser features the platform never uses are switched off for every page and frame, so injected or
 * embedded content cannot ask for them; fullscreen (lesson videos) and autoplay stay with our own origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Sent only on answers that came over TLS (directly, or through a proxy named in TRUST_PROXY). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy(),
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const CORS_HEADERS = 'Authorization, Content-Type, Accept, X-Requested-With, X-XSRF-TOKEN';

export function registerSecurityHeaders(app: FastifyInstance, corsOrigins: readonly string[]) {
  app.addHook('onSend', async (request, reply, payload) => {
    // A page sets its own policy, with its style nonce (static-site.ts); everything else gets the default.
    const pagePolicy = reply.getHeader('content-security-policy');
    reply.headers(SECURITY_HEADERS);
    if (pagePolicy) reply.header('Content-Security-Policy', pagePolicy);
    // Over plain HTTP the header is meaningless (and would pin a local demo to HTTPS), so only over TLS.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // API answers are per user and must not be kept by shared caches.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    applyCors(request, reply, corsOrigins);
    return payload;
  });

  if (corsOrigins.length === 0) return;

  // Preflight requests never reach a route; answer them before routing.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    if (!allowedOrigin(request, corsOrigins)) return reply.code(403).send();
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', CORS_METHODS)
      .header('Access-Control-Allow-Headers', CORS_HEADERS)
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}

function allowedOrigin(request: FastifyRequest, corsOrigins: readonly string[]): string | null {
  const origin = request.headers.origin;
  return origin && corsOrigins.includes(origin) ? origin : null;
}

function applyCors(request: FastifyRequest, reply: FastifyReply, corsOrigins: readonly string[]) {
  if (corsOrigins.length === 0) return;
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
  const origin = allowedOrigin(request, corsOrigins);
  if (!origin) return;
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Access-Control-Allow-Credentials', 'true');
}
