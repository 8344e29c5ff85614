import { useEffect } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useToast } from '@akademi-siber/ui-design-system';

/** What RTK Query hands a component as `error`: our ApiError, or a serialized exception. */
type QueryError = { message?: unknown } | undefined | null;

/**
 * Spec §8: a failed category, cart or token-helper load shows a toast titled 'Info' in the danger variant with
 * the server's or the exception's message. One toast per `id`, shown again only when a new error arrives.
 */
export function useErrorToast(
  error: QueryError,
  id: string,
  fallback = 'Terjadi kesalahan dipihak kami, silakan coba lagi nanti',
): void {
  const toast = useToast();
  useEffect(() => {
    if (error) toast.show({ id, message: errorMessage(error, fallback) });
  }, [error, id, fallback, toast]);
}
