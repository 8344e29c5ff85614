/**
 * Spec §4/§9: a page chunk that fails to load (usually a deploy replaced the hashed files the open page still
 * refers to) forces a full reload, at most once per 60 s. The time of the last forced reload is kept in
 * sessionStorage, which every bundle on the page (shell and remotes) shares, so a second failure within
 * the minute shows the fallback instead of reloading in a loop.
 */

export const CHUNK_RELOAD_STORAGE_KEY = 'akademi.chunk-reload-at';
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

declare global {
  interface Window {
    /** Set while a forced reload is under way, so late failures of the same page wait for it quietly. */
    __akademiChunkReloading?: boolean;
  }
}

/** A page chunk or remote entry that could not be loaded. */
export class ChunkLoadError extends Error {
  readonly isChunkLoadError = true;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Gagal memuat bagian halaman', { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers and Vite say when a module fails to download (an error that did not pass through loadChunk).
const CHUNK_FAILURE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
  /ChunkLoadError/,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as { name?: unknown; message?: unknown; isChunkLoadError?: unknown };
  if (candidate.isChunkLoadError === true || candidate.name === 'ChunkLoadError') return true;
  return (
    typeof candidate.message === 'string' &&
    CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(candidate.message as string))
  );
}

/** The full page reload; an object so tests can spy on it (jsdom cannot navigate). */
export const pageReloader = {
  reload(): void {
    window.location.reload();
  },
};

export interface ReloadOptions {
  now?: number;
  /** null when the browser offers none. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload?: () => void;
}

/**
 * Reloads the page unless a forced reload happened less than 60 s ago. Returns true when it reloads.
 * Without sessionStorage (blocked by the browser) it never reloads, since it could not stop a loop.
 */
export function reloadForFailedChunk({
  now = Date.now(),
  storage = typeof sessionStorage === 'undefined' ? null : sessionStorage,
  reload = () => pageReloader.reload(),
}: ReloadOptions = {}): boolean {
  if (typeof window !== 'undefined' && window.__akademiChunkReloading) return true;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    const elapsed = now - last;
    if (last > 0 && elapsed >= 0 && elapsed < CHUNK_RELOAD_THROTTLE_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.__akademiChunkReloading = true;
  reload();
  return true;
}

/**
 * Wraps a chunk loader (`() => import('./page')`): on failure it forces the reload, leaving the promise
 * pending while the page goes away; when a reload already happened within the minute it rejects with a
 * ChunkLoadError for the error boundary to show its fallback.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadForFailedChunk()) return new Promise<T>(() => undefined);
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
  });
}
