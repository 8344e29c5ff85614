/**
 * Sanctum-style CSRF on the client (spec §7 `GET /web/sanctum/csrf-cookie`): the API sets a readable
 * `XSRF-TOKEN` cookie, and every state-changing request echoes it in `X-XSRF-TOKEN`. The API insists on it
 * only for requests authenticated by cookie alone (419 otherwise); sending it always costs nothing.
 */
export const CSRF_COOKIE_PATH = 'web/sanctum/csrf-cookie';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isUnsafeMethod(method: string | undefined): boolean {
  return !SAFE_METHODS.has((method ?? 'GET').toUpperCase());
}

/** The `XSRF-TOKEN` cookie, decoded the way Laravel's clients decode it; null when it is not set. */
export function readXsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${XSRF_COOKIE}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  const raw = found.slice(prefix.length);
  try {
    return decodeURIComponent(raw) || null;
  } catch {
    return raw || null; // a malformed escape: send it as it is, the server decides
  }
}
