/**
 * Where the session lives in the browser (spec §3, §9): storage and cookie prefix `auth.`, token prefix
 * `_token.`, token type Bearer, role cookie `user_role`, the `login_google` flag, selected batch under `batch`.
 */
import type { RoleName } from '@akademi-siber/util-contracts';

export const AUTH_PREFIX = 'auth.';
export const TOKEN_PREFIX = '_token.';
export const TOKEN_TYPE = 'Bearer';
export const ROLE_COOKIE = 'user_role';
export const LOGIN_GOOGLE_COOKIE = 'login_google';
export const BATCH_KEY = 'batch';

export const AUTH_STRATEGIES = ['local', 'laravelSanctum', 'google'] as const;
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number];

export const STRATEGY_KEY = `${AUTH_PREFIX}strategy`;
export const tokenKey = (strategy: AuthStrategy) => `${AUTH_PREFIX}${TOKEN_PREFIX}${strategy}`;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

export function writeCookie(name: string, value: string | null, maxAgeDays = 30): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value === null ? 0 : maxAgeDays * 86400;
  document.cookie =
    `${encodeURIComponent(name)}=${encodeURIComponent(value ?? '')}; Path=/; ` +
    `Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (private mode, policies): the session lives in memory only
  }
}

export interface StoredSession {
  token: string | null;
  strategy: AuthStrategy | null;
}

/** Reads the token written by `saveToken`, without its `Bearer ` type prefix. */
export function loadStoredSession(): StoredSession {
  const store = storage();
  const stored = store?.getItem(STRATEGY_KEY);
  const strategy = AUTH_STRATEGIES.find((known) => known === stored) ?? null;
  if (!strategy) return { token: null, strategy: null };
  const value = store?.getItem(tokenKey(strategy)) ?? readCookie(tokenKey(strategy));
  const token = value?.startsWith(`${TOKEN_TYPE} `) ? value.slice(TOKEN_TYPE.length + 1) : null;
  return { token, strategy: token ? strategy : null };
}

export function saveToken(strategy: AuthStrategy, token: string): void {
  const value = `${TOKEN_TYPE} ${token}`;
  storage()?.setItem(STRATEGY_KEY, strategy);
  storage()?.setItem(tokenKey(strategy), value);
  writeCookie(tokenKey(strategy), value);
  writeCookie(LOGIN_GOOGLE_COOKIE, strategy === 'google' ? 'true' : null);
}

/**
 * Forgets every token, the role cookie and the login_google flag ("the local user token is reset").
 * `auth.strategy` stays, as in nuxt-auth whose names §9 uses: it says which strategy signs in next.
 */
export function clearStoredSession(): void {
  const store = storage();
  for (const strategy of AUTH_STRATEGIES) {
    store?.removeItem(tokenKey(strategy));
    writeCookie(tokenKey(strategy), null);
  }
  writeCookie(ROLE_COOKIE, null);
  writeCookie(LOGIN_GOOGLE_COOKIE, null);
}

/** The strategies that sign in with email/username and password (spec §7, 1 and 2). */
export type PasswordStrategy = Extract<AuthStrategy, 'local' | 'laravelSanctum'>;

/**
 * Which password strategy the login form uses: `laravelSanctum` (strategy 2) when `auth.strategy` says so,
 * else `local` (strategy 1). Set `localStorage['auth.strategy'] = 'laravelSanctum'` to switch a browser
 * (docs/decisions: session and strategies); a Google sign-in leaves the next password login on `local`.
 */
export function preferredPasswordStrategy(): PasswordStrategy {
  return storage()?.getItem(STRATEGY_KEY) === 'laravelSanctum' ? 'laravelSanctum' : 'local';
}

export function readRoleCookie(): RoleName | null {
  return readCookie(ROLE_COOKIE) as RoleName | null;
}

export function writeRoleCookie(role: RoleName | null): void {
  writeCookie(ROLE_COOKIE, role);
}

export function readStoredBatchId(): number | null {
  const raw = storage()?.getItem(BATCH_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isInteger(id) && id >= 0 ? id : null;
}

export function writeStoredBatchId(id: number | null): void {
  if (id === null) storage()?.removeItem(BATCH_KEY);
  else storage()?.setItem(BATCH_KEY, String(id));
}
