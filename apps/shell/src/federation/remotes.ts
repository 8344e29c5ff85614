/**
 * Run-time discovery of the role remotes: `/remotes.json` says where each remote's manifest lives, so a
 * team redeploys its remote without rebuilding the shell. Remotes load only when their area is entered.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteApp, type RemoteApp, type RemoteName, type RemotesManifest } from '@akademi-siber/util-federation';

export const REMOTES_MANIFEST_URL = '/remotes.json';

let manifestRequest: Promise<RemotesManifest> | null = null;
const registered = new Set<RemoteName>();
/** Remotes whose prefetch failed: the runtime keeps that failure, so the real load starts afresh. */
const staleAfterPrefetch = new Set<RemoteName>();

async function fetchManifest(): Promise<RemotesManifest> {
  const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

function remotesManifest(fresh: boolean): Promise<RemotesManifest> {
  if (fresh || !manifestRequest) {
    manifestRequest = fetchManifest().catch((error: unknown) => {
      manifestRequest = null; // a failed read is not cached: the next attempt asks again
      throw error;
    });
  }
  return manifestRequest;
}

/** Reads /remotes.json as the shell starts, so entering an area only has to fetch the remote itself. */
export function preloadRemotesManifest(): void {
  remotesManifest(false).catch(() => undefined); // a failure is retried when an area is entered
}

/**
 * Loads a remote's `./app`. `retry` re-reads /remotes.json and re-registers the remote with `force`,
 * which drops the runtime's cached (failed or stale) entry so the next load fetches it anew.
 */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<RemoteApp> {
  if (staleAfterPrefetch.delete(name)) retry = true;
  const manifest = await remotesManifest(retry);
  const entry = manifest[name];
  if (!entry) throw new Error(`remote ${name} is not listed in remotes.json`);
  if (retry || !registered.has(name)) {
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: registered.has(name) });
    registered.add(name);
  }
  const module = await loadRemote<{ default?: unknown }>(`${name}/app`);
  const app = module?.default ?? module;
  if (!isRemoteApp(app) || app.id !== name) throw new Error(`remote ${name} does not expose a valid ./app`);
  return app;
}

/** Downloads a remote ahead of a visit (link prefetch); a failure only means the visit loads it afresh. */
export function prefetchRemoteApp(name: RemoteName): Promise<RemoteApp> {
  return loadRemoteApp(name).catch((error: unknown) => {
    staleAfterPrefetch.add(name);
    throw error;
  });
}
