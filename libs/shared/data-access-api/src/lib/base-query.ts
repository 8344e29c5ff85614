/**
 * The one baseQuery: bearer header from the session, credentials for same-site calls, the CSRF header on
 * state-changing calls, the envelope opened once (endpoints receive `data`, lists `{ data, meta }`: see
 * `./base-query-envelope`), every failure turned into an Indonesian message (spec §8; the server's message wins
 * when present), and a 401 from any call dispatches `sessionExpired` (with the server's reason) so the
 * session lib logs the user out.
 */
import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { SESSION_END_REASONS, statusMessage, type SessionEndReason } from '@akademi-siber/util-contracts';
import { isUnsafeMethod, readXsrfToken, XSRF_HEADER } from './base-query-csrf';
import { openEnvelope, type ApiExtraOptions } from './base-query-envelope';
import { errorMessage, fieldOf } from './error-message';

export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

export interface SessionExpiredPayload {
  /** The §8 401 text. */
  message: string;
  /** Why the server ended the session (`data.reason` of the 401), when it said. */
  reason?: SessionEndReason | null;
}

/** Dispatched when any call answers 401; the session slice (data-access-auth) reacts to it. */
export const sessionExpired = createAction<SessionExpiredPayload>('session/expired');

/** The slice of state the baseQuery reads: only the token (data-access-auth owns the rest). */
interface TokenState {
  session?: { token?: string | null };
}

/** Same origin as the page (absolute, so it also works where fetch needs absolute URLs, e.g. tests). */
export const API_BASE_URL =
  typeof window !== 'undefined' && window.location?.origin ? `${window.location.origin}/` : '/';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  // The API lives on the page's own origin: cookies (XSRF-TOKEN, the session cookies) go with every call
  // there and never to another origin. A call that must send them explicitly passes `credentials: 'include'`.
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenState).session?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    headers.set('X-Requested-With', 'XMLHttpRequest');
    return headers;
  },
});

/** `data.reason` of a 401 envelope, when it is one of the reasons the contract names. */
export function sessionEndReason(body: unknown): SessionEndReason | null {
  const reason = fieldOf(fieldOf(body, 'data'), 'reason');
  return SESSION_END_REASONS.find((known) => known === reason) ?? null;
}

/**
 * Maps fetchBaseQuery's error union to `{ status, message }`. A body that is not JSON (a proxy's HTML
 * 502 page) keeps its HTTP status; a request that never got an answer counts as 503, a timeout as 408.
 * A 401 to a call that carried a session is always §8's text; without a session (a rejected Google token)
 * the server's own message says what went wrong.
 */
export function toApiError(
  error: { status: number | string; originalStatus?: number; data?: unknown },
  { sessionSent = true }: { sessionSent?: boolean } = {},
): ApiError {
  const status =
    typeof error.status === 'number'
      ? error.status
      : (error.originalStatus ?? (error.status === 'TIMEOUT_ERROR' ? 408 : 503));
  const sessionEnded = status === 401 && sessionSent;
  const message = sessionEnded ? statusMessage(401) : errorMessage(error.data, statusMessage(status));
  return { status, message, data: error.data };
}

/** Adds `X-XSRF-TOKEN` to POST/PUT/PATCH/DELETE when the API has set the `XSRF-TOKEN` cookie. */
export function withCsrfHeader(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || !isUnsafeMethod(args.method)) return args;
  const xsrf = readXsrfToken();
  if (!xsrf) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set(XSRF_HEADER, xsrf);
  return { ...args, headers: Object.fromEntries(headers.entries()) };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const sessionSent = Boolean((api.getState() as TokenState).session?.token);
  const result = await rawBaseQuery(withCsrfHeader(args), api, {});
  if (!result.error) return { data: openEnvelope(result.data, extraOptions), meta: result.meta };
  const error = toApiError(result.error, { sessionSent });
  if (error.status === 401)
    api.dispatch(sessionExpired({ message: statusMessage(401), reason: sessionEndReason(result.error.data) }));
  return { error, meta: result.meta };
};
