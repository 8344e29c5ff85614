/**
 * `@akademi-siber/ui-design-system/query-states`: one query's loading skeleton, error with retry, empty state or
 * content. A subpath of its own, bundled by each app that uses it, so the shared entry the shell loads eagerly (and
 * the /login byte budget) does not carry it; it reaches the design system through the package, the shared singleton.
 */
import type { ReactNode } from 'react';
// Relative, not the package name: inside this lib the package name resolves to a second copy of the whole
// design system in a remote's build (the shared singleton is the shell's), 16 KB of gzip on the first page.
import { SkeletonList } from './lib/skeleton';
import { ErrorState } from './lib/states';

/** What QueryStates reads of an RTK Query result (or anything shaped like one). */
export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryLike<T>;
  /** Title of the error state, e.g. 'Kelas belum dapat dimuat'. */
  errorTitle: string;
  /** Whether the answer has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  loading?: ReactNode;
  headingLevel?: 2 | 3;
  children: (data: T) => ReactNode;
}

const FALLBACK_MESSAGE = 'Terjadi kesalahan. Silakan coba lagi.';

/** The failure's own message when it carries one (the API's Indonesian text), else the general one. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : FALLBACK_MESSAGE;
}

/** Loading skeleton, error with retry, empty state, or the content. */
export function QueryStates<T>({
  query,
  errorTitle,
  isEmpty,
  empty,
  loading,
  headingLevel = 2,
  children,
}: QueryStatesProps<T>) {
  if (query.isLoading) return <>{loading ?? <SkeletonList rows={3} />}</>;
  if (query.error || query.data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        message={messageOf(query.error)}
        onRetry={() => void query.refetch()}
        headingLevel={headingLevel}
      />
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
