/**
 * The baseQuery opens the API's envelope `{ success, message, data, meta? }` once, for every endpoint
 * (decision 0030): an endpoint receives `data`, a list endpoint (its envelope carries `meta`) `{ data, meta }`.
 * An endpoint that must see the body as the server sent it says so with `extraOptions: { rawBody: true }`.
 */
import type { PageMeta } from '@akademi-siber/util-contracts';

/** What a list endpoint receives: one page of items and where it lies (the API's `pageEnvelopeSchema`). */
export interface ApiList<T> {
  data: T[];
  meta: PageMeta;
}

/** Per-endpoint options of the baseQuery (an endpoint's `extraOptions`). */
export interface ApiExtraOptions {
  /**
   * The body exactly as sent, envelope and all: the answers of spec §7's first login strategy (`token` and `user`
   * at the top level), the token helper (it reads `success`), and writes whose `message` the page shows.
   */
  rawBody?: boolean;
}

interface Envelope {
  success: boolean;
  message: string;
  data?: unknown;
  meta?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { success, message } = body as Partial<Envelope>;
  return typeof success === 'boolean' && typeof message === 'string';
}

/**
 * `data` of an envelope (null when it has none), `{ data, meta }` of a list's; anything that is not an envelope
 * (an empty 204, a file) goes through untouched.
 */
export function openEnvelope(body: unknown, { rawBody = false }: ApiExtraOptions = {}): unknown {
  if (rawBody || !isEnvelope(body)) return body;
  if (body.meta !== undefined) return { data: body.data, meta: body.meta };
  return body.data ?? null;
}
