/**
 * Reading a failure where a page shows it. RTK Query hands a component our ApiError (its `message` is Indonesian
 * and safe to display, spec §8) or a serialized exception; both carry `message`.
 */
import { DEFAULT_ERROR_MESSAGE } from '@akademi-siber/util-contracts';

/** A property of an object (undefined for anything else); not exported by the lib. */
export const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** The failure's message, or `fallback` when it has none worth showing (absent, not text, blank). */
export function errorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  const message = fieldOf(error, 'message');
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/** The HTTP status of a failure, when it has one. */
export function errorStatus(error: unknown): number | null {
  const status = fieldOf(error, 'status');
  return typeof status === 'number' ? status : null;
}
