/**
 * Link prefetch (spec §9): when a link to a lazy page or a role area is hovered, focused or touched — and,
 * for targets that ask for it, when the link scrolls into view — the code behind it starts downloading so
 * the click feels instant. Skipped on slow or save-data connections, where those bytes cost the user.
 */

/** The Network Information API (Chromium); absent elsewhere, which counts as a fast connection. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

interface NavigatorWithConnection {
  connection?: ConnectionInfo;
}

export function canPrefetch(
  nav: NavigatorWithConnection | undefined = typeof navigator === 'undefined'
    ? undefined
    : (navigator as NavigatorWithConnection),
): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW_CONNECTIONS.includes(connection.effectiveType ?? '');
}

export interface PrefetchTarget {
  /** Whether a link's pathname leads to this target. */
  matches: (pathname: string) => boolean;
  /** Starts the download; a failure is ignored (the real navigation reports it). */
  prefetch: () => Promise<unknown>;
  /** Also prefetch when a link to it becomes visible, not only on hover/focus. */
  whenVisible?: boolean;
}

export interface LinkPrefetchOptions {
  targets: () => readonly PrefetchTarget[];
  root?: Document;
  connection?: () => boolean;
}

function linkPathname(anchor: HTMLAnchorElement, root: Document): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  try {
    const url = new URL(anchor.href, root.baseURI);
    return url.origin === root.location.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Watches the links of the page; returns the function that stops watching. Each target is prefetched at
 * most once per page (a failed one may be tried again later).
 */
export function installLinkPrefetch({
  targets,
  root = document,
  connection = canPrefetch,
}: LinkPrefetchOptions): () => void {
  const started = new Set<PrefetchTarget>();
  const view = root.defaultView;

  const prefetchFor = (anchor: HTMLAnchorElement, visibleOnly: boolean) => {
    const pathname = linkPathname(anchor, root);
    if (pathname === null || !connection()) return;
    const target = targets().find((candidate) => candidate.matches(pathname));
    if (!target || started.has(target) || (visibleOnly && !target.whenVisible)) return;
    started.add(target);
    target.prefetch().catch(() => started.delete(target));
  };

  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor) prefetchFor(anchor as HTMLAnchorElement, false);
  };
  const intentEvents = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of intentEvents) root.addEventListener(type, onIntent, { passive: true, capture: true });

  let intersection: IntersectionObserver | null = null;
  let mutations: MutationObserver | null = null;
  let scanTimer: ReturnType<typeof setTimeout> | undefined;
  if (view && 'IntersectionObserver' in view && 'MutationObserver' in view) {
    const observed = new WeakSet<Element>();
    intersection = new view.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        intersection?.unobserve(entry.target);
        prefetchFor(entry.target as HTMLAnchorElement, true);
      }
    });
    const scan = () => {
      for (const anchor of root.querySelectorAll('a[href]')) {
        if (observed.has(anchor)) continue;
        observed.add(anchor);
        intersection?.observe(anchor);
      }
    };
    // Links come and go with every render; look again once the page has settled.
    mutations = new view.MutationObserver(() => {
      clearTimeout(scanTimer);
      scanTimer = setTimeout(scan, 200);
    });
    mutations.observe(root.body, { childList: true, subtree: true });
    scan();
  }

  return () => {
    for (const type of intentEvents) root.removeEventListener(type, onIntent, { capture: true });
    clearTimeout(scanTimer);
    intersection?.disconnect();
    mutations?.disconnect();
  };
}
