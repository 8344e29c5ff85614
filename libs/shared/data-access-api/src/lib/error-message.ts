/**
 * Reading a failure where a page shows it. RTK Query hands a component our ApiError (its `message` is Indonesian
 * and safe to display, spec §8) or a serialized exception; both carry `message`.
 */
import { DEFAULT_ERROR_MESSAGE } from '@akademi-siber/util-contracts';

/** The failure's message, or `fallback` when it has none worth showing (absent, not text, blank). */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The HTTP status of a failure, when it has one. */
export function errorStatus(error: unknown): number | null {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
}
