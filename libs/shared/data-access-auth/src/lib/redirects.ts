/** Where each role lives (spec §4, §6) and which return paths may be trusted after login. */
import { roleNameOf, type AuthUser, type RoleName } from '@akademi-siber/util-contracts';

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';

/**
 * Corporate home uses the stored batch id, else the first batch, else 0 (spec §4). A stored batch the manager no longer
 * has (taken away since it was chosen) counts as none: it would only open a refusal.
 */
export function corporateHome(user: AuthUser, storedBatchId: number | null): string {
  const batches = user.program?.batches ?? [];
  const stored = batches.some((batch) => batch.id === storedBatchId) ? storedBatchId : null;
  const batchId = stored ?? batches[0]?.id ?? 0;
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

const BASE = 'http://local.invalid';
const MAX_DECODE_ROUNDS = 3;

/** A path that a browser or router could read as "another site": `//x`, `/\x`, a scheme, a control character. */
function looksForeign(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return true;
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '\\');
}

/** The value and what it becomes after one, two and three rounds of percent-decoding. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(forms[forms.length - 1]);
    } catch {
      return null; // a broken escape is not something a link of ours would contain
    }
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/**
 * A return path is trusted only when it is a plain local path (no open redirect): one leading slash, no
 * scheme, no protocol-relative `//` or `/\`, no control characters, not a login page — checked on the value,
 * on each percent-decoded form of it (`/%2F%2Fevil`, `/%252F…`), and on the path the URL parser makes of it
 * (`/a/../..//evil`).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  const forms = decodedForms(value);
  if (!forms || forms.some(looksForeign)) return null;
  try {
    const url = new URL(value, BASE);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== BASE || looksForeign(url.pathname) || url.pathname === LOGIN_PATH) return null;
    return path;
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
