/** Where each role lives (spec §4, §6) and which return paths may be trusted after login. */
import { roleNameOf, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';

/** Corporate home uses the stored batch id, else the first batch, else 0 (spec §4). */
export function corporateHome(user: AuthUser, storedBatchId: number | null): string {
  const batchId = storedBatchId ?? user.program?.batches[0]?.id ?? 0;
  return `/corporate-program/dashboard/${batchId}/group/${user.program?.corporate_id ?? 0}`;
}

export function roleHome(user: AuthUser, storedBatchId: number | null = null): string {
  const role = roleNameOf(user.id_role);
  switch (role) {
    case 'member':
      return '/member';
    case 'author':
      return '/author';
    case 'admin':
      return '/admin';
    case 'corporate':
      return corporateHome(user, storedBatchId);
    case 'teacher':
      return '/teacher';
    default:
      return '/';
  }
}

/**
 * A return path is trusted only when it is a plain local path: one leading slash, no scheme, no
 * protocol-relative `//` or `/\`, no control characters, and not a login page (no open redirect).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\')) return null;
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return null;
    if (url.pathname === LOGIN_PATH) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export function loginPathFor(intendedPath: string): string {
  const safe = safeRedirectPath(intendedPath);
  return safe && safe !== '/' ? `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

export function roleOf(user: AuthUser | null): RoleName | null {
  return user ? roleNameOf(user.id_role) : null;
}
