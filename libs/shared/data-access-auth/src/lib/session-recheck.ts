/**
 * A session ended elsewhere (logout on another device, password change, deleted account) must end here at the next
 * click, not when some background request happens to get a 401: pages already visited answer from RTK Query's cache
 * and ask the server nothing. So the session is asked again when the user navigates or the tab comes back into view,
 * at most once per interval; a 401 ends it through the baseQuery with spec §8's message, like any other call.
 */
import { useEffect, useRef } from 'react';
import { requestUser } from './session-hooks';
import { useAppDispatch, useAppSelector } from './store';

/** At most one re-check per this many milliseconds; a click inside the window is checked when it ends. */
export const SESSION_RECHECK_INTERVAL_MS = 2000;

export interface SessionRechecker {
  /** Asks for a check: now, or at the end of the current window; never two at once. */
  request(): void;
  /** Counts the session as checked now (e.g. its user was just fetched). */
  markChecked(): void;
  dispose(): void;
}

export function createSessionRechecker(
  check: () => Promise<unknown>,
  { intervalMs = SESSION_RECHECK_INTERVAL_MS, now = () => Date.now() } = {},
): SessionRechecker {
  let lastStarted = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let trailing: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  function request(): void {
    if (disposed) return;
    const wait = lastStarted + intervalMs - now();
    if (inFlight || wait > 0) {
      // One trailing check covers every request made inside the window.
      trailing ??= setTimeout(
        () => {
          trailing = null;
          request();
        },
        Math.max(wait, 50),
      );
      return;
    }
    lastStarted = now();
    inFlight = true;
    // A 401 is handled by the baseQuery (session/expired); any other failure (offline, 5xx) keeps the session.
    void check()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  }

  return {
    request,
    markChecked: () => {
      lastStarted = now();
    },
    dispose: () => {
      disposed = true;
      if (trailing) clearTimeout(trailing);
      trailing = null;
    },
  };
}

/**
 * Re-checks a signed-in session when `locationKey` changes (pass the router's pathname) and when the tab regains
 * focus or becomes visible again.
 */
export function useSessionRecheck(locationKey: string): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.session.status);
  const strategy = useAppSelector((state) => state.session.strategy);
  const signedIn = status === 'authenticated';
  const rechecker = useRef<SessionRechecker | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const current = createSessionRechecker(() => requestUser(dispatch, strategy));
    // The user was fetched just now, by the bootstrap or the login that made the session authenticated.
    current.markChecked();
    rechecker.current = current;
    const onFocus = () => current.request();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') current.request();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
      current.dispose();
      if (rechecker.current === current) rechecker.current = null;
    };
  }, [dispatch, signedIn, strategy]);

  const previousKey = useRef(locationKey);
  useEffect(() => {
    if (previousKey.current === locationKey) return;
    previousKey.current = locationKey;
    rechecker.current?.request();
  }, [locationKey]);
}
