/**
 * The page-loading bar of spec §9, shown while a route's chunk, a remote, or a page's first data is loading.
 * Anything that loads says so with an event on window (`usePageLoadingSignal`), so a remote, which bundles
 * its own copy of this file, drives the one bar the shell renders. The bar's timings live in LoadingBar.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useAppSelector, type RootState } from '@akademi-siber/data-access-auth';
import { LoadingBar, theme } from '@akademi-siber/ui-design-system';

export const PAGE_LOADING_EVENT = 'akademi:page-loading';

/** Spec §9: a data fetch stays "pending" at least this long, so a fast answer does not flash a skeleton. */
export const DATA_FETCH_MIN_PENDING_MS = theme.motion.dataFetchMinPendingMs;

interface PageLoadingDetail {
  id: string;
  loading: boolean;
}

export function signalPageLoading(id: string, loading: boolean, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<PageLoadingDetail>(PAGE_LOADING_EVENT, { detail: { id, loading } }));
}

/** While `active` and mounted, the page counts as loading. */
export function usePageLoadingSignal(active = true): void {
  const id = useId();
  useEffect(() => {
    if (!active) return undefined;
    signalPageLoading(id, true);
    return () => signalPageLoading(id, false);
  }, [active, id]);
}

/** A Suspense fallback that also drives the bar. */
export function PageLoadingSignal({ children = null }: { children?: React.ReactNode }) {
  usePageLoadingSignal(true);
  return <>{children}</>;
}

/** True while any signal is active. */
export function usePageLoadingSignals(target: EventTarget = window): boolean {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const active = new Set<string>();
    const onSignal = (event: Event) => {
      const { id, loading: isLoading } = (event as CustomEvent<PageLoadingDetail>).detail;
      if (isLoading) active.add(id);
      else active.delete(id);
      setLoading(active.size > 0);
    };
    target.addEventListener(PAGE_LOADING_EVENT, onSignal);
    return () => target.removeEventListener(PAGE_LOADING_EVENT, onSignal);
  }, [target]);
  return loading;
}

/** A query loading for the first time (no data yet); refetches and polling do not move the bar. */
export function selectFirstLoadPending(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => query?.status === 'pending' && query.data === undefined);
}

/** The one page-loading bar; the shell renders it once. */
export function PageLoadingBar() {
  const signalled = usePageLoadingSignals();
  const fetching = useAppSelector(selectFirstLoadPending);
  return <LoadingBar active={signalled || fetching} />;
}

/**
 * `pending`, held true for at least `minMs` once it turned true (spec §9 minimum pending delay of a data
 * fetch), so a fast answer swaps the skeleton for the content once instead of flickering.
 */
export function useMinimumPending(pending: boolean, minMs: number = DATA_FETCH_MIN_PENDING_MS): boolean {
  const [held, setHeld] = useState(pending);
  const since = useRef<number | null>(pending ? Date.now() : null);

  useEffect(() => {
    if (pending) {
      since.current ??= Date.now();
      setHeld(true);
      return undefined;
    }
    if (since.current === null) {
      setHeld(false);
      return undefined;
    }
    const remaining = since.current + minMs - Date.now();
    const release = () => {
      since.current = null;
      setHeld(false);
    };
    if (remaining <= 0) {
      release();
      return undefined;
    }
    const timer = setTimeout(release, remaining);
    return () => clearTimeout(timer);
  }, [pending, minMs]);

  return pending || held;
}
