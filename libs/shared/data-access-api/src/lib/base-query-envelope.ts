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

/**
 * `data` of an envelope (null when it has none), `{ data, meta }` of a list's; anything that is not an envelope
 * (an empty 204, a file) goes through untouched. An envelope has a boolean `success` and a text `message`.
 */
export function openEnvelope(body: unknown, extraOptions?: ApiExtraOptions): unknown {
  const envelope = body as Partial<Envelope> | null | undefined;
  if (extraOptions?.rawBody || typeof envelope?.success !== 'boolean' || typeof envelope.message !== 'string')
    return body;
  return envelope.meta === undefined ? (envelope.data ?? null) : { data: envelope.data, meta: envelope.meta };
}
