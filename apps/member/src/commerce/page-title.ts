import { useEffect } from 'react';

/** Sets the tab title while the page is shown (the product name follows the page's own). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = `${title} · Akademi Siber`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The message of an RTK Query error (our ApiError carries an Indonesian one). */
export function errorMessage(error: unknown, fallback = 'Terjadi kesalahan dipihak kami, silakan coba lagi nanti'): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** HTTP status of an RTK Query error, when it has one. */
export function errorStatus(error: unknown): number | null {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return null;
}
