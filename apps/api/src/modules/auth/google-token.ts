// Verifies a Google ID token (the `credential` of Google Identity Services) with node:crypto: an RS256 JWT signed
// by one of Google's keys (JWKS, cached by `kid`), issued by Google for OUR client id, not expired, for a verified
// email. Anything else is refused; no other algorithm is ever accepted (no `none`, no HMAC with the public key).
import { createPublicKey, verify as verifySignature, type JsonWebKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { GoogleConfig } from '../../config';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Tolerated difference between Google's clock and ours. */
export const CLOCK_SKEW_SECONDS = 60;
/** Keys fetched from the URL are kept this long unless Cache-Control says otherwise. */
const DEFAULT_KEY_CACHE_MS = 60 * 60 * 1000;
/** An unknown `kid` refetches the keys at most this often, so random kids cannot make us hammer Google. */
const REFETCH_INTERVAL_MS = 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

/** Why a token was refused (logged, never shown: the client only learns 'Token Google tidak valid.'). */
export class GoogleTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Google ID token refused: ${reason}`);
    this.name = 'GoogleTokenError';
  }
}

/** Google's keys could not be read at all: not the token's fault. */
export class GoogleKeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Google signing keys unavailable', { cause });
    this.name = 'GoogleKeysUnavailableError';
  }
}

interface KeySet {
  keys: Map<string, KeyObject>;
  expiresAt: number;
}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new GoogleTokenError(`${what} is not base64url`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    throw new GoogleTokenError(`${what} is not JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new GoogleTokenError(`${what} is not an object`);
  return value as Record<string, unknown>;
}

/** RSA signing keys of a JWKS document, by kid; keys for other uses or algorithms are left out. */
export function parseJwks(document: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new Error('JWKS document has no keys');
  for (const jwk of list as (JsonWebKey & { kid?: unknown; use?: unknown; alg?: unknown })[]) {
    if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA') continue;
    if ((jwk.use !== undefined && jwk.use !== 'sig') || (jwk.alg !== undefined && jwk.alg !== 'RS256')) continue;
    let key: KeyObject;
    try {
      key = createPublicKey({ key: jwk, format: 'jwk' });
    } catch {
      continue; // One malformed key must not take the others down.
    }
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) continue;
    keys.set(jwk.kid, key);
  }
  return keys;
}

function maxAgeMs(cacheControl: string | null): number {
  const seconds = /max-age=(\d+)/.exec(cacheControl ?? '')?.[1];
  return seconds ? Number(seconds) * 1000 : DEFAULT_KEY_CACHE_MS;
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

export function createGoogleVerifier(config: GoogleConfig, fetchImpl: typeof fetch = fetch) {
  let cache: KeySet | undefined;
  let lastLoadAt = 0;
  let loading: Promise<KeySet> | undefined;

  async function load(): Promise<KeySet> {
    try {
      if (config.jwksFile) {
        // Read again whenever a kid is unknown: a test or e2e run may rotate the file.
        return {
          keys: parseJwks(JSON.parse(await readFile(config.jwksFile, 'utf8'))),
          expiresAt: Number.POSITIVE_INFINITY,
        };
      }
      const response = await fetchImpl(config.jwksUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      return {
        keys: parseJwks(await response.json()),
        expiresAt: Date.now() + maxAgeMs(response.headers.get('cache-control')),
      };
    } catch (error) {
      throw new GoogleKeysUnavailableError(error);
    }
  }

  /** The key for a kid: from the cache, else from a fresh load (one at a time, at most once a minute). */
  async function keyFor(kid: string): Promise<KeyObject | undefined> {
    const fresh = cache && cache.expiresAt > Date.now();
    if (fresh && cache?.keys.has(kid)) return cache.keys.get(kid);
    if (!fresh || config.jwksFile || Date.now() - lastLoadAt >= REFETCH_INTERVAL_MS) {
      loading ??= load().finally(() => {
        loading = undefined;
      });
      lastLoadAt = Date.now();
      cache = await loading;
    }
    return cache?.keys.get(kid);
  }

  return {
    async verify(credential: string, now = new Date()): Promise<GoogleIdentity> {
      const clientId = config.clientId;
      if (!clientId) throw new GoogleTokenError('Google sign-in is not configured');
      const parts = credential.split('.');
      if (parts.length !== 3) throw new GoogleTokenError('not a JWS compact token');
      const [headerPart, payloadPart, signaturePart] = parts;
      const header = decodeSegment(headerPart, 'header');
      if (header['alg'] !== 'RS256') throw new GoogleTokenError(`algorithm ${String(header['alg'])}`);
      if (typeof header['kid'] !== 'string') throw new GoogleTokenError('no kid');
      if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) throw new GoogleTokenError('signature is not base64url');

      const key = await keyFor(header['kid']);
      if (!key) throw new GoogleTokenError('unknown kid');
      const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'ascii');
      if (!verifySignature('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) {
        throw new GoogleTokenError('bad signature');
      }

      const claims = decodeSegment(payloadPart, 'payload');
      return identityFrom(claims, clientId, now);
    },
  };
}

function identityFrom(claims: Record<string, unknown>, clientId: string, now: Date): GoogleIdentity {
  const nowSeconds = now.getTime() / 1000;
  const audience = claims['aud'];
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (!audiences.includes(clientId)) throw new GoogleTokenError('audience');
  if (typeof claims['iss'] !== 'string' || !GOOGLE_ISSUERS.includes(claims['iss']))
    throw new GoogleTokenError('issuer');
  const exp = claims['exp'];
  if (typeof exp !== 'number' || exp + CLOCK_SKEW_SECONDS <= nowSeconds) throw new GoogleTokenError('expired');
  const iat = claims['iat'];
  if (iat !== undefined && (typeof iat !== 'number' || iat - CLOCK_SKEW_SECONDS > nowSeconds))
    throw new GoogleTokenError('issued in the future');
  const nbf = claims['nbf'];
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf - CLOCK_SKEW_SECONDS > nowSeconds))
    throw new GoogleTokenError('not yet valid');
  const sub = claims['sub'];
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) throw new GoogleTokenError('subject');
  const email = claims['email'];
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254)
    throw new GoogleTokenError('email');
  // Google sends a boolean; very old tokens sent the string "true".
  if (claims['email_verified'] !== true && claims['email_verified'] !== 'true')
    throw new GoogleTokenError('email not verified');
  const name =
    typeof claims['name'] === 'string' && claims['name'].trim() !== ''
      ? claims['name'].trim().slice(0, 100)
      : undefined;
  return { sub, email: email.toLowerCase(), name };
}
