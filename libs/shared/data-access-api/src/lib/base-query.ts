/**
 * The one baseQuery: bearer header from the session, credentials for same-site calls, every failure
 * turned into an Indonesian message (spec §8; the server's message wins when present), and a 401 from any
 * call dispatches `sessionExpired` so the session lib logs the user out.
 */
import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { statusMessage } from '@akademi-siber/util-contracts';

export interface ApiError {
  status: number;
  message: string;
  data?: unknown;
}

/** Dispatched when any call answers 401; the session slice (data-access-auth) reacts to it. */
export const sessionExpired = createAction<{ message: string }>('session/expired');

/** The slice of state the baseQuery reads: only the token (data-access-auth owns the rest). */
interface TokenState {
  session?: { token?: string | null };
}

/** Same origin as the page (absolute, so it also works where fetch needs absolute URLs, e.g. tests). */
export const API_BASE_URL = typeof window !== 'undefined' && window.location?.origin ? `${window.location.origin}/` : '/';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenState).session?.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    headers.set('X-Requested-With', 'XMLHttpRequest');
    return headers;
  },
});

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * Maps fetchBaseQuery's error union to `{ status, message }`. A body that is not JSON (a proxy's HTML
 * 502 page) keeps its HTTP status; a request that never got an answer counts as 503, a timeout as 408.
 */
export function toApiError(error: { status: number | string; originalStatus?: number; data?: unknown }): ApiError {
  const status =
    typeof error.status === 'number'
      ? error.status
      : (error.originalStatus ?? (error.status === 'TIMEOUT_ERROR' ? 408 : 503));
  const message = status === 401 ? statusMessage(401) : (serverMessage(error.data) ?? statusMessage(status));
  return { status, message, data: error.data };
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const error = toApiError(result.error);
  if (error.status === 401) api.dispatch(sessionExpired({ message: error.message }));
  return { error, meta: result.meta };
};
